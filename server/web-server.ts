// The web process's HTTP server (ADR 067): a request is a file of public/ or Remix's bundles (static-files.ts), or
// Remix's, through the handler that matches its route cheaply (route-shapes.ts), converted to and from Fetch as
// remix-serve converted it (http-adapter.ts) and logged (request-log.ts).
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import type { ServerBuild } from "@remix-run/node";
import { requestUrl, sendResponse, toRequest } from "./http-adapter";
import type { RequestLog } from "./request-log";
import { createRemixHandler, type RemixHandler } from "./route-shapes";
import { createStaticFiles, productMounts, type StaticFiles } from "./static-files";

export interface WebServerOptions {
  mode: string | undefined;
  log: RequestLog;
  /** The folder served at "/" besides Remix's bundles; public/ (relative to the working directory, as remix-serve). */
  publicFolder?: string;
}

function createHandler(remix: RemixHandler, files: StaticFiles, log: RequestLog) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const startedAt = performance.now();
    const method = req.method ?? "GET";
    try {
      let url: URL;
      try {
        url = requestUrl(req);
      } catch {
        res.writeHead(400, { "content-type": "text/plain; charset=utf-8" }).end("Bad Request");
        return;
      }
      if (await files(req, res, url.pathname)) return;
      const response = await remix(toRequest(req, res, url), url);
      const length = await sendResponse(res, response, method, req.headers["accept-encoding"]);
      log.record(method, req.url ?? "", res.statusCode, length, startedAt);
    } catch (error) {
      console.error(error);
      if (res.headersSent) res.destroy();
      else res.writeHead(500, { "content-type": "text/plain; charset=utf-8" }).end("Internal Server Error");
    }
  };
}

export function createWebServer(build: ServerBuild, options: WebServerOptions): http.Server {
  const handler = createHandler(
    createRemixHandler(build, options.mode),
    createStaticFiles(productMounts(build.assetsBuildDirectory, build.publicPath, options.publicFolder)),
    options.log,
  );
  return http.createServer((req, res) => void handler(req, res));
}
