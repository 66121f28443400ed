// Which responses are compressed, and how: as the `compression` middleware remix-serve ran (ADR 067) — compressible
// types only, not under 1 KB when the length is known, never against `Cache-Control: no-transform`, an encoding the
// response already has or a HEAD; Brotli at quality 4 preferred to gzip, then deflate. Decided once from the
// response's headers, before anything is written.
import zlib from "node:zlib";

export const THRESHOLD = 1024;
export type Encoding = "br" | "gzip" | "deflate";
export type HeaderMap = Record<string, string | string[]>;

// What mime-db marks compressible among the types a web app sends (the `compressible` package's data).
const COMPRESSIBLE =
  /^(text\/[^;]+|application\/(json|javascript|x-javascript|ecmascript|xml|ld\+json|manifest\+json|x-ndjson|graphql|wasm)|image\/(svg\+xml|x-icon|vnd\.microsoft\.icon|bmp)|font\/(otf|ttf)|[^;]+\+(json|text|xml))\s*(;|$)/i;
const ORDER: Encoding[] = ["br", "gzip", "deflate"];

export function compressible(contentType: string | undefined): boolean {
  return contentType !== undefined && COMPRESSIBLE.test(contentType.trim());
}

/** The encoding the client accepts with the highest q, Brotli first on a tie; null for none (or no header). */
export function negotiateEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const quality = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name, ...parameters] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    quality.set(name, q === undefined ? 1 : Number(q));
  }
  let best: Encoding | null = null;
  let bestQuality = 0;
  for (const encoding of ORDER) {
    const q = quality.get(encoding) ?? quality.get("*") ?? 0;
    if (q > bestQuality) [best, bestQuality] = [encoding, q];
  }
  return best;
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value.join(", ") : value;
}

/**
 * The response's encoding (null: sent as it is). A compressible response gets `Vary: Accept-Encoding` whatever its
 * size, as the middleware did: added here to `headers` (lower-case names).
 */
export function chooseEncoding(
  method: string,
  acceptEncoding: string | undefined,
  headers: HeaderMap,
): Encoding | null {
  if (!compressible(single(headers["content-type"]))) return null;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(single(headers["cache-control"]) ?? "")) return null;
  const vary = single(headers.vary);
  if (!vary) headers.vary = "Accept-Encoding";
  else if (!/(^|,)\s*(\*|accept-encoding)\s*(,|$)/i.test(vary)) headers.vary = `${vary}, Accept-Encoding`;
  const length = single(headers["content-length"]);
  if (length !== undefined && Number(length) < THRESHOLD) return null;
  const current = single(headers["content-encoding"]) ?? "identity";
  if (current !== "identity" || method === "HEAD") return null;
  return negotiateEncoding(acceptEncoding);
}

// spec of the middleware: Brotli at quality 4 (balanced), zlib's defaults for gzip and deflate
const BROTLI = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };

export function createCompressor(encoding: Encoding): zlib.BrotliCompress | zlib.Gzip | zlib.Deflate {
  if (encoding === "br") return zlib.createBrotliCompress(BROTLI);
  return encoding === "gzip" ? zlib.createGzip() : zlib.createDeflate();
}

/** A whole body compressed in one call (off the main thread, in libuv's pool). */
export function compressBuffer(encoding: Encoding, body: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const done = (error: Error | null, result: Buffer) => (error ? reject(error) : resolve(result));
    if (encoding === "br") zlib.brotliCompress(body, BROTLI, done);
    else if (encoding === "gzip") zlib.gzip(body, done);
    else zlib.deflate(body, done);
  });
}
