// An error escaping a request or a job (a driver's 'error' event nobody heard, a stray rejection) is logged and
// survived: a web process that exits fails every tenant's request in flight, a worker that exits leaves every queued
// job waiting until something restarts it. Survived is not hidden: each process counts its escapes and
// /api/health/detailed shows the counts (the worker's through its heartbeat), and tests fail on any (issue 35).
// Many within a minute means something is broken for good: then the process exits, naming why, for its supervisor.
export const ESCAPES_PER_MINUTE = 20;

let count = 0;
let recent: number[] = [];

/** Errors that escaped this process since it started. */
export function escapedErrorCount(): number {
  return count;
}

export function recordEscapedError(
  label: string,
  kind: string,
  error: unknown,
  exit: (code: number) => void = (code) => process.exit(code),
): void {
  count += 1;
  console.error(`[${label}] survived an ${kind} (${count} since start):`, error);
  const now = Date.now();
  recent = [...recent.filter((at) => now - at < 60_000), now];
  if (recent.length <= ESCAPES_PER_MINUTE) return;
  console.error(`[${label}] ${recent.length} escaped errors within a minute: exiting`);
  exit(1);
}

const installed = Symbol.for("askdata.escaped-errors");

/** Idempotent (the dev server re-imports the build): one pair of handlers per process. */
export function surviveEscapedErrors(label: "web" | "worker"): void {
  const registry = globalThis as { [installed]?: boolean };
  if (registry[installed]) return;
  registry[installed] = true;
  process.on("uncaughtException", (error) => recordEscapedError(label, "uncaught exception", error));
  process.on("unhandledRejection", (reason) => recordEscapedError(label, "unhandled rejection", reason));
}
