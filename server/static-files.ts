// Files under public/, as remix-serve served them with Express's static middleware (ADR 067): Remix's fingerprinted
// bundles under /build/ cached for a year and immutable, the rest for an hour, with ETag and Last-Modified and a 304
// when they match; GET and HEAD only, no dotfiles, nothing outside the folder; anything else falls through to Remix.
// Only paths whose first segment public/ held at start are looked up, so an API request costs no file-system call
// (two failed stats per request before, ~5 % of the web's CPU per answer).
import { createReadStream, readdirSync, type Stats } from "node:fs";
import { stat } from "node:fs/promises";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";
import { chooseEncoding, createCompressor, type HeaderMap } from "./compression";

const YEAR = "public, max-age=31536000, immutable";
const HOUR = "public, max-age=3600";

const TYPES: Record<string, string> = {
  ".css": "text/css; charset=UTF-8",
  ".csv": "text/csv; charset=UTF-8",
  ".gif": "image/gif",
  ".html": "text/html; charset=UTF-8",
  ".ico": "image/x-icon",
  ".jpeg": "image/jpeg",
  ".jpg": "image/jpeg",
  ".js": "application/javascript; charset=UTF-8",
  ".json": "application/json; charset=UTF-8",
  ".map": "application/json; charset=UTF-8",
  ".mjs": "application/javascript; charset=UTF-8",
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".svg": "image/svg+xml",
  ".ttf": "font/ttf",
  ".txt": "text/plain; charset=UTF-8",
  ".wasm": "application/wasm",
  ".webmanifest": "application/manifest+json",
  ".webp": "image/webp",
  ".woff": "font/woff",
  ".woff2": "font/woff2",
  ".xml": "application/xml",
};

export function contentTypeOf(file: string): string {
  return TYPES[path.extname(file).toLowerCase()] ?? "application/octet-stream";
}

/** The `send` package's weak validator: size and modification time. */
export function etagOf(stats: Stats): string {
  return `W/"${stats.size.toString(16)}-${stats.mtime.getTime().toString(16)}"`;
}

function fresh(req: IncomingMessage, etag: string, modified: Date): boolean {
  if (/no-cache/i.test(req.headers["cache-control"] ?? "")) return false;
  const ifNoneMatch = req.headers["if-none-match"];
  if (ifNoneMatch)
    return (
      ifNoneMatch.trim() === "*" ||
      ifNoneMatch.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag.slice(2))
    );
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/** A folder served under a path prefix, with its Cache-Control. */
export interface Mount {
  prefix: string;
  folder: string;
  cacheControl: string;
}

/** Remix's bundles for a year, then the rest of public/ for an hour (remix-serve's two static middlewares). */
export function productMounts(assetsBuildDirectory: string, publicPath: string, publicFolder = "public"): Mount[] {
  return [
    { prefix: publicPath, folder: assetsBuildDirectory, cacheControl: YEAR },
    { prefix: "/", folder: publicFolder, cacheControl: HOUR },
  ];
}

/** The file a mount holds for the path, if its name may be served: no dotfile, nothing outside the folder. */
function fileIn(mount: Mount & { entries: Set<string> }, decoded: string): string | null {
  if (!decoded.startsWith(mount.prefix) || decoded.includes("\0")) return null;
  const segments = decoded.slice(mount.prefix.length).split("/").filter(Boolean);
  if (!segments.length || !mount.entries.has(segments[0])) return null;
  if (segments.some((segment) => segment.startsWith("."))) return null;
  const file = path.join(mount.folder, ...segments);
  return file.startsWith(mount.folder + path.sep) ? file : null;
}

function send(req: IncomingMessage, res: ServerResponse, file: string, stats: Stats, cacheControl: string): void {
  const etag = etagOf(stats);
  const headers: HeaderMap = {
    "cache-control": cacheControl,
    "last-modified": stats.mtime.toUTCString(),
    etag,
    "content-type": contentTypeOf(file),
    "content-length": String(stats.size),
  };
  if (fresh(req, etag, stats.mtime)) {
    delete headers["content-length"];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  const encoding = chooseEncoding(req.method ?? "GET", req.headers["accept-encoding"], headers);
  if (encoding) {
    headers["content-encoding"] = encoding;
    delete headers["content-length"];
  }
  res.writeHead(200, headers);
  if (req.method === "HEAD") {
    res.end();
    return;
  }
  const done = (error: Error | null) => error && res.destroy(error);
  if (encoding) pipeline(createReadStream(file), createCompressor(encoding), res, done);
  else pipeline(createReadStream(file), res, done);
}

export type StaticFiles = (req: IncomingMessage, res: ServerResponse, pathname: string) => Promise<boolean>;

/** Serves the mounts' files, first mount first; the promise says whether it answered (false: Remix's turn). */
export function createStaticFiles(mounts: Mount[]): StaticFiles {
  const resolved = mounts.map((mount) => {
    const folder = path.resolve(mount.folder);
    let entries: Set<string>;
    try {
      entries = new Set(readdirSync(folder));
    } catch {
      entries = new Set();
    }
    return { ...mount, folder, entries };
  });
  return async (req, res, pathname) => {
    if (req.method !== "GET" && req.method !== "HEAD") return false;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return false;
    }
    for (const mount of resolved) {
      const file = fileIn(mount, decoded);
      const stats = file ? await stat(file).catch(() => null) : null;
      if (file && stats?.isFile()) {
        send(req, res, file, stats, mount.cacheControl);
        return true;
      }
    }
    return false;
  };
}
