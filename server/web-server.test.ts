// The web server on a made-up build and public/ folder, over real HTTP: what remix-serve's Express stack did for the
// product (static files and their cache headers, compression above 1 KB, the request's URL, cookies, bodies in and
// out) is still done (ADR 067).
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import type { ServerBuild } from "@remix-run/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRequestLog } from "./request-log";
import { createWebServer } from "./web-server";

const BIG = JSON.stringify({ rows: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `row ${i}` })) });

const routes: Record<string, (args: { request: Request }) => Promise<Response> | Response> = {
  small: () => Response.json({ ok: true }, { headers: { "content-length": "11" } }),
  big: () => new Response(BIG, { headers: { "content-type": "application/json", "content-length": `${BIG.length}` } }),
  cookies: () => {
    const headers = new Headers({ "content-type": "text/plain" });
    headers.append("set-cookie", "a=1; Path=/; HttpOnly");
    headers.append("set-cookie", "b=2; Path=/");
    return new Response("two cookies", { headers });
  },
  url: ({ request }) => new Response(request.url),
  echo: async ({ request }) => new Response(`${(await request.arrayBuffer()).byteLength} bytes`),
  stream: () =>
    new Response(
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < 50; i++) controller.enqueue(new TextEncoder().encode(`chunk ${i} `.repeat(10)));
          controller.close();
        },
      }),
      { headers: { "content-type": "text/plain" } },
    ),
};

function fakeBuild(): ServerBuild {
  const route = (name: string) => {
    const handler = routes[name];
    return {
      id: `routes/${name}`,
      parentId: "root",
      path: `api/${name}`,
      module: { loader: handler, action: handler },
    };
  };
  return {
    mode: "production",
    entry: { module: { default: () => new Response("document", { headers: { "content-type": "text/html" } }) } },
    routes: {
      root: { id: "root", path: "", module: { default: () => null } },
      ...Object.fromEntries(Object.keys(routes).map((name) => [`routes/${name}`, route(name)])),
    },
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
    future: { v3_singleFetch: true, v3_lazyRouteDiscovery: true },
    publicPath: "/build/",
    assetsBuildDirectory: "",
    isSpaMode: false,
  } as unknown as ServerBuild;
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

let server: http.Server;
let port: number;
const logged: string[] = [];

function request(pathname: string, headers: Record<string, string> = {}, method = "GET", body?: string) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request({ port, path: pathname, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

beforeAll(async () => {
  const root = mkdtempSync(path.join(os.tmpdir(), "web-server-"));
  mkdirSync(path.join(root, "public/build"), { recursive: true });
  writeFileSync(path.join(root, "public/build/entry.client-ABC.js"), `console.log(${JSON.stringify(BIG)});`);
  writeFileSync(path.join(root, "public/favicon.svg"), "<svg></svg>");
  writeFileSync(path.join(root, "public/.secret"), "no");
  const build = fakeBuild();
  build.assetsBuildDirectory = path.join(root, "public/build");
  const log = createRequestLog((text) => logged.push(text));
  server = createWebServer(build, { mode: "test", log, publicFolder: path.join(root, "public") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("static files", () => {
  it("serves Remix's bundles for a year, immutable, with validators, compressed for a client that accepts it", async () => {
    const answer = await request("/build/entry.client-ABC.js", { "accept-encoding": "gzip" });
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(answer.headers["content-type"]).toBe("application/javascript; charset=UTF-8");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers.vary).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(answer.body).toString()).toContain("row 199");
    const again = await request("/build/entry.client-ABC.js", { "if-none-match": answer.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("serves the rest of public/ for an hour; HEAD without a body", async () => {
    const answer = await request("/favicon.svg", {}, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.headers["cache-control"]).toBe("public, max-age=3600");
    expect(answer.headers["content-type"]).toBe("image/svg+xml");
    expect(answer.headers["content-length"]).toBe("11");
    expect(answer.body.length).toBe(0);
  });

  it("leaves dotfiles, paths out of the folder, missing files and writes to Remix", async () => {
    for (const pathname of ["/.secret", "/build/../../etc/passwd", "/build/%2e%2e/x", "/build/none.js", "/nothing"])
      expect((await request(pathname)).body.toString(), pathname).toBe("document");
    expect((await request("/favicon.svg", {}, "POST")).body.toString()).toBe("document");
  });
});

describe("Remix's answers", () => {
  it("leave a body under 1 KB as it is and name the charset of JSON", async () => {
    const answer = await request("/api/small", { "accept-encoding": "gzip, br" });
    expect(answer.headers["content-encoding"]).toBeUndefined();
    expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(answer.body.toString()).toBe('{"ok":true}');
  });

  it("compress a larger one with Brotli when offered, else gzip, else not at all", async () => {
    const br = await request("/api/big", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(BIG);
    expect(br.headers["content-length"]).toBe(String(br.body.length));
    const gzip = await request("/api/big", { "accept-encoding": "gzip" });
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(BIG);
    const plain = await request("/api/big");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(BIG);
  });

  it("stream a body of unknown length, compressed", async () => {
    const answer = await request("/api/stream", { "accept-encoding": "gzip" });
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(answer.body).toString()).toBe(
      Array.from({ length: 50 }, (_, i) => `chunk ${i} `.repeat(10)).join(""),
    );
  });

  it("send each cookie on its own line", async () => {
    expect((await request("/api/cookies")).headers["set-cookie"]).toEqual(["a=1; Path=/; HttpOnly", "b=2; Path=/"]);
  });

  it("see the URL remix-serve built: the Host's name, the socket's protocol, a forwarded port", async () => {
    const url = (headers: Record<string, string>) => request("/api/url?x=1", headers).then((a) => a.body.toString());
    expect(await url({ host: "askdata.example:8080" })).toBe("http://askdata.example:8080/api/url?x=1");
    expect(
      await url({ host: "askdata.example", "x-forwarded-proto": "https", "x-forwarded-host": "evil.example:9" }),
    ).toBe("http://askdata.example:9/api/url?x=1");
  });

  it("read a request's body", async () => {
    expect(
      (await request("/api/echo", { "content-type": "text/plain" }, "POST", "x".repeat(5000))).body.toString(),
    ).toBe("5000 bytes");
  });

  it("are logged as remix-serve logged them, static files not", async () => {
    await request("/api/small");
    await new Promise((resolve) => setTimeout(resolve, 300));
    const lines = logged.join("").split("\n");
    expect(lines).toContainEqual(expect.stringMatching(/^GET \/api\/small 200 11 - \d+\.\d{3} ms$/));
    expect(lines.some((line) => /^(GET|HEAD) \/(favicon.svg|build\/entry)/.test(line))).toBe(false);
  });
});
