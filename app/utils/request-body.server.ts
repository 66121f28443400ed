// The only readers of request bodies: each is bounded before reading (Content-Length) and while
// reading (counted, for chunked bodies), and text with NUL characters is refused here, once for all.
// A refused body is drained for a moment rather than cut at once, so the client reads the 413.
import { AppError } from "~/lib/errors";
import { BODY_MAX_BYTES } from "~/lib/limits";
import { NUL_MESSAGE, findNul } from "~/lib/validation";
import { CROSS_SITE_MESSAGE, isCrossSiteForm } from "./cross-site.server";

// Lingering close: how much of a refused body is read and dropped, after the answer went out (and
// at most in all), before the connection is cut.
const DRAIN_MAX_BYTES = 4 * 1024 * 1024;
const DRAIN_HARD_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 5000;

const megabytes = (bytes: number) => Math.floor(bytes / (1024 * 1024));

export function payloadTooLarge(maxBytes: number): AppError {
  return new AppError("PAYLOAD_TOO_LARGE", `The request body is larger than ${megabytes(maxBytes)} MB`, { maxBytes });
}

/** Refuses by Content-Length before a byte is read. */
export function assertDeclaredLength(request: Request, maxBytes: number, refusal = payloadTooLarge(maxBytes)): void {
  const declared = Number(request.headers.get("content-length") ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    drainBody(request);
    throw refusal;
  }
}

/** Reads the body to a buffer, refusing it (413) as soon as it passes `maxBytes`. */
export async function readBodyBytes(request: Request, maxBytes = BODY_MAX_BYTES): Promise<Buffer> {
  assertDeclaredLength(request, maxBytes);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (let next = await reader.read(); !next.done; next = await reader.read()) {
    total += next.value.byteLength;
    if (total > maxBytes) {
      reader.releaseLock();
      drainBody(request);
      throw payloadTooLarge(maxBytes);
    }
    chunks.push(next.value);
  }
  return Buffer.concat(chunks);
}

export function assertNoNul(value: unknown): void {
  const path = findNul(value);
  if (path) throw new AppError("VALIDATION_ERROR", NUL_MESSAGE, { fields: { [path]: NUL_MESSAGE } });
}

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Text of a body: bytes that are not UTF-8 are refused, not replaced by U+FFFD and taken as something else. */
function decodeUtf8(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new AppError("INVALID_REQUEST", "The request body is not valid UTF-8");
  }
}

/** Refuses an urlencoded form whose %-escapes spell bytes that are not UTF-8 (the form reader would replace them). */
function assertUtf8Escapes(text: string): void {
  for (const part of text.split(/[&=]/)) {
    if (!part.includes("%")) continue;
    try {
      decodeURIComponent(part.replace(/%(?![0-9A-Fa-f]{2})/g, "%25"));
    } catch {
      throw new AppError("INVALID_REQUEST", "The request body is not valid UTF-8");
    }
  }
}

/** A JSON body (`{}` when empty), bounded and NUL-free; malformed JSON or UTF-8 is INVALID_REQUEST. */
export async function readJsonBody(request: Request, maxBytes = BODY_MAX_BYTES): Promise<unknown> {
  const text = decodeUtf8(await readBodyBytes(request, maxBytes));
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError("INVALID_REQUEST", "The request body is not valid JSON");
  }
  assertNoNul(body);
  return body;
}

/** A form body (urlencoded or multipart) from our own site, bounded and NUL-free, an urlencoded one UTF-8: for page actions. */
export async function readForm(request: Request, maxBytes = BODY_MAX_BYTES): Promise<FormData> {
  if (isCrossSiteForm(request)) {
    drainBody(request);
    throw new AppError("AUTHORIZATION_ERROR", CROSS_SITE_MESSAGE);
  }
  const bytes = await readBodyBytes(request, maxBytes);
  const contentType = request.headers.get("content-type") ?? "application/x-www-form-urlencoded";
  if (!/^multipart\//i.test(contentType)) assertUtf8Escapes(decodeUtf8(bytes));
  const form = await new Response(new Blob([new Uint8Array(bytes)]), { headers: { "Content-Type": contentType } })
    .formData()
    .catch(() => {
      throw new AppError("INVALID_REQUEST", "The form body is malformed");
    });
  for (const [key, value] of form.entries()) assertNoNul({ [key]: typeof value === "string" ? value : value.name });
  return form;
}

/**
 * Reads and drops what is left of a body in the background, then cuts the connection (lingering
 * close): cutting while the client still sends makes it see a reset instead of the answer, so the
 * cut waits until the answer has gone out and a little more was read. Bounded in bytes and time;
 * does nothing when the body is already being read.
 */
export function drainBody(request: Request): void {
  const body = request.body;
  if (!body || body.locked) return;
  const reader = body.getReader();
  const stop = () => void reader.cancel().catch(() => undefined);
  const timer = setTimeout(stop, DRAIN_MAX_MS);
  timer.unref();
  // The adapter aborts the request's signal once the response is closed (sent).
  let sinceAnswer = request.signal.aborted ? 0 : -Infinity;
  request.signal.addEventListener("abort", () => (sinceAnswer = 0), { once: true });
  void (async () => {
    let total = 0;
    for (let next = await reader.read(); !next.done; next = await reader.read()) {
      total += next.value.byteLength;
      sinceAnswer += next.value.byteLength;
      if (sinceAnswer > DRAIN_MAX_BYTES || total > DRAIN_HARD_MAX_BYTES) return stop();
    }
  })()
    .catch(() => undefined)
    .finally(() => clearTimeout(timer));
}

/** For page actions: a refused form becomes a thrown Response, shown by the error boundary with its status. */
export async function readPageForm(request: Request, maxBytes = BODY_MAX_BYTES): Promise<FormData> {
  return readForm(request, maxBytes).catch(asPageResponse);
}

/** An AppError thrown in a page action as the Response the error boundary shows with its status (not a 500). */
export function asPageResponse(error: unknown): never {
  if (error instanceof AppError) throw new Response(error.message, { status: error.status, statusText: error.code });
  throw error;
}
