// The upload as a stream of bytes: counted against the size limit as they pass, with the head held
// back long enough to read the first record, and copied to a temporary file when a second COPY may
// need them. Only the head is ever decoded as a whole in JS.
import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { open, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AppError } from "~/lib/errors";
import { CSV_MAX_BYTES } from "~/lib/limits";
import { CSV_TOO_LARGE_MESSAGE } from "~/lib/messages";
import { CSV_MESSAGES } from "./csv-errors";

export type CsvSource = AsyncIterable<Uint8Array> | NodeJS.ReadableStream;

export interface CsvHead {
  /** The first bytes of the file (without a byte-order mark), decoded. */
  text: string;
  /** True when the head is the whole file. */
  complete: boolean;
  /** The head and the rest of the file, trailing blank lines dropped, for COPY. */
  body: AsyncGenerator<Buffer>;
  /** Bytes read so far, including the ones still to come once `body` is consumed. */
  bytes: () => number;
  /** Stops reading the source (destroys a stream); safe to call more than once. */
  close: () => Promise<void>;
}

const PEEK_BYTES = 64 * 1024;
const PEEK_MAX_BYTES = 4 * 1024 * 1024;
const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/**
 * Reads at least 64 KB (or the whole file), more while `needMore(text)` says the first record
 * is not complete yet (up to 4 MB). Throws for an empty, binary or non-UTF-8 head, a first record
 * longer than that, and a file over the size limit.
 */
export async function readHead(source: CsvSource, needMore: (text: string) => boolean): Promise<CsvHead> {
  const counter = { bytes: 0 };
  const chunks = countBytes(source, counter);
  const close = async () => void (await chunks.return(undefined));
  try {
    const { head, complete } = await peek(chunks, needMore);
    const text = decodeHead(head);
    if (complete && text.trim() === "") throw new AppError("VALIDATION_ERROR", CSV_MESSAGES.empty);
    if (!complete && needMore(text))
      throw new AppError("VALIDATION_ERROR", CSV_MESSAGES.firstLineTooLong(PEEK_MAX_BYTES));
    return { text, complete, body: withoutTrailingBlankLines(head, chunks), bytes: () => counter.bytes, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/** Rechecks the first record only each time the head has doubled, so a long one costs little. */
async function peek(chunks: AsyncIterator<Buffer>, needMore: (text: string) => boolean) {
  const parts: Buffer[] = [];
  let size = 0;
  for (let checkAt = PEEK_BYTES; size < PEEK_MAX_BYTES;) {
    const next = await chunks.next();
    if (next.done) return { head: withoutBom(Buffer.concat(parts)), complete: true };
    parts.push(next.value);
    size += next.value.length;
    if (size >= checkAt) {
      if (!needMore(decodeHead(withoutBom(Buffer.concat(parts))))) break;
      checkAt = size * 2;
    }
  }
  return { head: withoutBom(Buffer.concat(parts)), complete: false };
}

async function* countBytes(source: CsvSource, counter: { bytes: number }): AsyncGenerator<Buffer> {
  for await (const chunk of source as AsyncIterable<Uint8Array | string>) {
    const buffer =
      typeof chunk === "string" ? Buffer.from(chunk) : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    counter.bytes += buffer.length;
    if (counter.bytes > CSV_MAX_BYTES) {
      throw new AppError("PAYLOAD_TOO_LARGE", CSV_TOO_LARGE_MESSAGE, {
        maxBytes: CSV_MAX_BYTES,
        fields: { csvFile: CSV_TOO_LARGE_MESSAGE },
      });
    }
    yield buffer;
  }
}

function withoutBom(head: Buffer): Buffer {
  return head.subarray(0, 3).equals(BOM) ? head.subarray(3) : head;
}

/** Decodes the head strictly; a NUL byte or an invalid sequence means binary or non-UTF-8 content. */
function decodeHead(head: Buffer): string {
  const nul = head.indexOf(0);
  if (nul >= 0) throw notText(head, nul);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(head, { stream: true });
  } catch {
    throw notText(head, firstInvalidOffset(head));
  }
}

function notText(head: Buffer, offset: number): AppError {
  let line = 1;
  for (let i = head.indexOf(10); i >= 0 && i < offset; i = head.indexOf(10, i + 1)) line++;
  return new AppError("VALIDATION_ERROR", CSV_MESSAGES.notText(line));
}

function firstInvalidOffset(head: Buffer): number {
  const decoder = new TextDecoder("utf-8", { fatal: true });
  for (let start = 0, end = head.indexOf(10); start < head.length; start = end + 1, end = head.indexOf(10, start)) {
    if (end < 0) end = head.length;
    try {
      decoder.decode(head.subarray(start, end), { stream: end === head.length });
    } catch {
      return start;
    }
  }
  return head.length;
}

/**
 * Yields the head and then the rest, holding back line breaks at the end of each chunk until more
 * data follows: blank lines at the end of a file would otherwise be rows with missing fields.
 */
async function* withoutTrailingBlankLines(head: Buffer, rest: AsyncIterator<Buffer>): AsyncGenerator<Buffer> {
  let heldBack: Buffer[] = [];
  try {
    for (let chunk: Buffer | undefined = head; chunk; chunk = await nextChunk(rest)) {
      const end = trailingBreaksStart(chunk);
      if (end > 0) {
        yield* heldBack;
        heldBack = [];
        yield end === chunk.length ? chunk : chunk.subarray(0, end);
      }
      if (end < chunk.length) heldBack.push(end === 0 ? chunk : chunk.subarray(end));
    }
  } finally {
    await rest.return?.();
  }
}

async function nextChunk(iterator: AsyncIterator<Buffer>): Promise<Buffer | undefined> {
  const next = await iterator.next();
  return next.done ? undefined : next.value;
}

function trailingBreaksStart(chunk: Buffer): number {
  let end = chunk.length;
  while (end > 0 && (chunk[end - 1] === 10 || chunk[end - 1] === 13)) end--;
  return end;
}

/** The bytes sent to COPY, kept on disk (never in memory) so that they can be sent again. */
export interface CsvSpill {
  write: (chunk: Buffer) => Promise<void>;
  /** The bytes written so far, streamed back from the file. */
  read: () => AsyncIterable<Buffer>;
  /** Deletes the file; safe to call more than once. */
  remove: () => Promise<void>;
}

export async function createSpill(): Promise<CsvSpill> {
  const file = path.join(tmpdir(), `askdata-csv-${randomBytes(8).toString("hex")}.csv`);
  const handle = await open(file, "wx", 0o600); // uploaded data: readable by this process's user only
  let closed = false;
  const close = async () => {
    if (!closed) await handle.close();
    closed = true;
  };
  return {
    write: async (chunk) => void (await handle.write(chunk)),
    read: async function* () {
      await close();
      yield* createReadStream(file, { highWaterMark: 256 * 1024 }) as AsyncIterable<Buffer>;
    },
    remove: async () => {
      await close().catch(() => {});
      await rm(file, { force: true });
    },
  };
}
