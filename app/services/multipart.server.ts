// A multipart/form-data body read part by part as it streams in, each part's data handed on in the
// chunks it arrived in. Remix's parser looks for the boundary (and every CRLF) one byte at a time in
// JS, which took as long as PostgreSQL's COPY of a 50 MB upload; Buffer.indexOf does it natively.
import { AppError } from "~/lib/errors";

export interface MultipartPart {
  name: string;
  /** The base name of the file, for a file part. */
  filename?: string;
  contentType?: string;
  /** Must be read to its end (or the parsing abandoned) before the next part comes. */
  data: AsyncGenerator<Uint8Array>;
}

const CRLF = Buffer.from("\r\n");
const HEADERS_END = Buffer.from("\r\n\r\n");
const MAX_HEADER_BYTES = 16 * 1024;
// Sockets deliver a few KB at a time under load; every chunk then costs a trip through each stream
// stage, a file write and two socket writes to COPY, so parts are handed on in pieces of this size.
const PIECE_BYTES = 256 * 1024;

/** The boundary of a multipart/form-data content type, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  return match ? (match[1] ?? match[2])! : null;
}

/** `body` may be a request's ReadableStream: Node's web streams are async iterable. */
export async function* readMultipart(body: AsyncIterable<Uint8Array> | ReadableStream<Uint8Array>, boundary: string): AsyncGenerator<MultipartPart> {
  const reader = new ChunkReader((body as AsyncIterable<Uint8Array>)[Symbol.asyncIterator]());
  const delimiter = Buffer.from(`\r\n--${boundary}`);
  // The first boundary has no CRLF before it when there is no preamble: pretend there was one.
  reader.unshift(CRLF);
  await reader.skipPast(delimiter);
  try {
    for (;;) {
      const after = await reader.take(2);
      if (after.equals(Buffer.from("--"))) return;
      if (!after.equals(CRLF)) throw malformed();
      const headers = parseHeaders(await reader.readUntil(HEADERS_END, MAX_HEADER_BYTES));
      let finished = false;
      const data = (async function* () {
        yield* reader.streamUntil(delimiter);
        finished = true;
      })();
      yield { ...headers, data };
      if (!finished) for await (const _ of data); // an unread part is skipped, as a form reader would
    }
  } finally {
    await reader.close();
  }
}

function parseHeaders(block: Buffer): Omit<MultipartPart, "data"> {
  const lines = block.toString("utf8").split("\r\n");
  const header = (name: string) => lines.find((line) => line.toLowerCase().startsWith(`${name}:`))?.slice(name.length + 1).trim();
  const disposition = header("content-disposition");
  if (!disposition || !/^form-data\b/i.test(disposition)) throw malformed();
  const params = new Map<string, string>();
  for (const [, key, quoted, plain] of disposition.matchAll(/;\s*([^=;\s]+)\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;]*))/g)) {
    params.set(key!.toLowerCase(), quoted !== undefined ? quoted.replace(/\\(.)/g, "$1") : plain!.trim());
  }
  const name = params.get("name");
  if (name === undefined) throw malformed();
  const filename = params.get("filename")?.split(/[/\\]/).pop();
  return { name, filename, contentType: header("content-type") };
}

function malformed(): AppError {
  return new AppError("INVALID_REQUEST", "The multipart/form-data body is malformed");
}

/** A source of chunks with some bytes held back between reads. */
class ChunkReader {
  private pending: Buffer = Buffer.alloc(0);
  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  unshift(bytes: Buffer): void {
    this.pending = Buffer.concat([bytes, this.pending]);
  }

  async close(): Promise<void> {
    await this.source.return?.();
  }

  /** Appends at least `minBytes` more (fewer at the end of the body); false when there were none. */
  private async pull(minBytes = 1): Promise<boolean> {
    const chunks = this.pending.length ? [this.pending] : [];
    let added = 0;
    while (added < minBytes) {
      const next = await this.source.next();
      if (next.done) break;
      chunks.push(Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength));
      added += next.value.byteLength;
    }
    if (added > 0) this.pending = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks);
    return added > 0;
  }

  async take(length: number): Promise<Buffer> {
    while (this.pending.length < length) if (!(await this.pull())) throw malformed();
    const taken = this.pending.subarray(0, length);
    this.pending = this.pending.subarray(length);
    return taken;
  }

  async readUntil(needle: Buffer, maxBytes: number): Promise<Buffer> {
    for (let at = this.pending.indexOf(needle); ; at = this.pending.indexOf(needle)) {
      if (at >= 0) {
        const before = this.pending.subarray(0, at);
        this.pending = this.pending.subarray(at + needle.length);
        return before;
      }
      if (this.pending.length > maxBytes || !(await this.pull())) throw malformed();
    }
  }

  async skipPast(needle: Buffer): Promise<void> {
    for await (const _ of this.streamUntil(needle));
  }

  /** Yields the bytes before `needle` as they come, keeping back only what could be its start. */
  async *streamUntil(needle: Buffer): AsyncGenerator<Buffer> {
    for (;;) {
      const at = this.pending.indexOf(needle);
      if (at >= 0) {
        if (at > 0) yield this.pending.subarray(0, at);
        this.pending = this.pending.subarray(at + needle.length);
        return;
      }
      const safe = this.pending.length - (needle.length - 1);
      if (safe > 0) {
        const ready = this.pending.subarray(0, safe);
        this.pending = this.pending.subarray(safe);
        yield ready;
      }
      if (!(await this.pull(PIECE_BYTES))) throw malformed();
    }
  }
}
