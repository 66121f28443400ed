// Issue 19 item 6: every /api route file appears in the OpenAPI document with exactly the methods it handles, and
// the document is served as valid JSON. The list comes from the files present, so a new route fails this test
// until it is added to API in app/routes/api.openapi[.]json/paths.server.ts (ADR 062).
import { readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z, type ZodType } from "zod";
import { startApp, type TestApp } from "../harness/app";

const ROUTES = path.resolve(import.meta.dirname, "../app/routes");
const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;

/** `api.chats.messages.$id.result[.]csv.ts` → `/api/chats/messages/{id}/result.csv` (Remix flat routes). */
function pathOf(file: string): string {
  const segments = file.replace(/(\/route)?\.tsx?$/, "").match(/(?:\[[^\]]*\]|[^.[])+/g) ?? [];
  return `/${segments.map((segment) => segment.replace(/\[([^\]]*)\]/g, "$1").replace(/^\$(\w+)$/, "{$1}")).join("/")}`;
}

/**
 * Every /api route module: a flat file, or a folder's route.ts (Remix flat routes), the splat's 404 left out, and
 * tests beside the routes too (remix.config.js ignores `*.test.ts`).
 */
const files = readdirSync(ROUTES, { withFileTypes: true })
  .filter((entry) => entry.name.startsWith("api.") && entry.name !== "api.$.ts")
  .map((entry) => (entry.isDirectory() ? `${entry.name}/route.ts` : entry.name))
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));

interface RouteModule {
  loader: (args: unknown) => Promise<Response>;
  body?: ZodType;
  query?: ZodType;
}

const routeModule = (file: string) => import(path.join(ROUTES, file)) as Promise<RouteModule>;

/** As the document writes a schema: what a client sends, without the dialect's `$schema`. */
function jsonSchemaOf(schema: ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return json;
}

/** The methods a route handles, from the 405 its apiRoute answers to a method it does not (its Allow header). */
async function methodsOf(file: string): Promise<string[]> {
  const route = await routeModule(file);
  const response = await route.loader({
    request: new Request("http://localhost/", { method: "OPTIONS" }),
    params: {},
    context: {},
  });
  expect(response.status, `${file} answers an unknown method with 405`).toBe(405);
  return response.headers.get("Allow")!.split(", ").sort();
}

let app: TestApp;
let served: { openapi: string; paths: Record<string, Record<string, unknown>> };

beforeAll(async () => {
  app = await startApp({ worker: false });
  const response = await app.fetch("/api/openapi.json");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("application/json");
  served = JSON.parse(await response.text());
});

afterAll(async () => {
  await app?.stop();
});

describe("the OpenAPI document", () => {
  it("maps route files to paths as Remix does", () => {
    expect(pathOf("api.chats.messages.$id.result[.]csv.ts")).toBe("/api/chats/messages/{id}/result.csv");
    expect(pathOf("api.connections.$id.[test].ts")).toBe("/api/connections/{id}/test");
    expect(pathOf("api.openapi[.]json/route.ts")).toBe("/api/openapi.json");
    expect(pathOf("api.connections.$id.definitions.$definitionId.ts")).toBe(
      "/api/connections/{id}/definitions/{definitionId}",
    );
  });

  it("is served at /api/openapi.json as OpenAPI 3.1", () => {
    expect(served.openapi).toBe("3.1.0");
    expect(Object.keys(served.paths).length).toBeGreaterThan(50);
  });

  it.each(files)("describes %s with the methods it handles", async (file) => {
    const operations = served.paths[pathOf(file)];
    expect(operations, `${pathOf(file)} is missing from API in api.openapi[.]json/paths.server.ts`).toBeDefined();
    const described = Object.keys(operations)
      .map((method) => method.toUpperCase())
      .sort();
    expect(described).toEqual(await methodsOf(file));
  });

  it.each(files)("gives %s the body and query schemas the route exports", async (file) => {
    const route = await routeModule(file);
    const operations = Object.values(served.paths[pathOf(file)]) as {
      requestBody?: { content: Record<string, { schema: unknown }> };
      parameters: { name: string; in: string }[];
    }[];
    if (route.body) {
      const bodies = operations.map((operation) => operation.requestBody?.content["application/json"]?.schema);
      expect(bodies, `${pathOf(file)} documents the body its route exports`).toContainEqual(jsonSchemaOf(route.body));
    }
    if (route.query) {
      const json = jsonSchemaOf(route.query) as { properties: Record<string, object>; required?: string[] };
      const expected = Object.entries(json.properties).map(([name, schema]) => ({
        name,
        in: "query",
        required: json.required?.includes(name) ?? false,
        schema,
      }));
      const documented = operations.flatMap((o) => o.parameters.filter((p) => p.in === "query"));
      expect(expected.length).toBeGreaterThan(0);
      expect(documented, `${pathOf(file)} documents the query its route exports`).toEqual(
        expect.arrayContaining(expected),
      );
    }
  });

  it("describes no path that has no route", () => {
    const routed = new Set(files.map(pathOf));
    expect(Object.keys(served.paths).filter((p) => !routed.has(p))).toEqual([]);
    for (const operations of Object.values(served.paths))
      expect(Object.keys(operations).every((m) => METHODS.includes(m.toUpperCase() as never))).toBe(true);
  });

  it("gives a route's body the schema it validates with", () => {
    const put = served.paths["/api/chats/sessions/{id}"].put as {
      requestBody: { content: { "application/json": { schema: { properties: Record<string, unknown> } } } };
      parameters: { name: string; in: string }[];
    };
    expect(Object.keys(put.requestBody.content["application/json"].schema.properties).sort()).toEqual([
      "is_pinned",
      "title",
    ]);
    expect(put.parameters).toEqual([expect.objectContaining({ name: "id", in: "path" })]);
    const recent = served.paths["/api/chats/messages/recent"].get as { parameters: { name: string; in: string }[] };
    expect(recent.parameters.map((p) => `${p.in}:${p.name}`)).toContain("query:limit");
  });
});
