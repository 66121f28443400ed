// A file upload's body as plumbing (issue 17, ADR 062): the request's multipart body refused by its declared size or
// type, counted as it streams, and a file's bytes kept on disk on their way. Which import takes the file is the
// routes' (app/routes/_workspace.connection/file-uploads.server.ts).
import { open } from "node:fs/promises";
import { AppError } from "~/lib/errors";
import { multipartBoundary } from "./multipart.server";
import { assertDeclaredLength } from "./request-body.server";

/** The request's multipart body, refused by its declared length or content type before a byte is read. */
export function multipartBody(
  request: Request,
  limit: { maxBytes: number; tooLarge: () => AppError; notMultipart: string },
): { body: ReadableStream<Uint8Array>; contentType: string } {
  assertDeclaredLength(request, limit.maxBytes, limit.tooLarge());
  const contentType = request.headers.get("content-type");
  if (!multipartBoundary(contentType) || !request.body) throw new AppError("INVALID_REQUEST", limit.notMultipart);
  return { body: request.body, contentType: contentType! };
}

/** The body counted as it streams; the request stream is released, not cancelled, when reading stops. */
export async function* boundedBody(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  tooLarge: () => AppError,
): AsyncGenerator<Uint8Array> {
  let total = 0;
  const chunks = (body as unknown as { values(options: { preventCancel: boolean }): AsyncIterable<Uint8Array> }).values(
    { preventCancel: true },
  );
  for await (const chunk of chunks) {
    total += chunk.byteLength;
    if (total > maxBytes) throw tooLarge();
    yield chunk;
  }
}

/**
 * The file's bytes as they stream into the import, written to `path` on the way. Writes go through a file handle:
 * a write that fails (a full disk) or an import that stops mid-file rejects here, where the request's error
 * handling sees it — a write stream's 'error' event with nobody listening took the whole web process down.
 */
export async function* keepCopy(source: AsyncIterable<Buffer>, path: string): AsyncGenerator<Buffer> {
  const handle = await open(path, "w", 0o600);
  try {
    for await (const chunk of source) {
      await handle.write(chunk);
      yield chunk;
    }
  } finally {
    await handle.close();
  }
}
