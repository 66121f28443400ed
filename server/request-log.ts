// One line per request Remix answered, as remix-serve's `morgan("tiny")` printed it ("GET /api/health 200 57 - 3.2
// ms"; static files are not logged, as before). Lines are gathered and written together every quarter second, and
// at exit: a write to a pipe per request was a system call per request (ADR 067).
const FLUSH_MS = 250;

export interface RequestLog {
  record: (method: string, url: string, status: number, length: string | undefined, startedAt: number) => void;
  flush: () => void;
}

export function createRequestLog(write: (text: string) => void = (text) => process.stdout.write(text)): RequestLog {
  let lines: string[] = [];
  let timer: NodeJS.Timeout | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!lines.length) return;
    const text = lines.join("");
    lines = [];
    write(text);
  };
  return {
    record: (method, url, status, length, startedAt) => {
      const ms = (performance.now() - startedAt).toFixed(3);
      lines.push(`${method} ${url} ${status} ${length ?? "-"} - ${ms} ms\n`);
      timer ??= setTimeout(flush, FLUSH_MS).unref();
    },
    flush,
  };
}

/** What is still gathered is written as the process ends (stdout is synchronous on Linux: files, pipes, terminals). */
export function flushOnExit(log: RequestLog): void {
  process.once("exit", () => log.flush());
}
