// A multipart/form-data body read part by part as it streams in, with busboy (a maintained streaming parser). A
// file part's bytes arrive as a stream that must be read (or is skipped) before the next part comes; nothing is held
// in memory beyond busboy's buffers.
import { Busboy } from "@fastify/busboy";
import { PassThrough, Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError, isAppError } from "~/lib/errors";

export type MultipartPart =
  | { kind: "field"; name: string; value: string }
  | { kind: "file"; name: string; filename: string; contentType?: string; data: Readable };

/** The boundary of a multipart/form-data content type, or null. */
export function multipartBoundary(contentType: string | null): string | null {
  const match = /^multipart\/form-data\s*;(?:.*;)?\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? "");
  return match ? (match[1] ?? match[2])! : null;
}

/**
 * The parts of `body` in order. An error of the body itself (a size limit) is thrown as it is; anything busboy
 * cannot read is INVALID_REQUEST. Longer text fields are cut to `maxFieldBytes`.
 */
export async function* readMultipart(
  body: AsyncIterable<Uint8Array>,
  contentType: string,
  maxFieldBytes: number,
): AsyncGenerator<MultipartPart> {
  const queue: MultipartPart[] = [];
  let wake: (() => void) | undefined;
  let failure: unknown;
  let done = false;
  const notify = () => {
    wake?.();
    wake = undefined;
  };
  const parser = new Busboy({
    headers: { "content-type": contentType },
    limits: { fieldSize: maxFieldBytes, fields: 100, parts: 200, headerPairs: 20 },
  });
  parser.on("field", (name, value) => {
    queue.push({ kind: "field", name, value });
    notify();
  });
  parser.on("file", (name, raw, filename, _encoding, mimetype) => {
    // the reader gets the file through a pass-through that ends with the request's own error: a body cut off mid-file
    // ("Part terminated early") is a malformed request, not a server error
    const data = new PassThrough();
    raw.on("error", (error) => data.destroy(readError(error)));
    raw.pipe(data);
    // a file nobody reads any more may still be ended with the body's error: that must not crash the process
    data.on("error", () => undefined);
    queue.push({ kind: "file", name, filename, contentType: mimetype || undefined, data });
    notify();
  });
  let current: MultipartPart | undefined;
  const source = Readable.from(body, { objectMode: false });
  const parsing = pipeline(source, parser).then(
    () => {
      done = true;
      notify();
    },
    (error: unknown) => {
      failure = error;
      // the file being read ends with the body's error instead of waiting for bytes that will not come
      if (current?.kind === "file" && !current.data.readableEnded) current.data.destroy(readError(error));
      done = true;
      notify();
    },
  );
  try {
    for (;;) {
      // a file the reader left unread is skipped, as a form reader would
      if (current?.kind === "file" && !current.data.readableEnded) current.data.resume();
      while (!queue.length && !done) await new Promise<void>((resolve) => (wake = resolve));
      if (failure) throw readError(failure);
      if (!queue.length) return;
      current = queue.shift()!;
      yield current;
    }
  } finally {
    // the reader stopped early (a refused file): both ends go, or the pipeline waits on busboy for ever
    if (!done) {
      source.destroy();
      parser.destroy();
    }
    await parsing;
  }
}

/** An error of the body itself (a size limit) as it is; anything busboy cannot read is INVALID_REQUEST. */
function readError(error: unknown): AppError {
  return isAppError(error) ? error : new AppError("INVALID_REQUEST", "The multipart/form-data body is malformed");
}
