// The web process (`npm run start:web`: `node build/server/web.js build/index.js`, ADR 067): Node's HTTP server in
// front of the Remix build, doing for the product what remix-serve did — public/ and Remix's bundles with their cache
// headers, compression, the request log, PORT and HOST, a graceful stop on SIGTERM or SIGINT — and handing a resource
// route's request to Remix over the few routes its path fits (route-shapes.ts). `npm run dev` still runs `remix dev`.
import type http from "node:http";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { installGlobals, type ServerBuild } from "@remix-run/node";
import { createRequestLog, flushOnExit, type RequestLog } from "./request-log";
import { createWebServer } from "./web-server";

// Requests in flight (a held job poll: up to ~4 s) get this long after SIGTERM; Docker's own limit is 10 s.
const STOP_GRACE_MS = 8_000;

/** Stops taking connections, lets requests in flight finish (up to the grace), then exits. */
function stopOnSignals(server: http.Server, log: RequestLog): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close(() => process.exit(0));
    // a kept-alive connection whose request ends after close() is idle from then on
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    setTimeout(() => {
      clearInterval(idle);
      log.flush();
      console.error(`[web] requests still open after ${STOP_GRACE_MS / 1000} s: exiting`);
      process.exit(0);
    }, STOP_GRACE_MS).unref();
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
}

function announce(port: number): void {
  const address =
    process.env.HOST ??
    Object.values(os.networkInterfaces())
      .flat()
      .find((one) => one?.family === "IPv4" && !one.internal)?.address;
  console.log(`[web] http://localhost:${port}${address ? ` (http://${address}:${port})` : ""}`);
}

async function main(): Promise<void> {
  process.env.NODE_ENV ??= "production";
  const buildFile = path.resolve(process.argv[2] ?? "build/index.js");
  const build: ServerBuild = await import(pathToFileURL(buildFile).href);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  const log = createRequestLog();
  flushOnExit(log);
  const server = createWebServer(build, { mode: process.env.NODE_ENV, log });
  const port = Number(process.env.PORT) || 3000;
  const listening = () => announce(port);
  if (process.env.HOST) server.listen(port, process.env.HOST, listening);
  else server.listen(port, listening);
  stopOnSignals(server, log);
}

main().catch((error) => {
  console.error("[web] failed to start:", error);
  process.exit(1);
});
