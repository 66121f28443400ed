// Node's request to a Fetch Request and a Fetch Response back, as @remix-run/express did under remix-serve (ADR 067):
// the same URL, the same headers, the body streamed in, the request aborted when the client leaves before its
// answer; the answer's headers as the route set them (each Set-Cookie its own line), compressed as compression.ts
// decides, a body of known length written at once and a streamed one chunk by chunk.
import type { IncomingMessage, ServerResponse } from "node:http";
import type { TLSSocket } from "node:tls";
import { once } from "node:events";
import type { Writable } from "node:stream";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { chooseEncoding, compressBuffer, createCompressor, type Encoding, type HeaderMap } from "./compression";

/** Bodies up to this length with a declared length are read whole and written in one go. */
const WHOLE_BODY_LIMIT = 4 * 1024 * 1024;

function portOf(host: string | undefined): number | undefined {
  const port = Number.parseInt(host?.split(":")[1] ?? "", 10);
  return Number.isSafeInteger(port) ? port : undefined;
}

/**
 * The request's URL as remix-serve built it: Express's `req.hostname` with its default of trusting no proxy (the Host
 * header's name, the socket's protocol), the port from X-Forwarded-Host before Host (@remix-run/express). The app
 * reads proxy headers itself, where TRUST_PROXY names them (ADR 014).
 */
export function requestUrl(req: IncomingMessage): URL {
  const host = req.headers.host ?? "localhost";
  const offset = host.startsWith("[") ? host.indexOf("]") + 1 : 0;
  const colon = host.indexOf(":", offset);
  const hostname = colon === -1 ? host : host.slice(0, colon);
  const forwardedHost = req.headers["x-forwarded-host"];
  const port = portOf(Array.isArray(forwardedHost) ? forwardedHost[0] : forwardedHost) ?? portOf(req.headers.host);
  const protocol = (req.socket as TLSSocket).encrypted ? "https" : "http";
  return new URL(`${protocol}://${hostname}${port ? `:${port}` : ""}${req.url}`);
}

export function toRequest(req: IncomingMessage, res: ServerResponse, url: URL): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const one of value) headers.append(name, one);
    else if (value) headers.set(name, value);
  }
  const controller = new AbortController();
  // `close` before the answer was written: the client left, so loaders and actions may stop.
  res.once("close", () => res.writableFinished || controller.abort());
  const init: RequestInit & { duplex?: "half" } = { method: req.method, headers, signal: controller.signal };
  if (req.method !== "GET" && req.method !== "HEAD") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url.href, init);
}

/** Express's `res.set` named the charset of a text, JSON or JavaScript type that had none (remix-serve's answers). */
export function withCharset(contentType: string): string {
  if (/;\s*charset\s*=/i.test(contentType) || !/^\s*(text\/|application\/(javascript|json))/i.test(contentType))
    return contentType;
  return `${contentType}; charset=utf-8`;
}

function headerMap(response: Response): HeaderMap {
  const headers: HeaderMap = {};
  for (const [name, value] of response.headers) {
    const current = headers[name];
    if (current === undefined) headers[name] = name === "content-type" ? withCharset(value) : value;
    else headers[name] = Array.isArray(current) ? [...current, value] : [current, value];
  }
  return headers;
}

async function drained(target: Writable, res: ServerResponse): Promise<void> {
  if (res.destroyed) return;
  const closed = once(res, "close");
  await Promise.race([once(target, "drain"), closed]);
}

async function streamBody(body: ReadableStream<Uint8Array>, res: ServerResponse, encoding: Encoding | null) {
  const compressor = encoding ? createCompressor(encoding) : null;
  const sink: Writable = compressor ?? res;
  if (compressor) {
    compressor.pipe(res);
    res.once("close", () => compressor.destroy());
  }
  const reader = body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return void (await reader.cancel());
      const more = sink.write(value);
      // each chunk leaves as it comes (the streamed document's shell first), as Remix's writer flushed compression
      compressor?.flush();
      if (!more) await drained(sink, res);
    }
    sink.end();
  } catch (error) {
    res.destroy(error as Error);
    throw error;
  }
}

/**
 * Writes a Remix Response to Node's response; `method` and `acceptEncoding` are the request's. Resolves to the
 * Content-Length sent, if one was (for the log).
 */
export async function sendResponse(
  res: ServerResponse,
  response: Response,
  method: string,
  acceptEncoding: string | undefined,
): Promise<string | undefined> {
  const headers = headerMap(response);
  const encoding = chooseEncoding(method, acceptEncoding, headers);
  const status = response.status;
  const body = response.body;
  if (!body) {
    res.writeHead(status, response.statusText || undefined, headers);
    res.end();
    return headers["content-length"]?.toString();
  }
  const length = Number(headers["content-length"] ?? NaN);
  if (length <= WHOLE_BODY_LIMIT) {
    let bytes: Buffer = Buffer.from(await response.arrayBuffer());
    if (encoding) {
      bytes = await compressBuffer(encoding, bytes);
      headers["content-encoding"] = encoding;
      headers["content-length"] = String(bytes.length);
    }
    res.writeHead(status, response.statusText || undefined, headers);
    res.end(bytes);
    return String(bytes.length);
  }
  if (encoding) {
    headers["content-encoding"] = encoding;
    delete headers["content-length"];
  }
  res.writeHead(status, response.statusText || undefined, headers);
  await streamBody(body, res, encoding);
  return headers["content-length"]?.toString();
}
