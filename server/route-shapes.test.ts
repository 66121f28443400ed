// The narrowed handlers answer every path as Remix's handler over the whole tree does: the same route, the same
// params, the same status — checked on the app's own route tree (read as `remix routes` reads it) and on a small tree
// of the cases ranking decides (static before dynamic, an index, a splat, optional segments, siblings in order).
import path from "node:path";
import { readConfig } from "@remix-run/dev/dist/config.js";
import type { ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { createRemixHandler, patternOf } from "./route-shapes";

type Manifest = Record<string, { id: string; parentId?: string; path?: string; index?: boolean; file?: string }>;

/** Each route answers with its id and params; a page (a .tsx file, or `page: true`) has a UI and a boundary. */
function fakeBuild(manifest: Manifest, isPage: (route: Manifest[string]) => boolean): ServerBuild {
  const routes = Object.fromEntries(
    Object.values(manifest).map((route) => {
      const answer = ({ params, request }: { params: object; request: Request }) =>
        Response.json({ id: route.id, params, method: request.method });
      const module = isPage(route)
        ? { default: () => null, ErrorBoundary: () => null, loader: answer, action: answer }
        : { loader: answer, action: answer };
      return [route.id, { ...route, caseSensitive: false, module }];
    }),
  );
  return {
    mode: "production",
    entry: { module: { default: () => new Response("document", { headers: { "content-type": "text/html" } }) } },
    routes,
    assets: { entry: { module: "", imports: [] }, routes: {}, url: "", version: "1" },
    future: { v3_singleFetch: true, v3_lazyRouteDiscovery: true },
    publicPath: "/build/",
    assetsBuildDirectory: "public/build",
    basename: undefined,
    isSpaMode: false,
  } as unknown as ServerBuild;
}

async function answer(handler: (request: Request, url: URL) => Promise<Response>, pathname: string, method = "GET") {
  const url = new URL(`http://localhost${pathname}`);
  const response = await handler(new Request(url, { method }), url);
  const text = await response.text();
  return { status: response.status, body: response.headers.get("content-type")?.includes("json") ? text : "page" };
}

/** Paths a route's pattern makes: each param as several kinds of value, upper case, trailing slashes, one more segment. */
function samplePaths(pattern: string): string[] {
  const values = ["abc", "0d9f-12", "a.b", "x%20y", "%E2%9C%93", "A%2FB"];
  const fill = (value: string) =>
    "/" +
    pattern
      .split("/")
      .filter(Boolean)
      .map((segment) => (segment.startsWith(":") ? value : segment === "*" ? "rest/of/it" : segment))
      .join("/");
  const base = values.map(fill);
  // a static segment's first letter percent-encoded: Remix matches the decoded path
  const encode = (_: string, letter: string) => `/%${letter.charCodeAt(0).toString(16)}`;
  const encoded = [fill("abc").replace(/\/([a-z])/, encode), fill("abc").replace(/\/([a-z])(?!.*\/[a-z])/, encode)];
  return [
    ...base,
    ...encoded,
    fill("abc").toUpperCase(),
    `${fill("abc")}/`,
    `${fill("abc")}//`,
    `${fill("abc")}/extra`,
  ];
}

function fullPathOf(manifest: Manifest, id: string): string {
  const route = manifest[id];
  const own = route.path ?? "";
  return route.parentId ? [fullPathOf(manifest, route.parentId), own].filter(Boolean).join("/") : own;
}

describe("narrowed Remix handlers on the app's routes", () => {
  let manifest: Manifest;
  beforeAll(async () => {
    manifest = (await readConfig(path.resolve(import.meta.dirname, ".."))).routes as Manifest;
  });

  it("answer every sample path, method and miss with the route and params of the whole tree", async () => {
    const build = fakeBuild(manifest, (route) => route.file?.endsWith(".tsx") ?? false);
    const { createRequestHandler } = await import("@remix-run/node");
    const whole = createRequestHandler(build, "test");
    const narrowed = createRemixHandler(build, "test");
    const paths = Object.keys(manifest).flatMap((id) => samplePaths(fullPathOf(manifest, id)));
    paths.push("/", "/nowhere", "/api", "/API/", "/api/nowhere/at/all", "/auth", "/%", "/api/%zz", "//api/health");
    expect(paths.length).toBeGreaterThan(500);
    for (const pathname of paths)
      for (const method of ["GET", "POST"]) {
        const expected = await answer((request) => whole(request), pathname, method);
        expect(await answer(narrowed, pathname, method), `${method} ${pathname}`).toEqual(expected);
      }
  });
});

describe("narrowed Remix handlers where ranking decides", () => {
  const manifest: Manifest = {
    root: { id: "root", path: "" },
    items: { id: "items", parentId: "root", path: "api/items" },
    item: { id: "item", parentId: "items", path: ":id" },
    mine: { id: "mine", parentId: "items", path: "mine" },
    first: { id: "first", parentId: "root", path: "api/twins/:a" },
    second: { id: "second", parentId: "root", path: "api/twins/:b" },
    optional: { id: "optional", parentId: "root", path: "api/reports/:year?/summary" },
    splat: { id: "splat", parentId: "root", path: "api/*" },
    layout: { id: "layout", parentId: "root" },
    home: { id: "home", parentId: "layout", index: true, file: "page" },
    page: { id: "page", parentId: "layout", path: "api/items/page-view", file: "page" },
  };
  const build = fakeBuild(manifest, (route) => route.file === "page" || route.id === "root");

  it.each([
    "/api/items",
    "/api/items/mine",
    "/api/items/Mine/",
    "/api/items/42",
    "/api/twins/x",
    "/api/reports/summary",
    "/api/reports/2024/summary",
    "/api/reports/2024/other",
    "/api/anything/else",
    "/api/items/page-view",
    "/",
    "/elsewhere",
  ])("%s", async (pathname) => {
    const { createRequestHandler } = await import("@remix-run/node");
    const whole = createRequestHandler(build, "test");
    const expected = await answer((request) => whole(request), pathname);
    expect(await answer(createRemixHandler(build, "test"), pathname)).toEqual(expected);
  });
});

describe("patternOf", () => {
  it.each([
    ["api/query/job/:id", "/api/query/job/7", true],
    ["api/query/job/:id", "/API/Query/Job/7//", true],
    ["api/query/job/:id", "/api/query/job", false],
    ["api/query/job/:id", "/api/query/job/7/more", false],
    ["api/chats/messages/:id/result.csv", "/api/chats/messages/1/resultxcsv", false],
    ["api/*", "/api", true],
    ["api/*", "/api/a/b", true],
    ["api/*", "/apix", false],
    ["*", "/anything/at/all", true],
    ["", "/", true],
    ["", "/x", false],
    ["reports/:year?/summary", "/reports/summary", true],
    ["reports/:year?/summary", "/reports/2024/summary", true],
  ])("%s matches %s: %s", (pattern, pathname, expected) => {
    expect(patternOf(pattern)!.test(pathname)).toBe(expected);
  });
});
