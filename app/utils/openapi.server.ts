// The OpenAPI 3.1 description of /api (issue 19 item 6), built from the zod schemas the routes validate with, so the
// document cannot drift from what a route accepts. zod 4 writes JSON Schema 2020-12 itself, which is OpenAPI 3.1's
// schema dialect (ADR 033). The paths come from the table the routes feed (app/routes/api.openapi[.]json/paths.server.ts):
// request plumbing never imports a route (ADR 062).
import { z, type ZodType } from "zod";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface Operation {
  summary: string;
  /** The JSON body the route parses with readJson. */
  body?: ZodType;
  /** The query string the route parses with readQuery. */
  query?: ZodType;
  /** Answers without a signed-in user (samples, health, a public project's records). */
  public?: true;
  /** What comes back when it is not the JSON envelope. */
  produces?: "text/csv" | "multipart";
}

/** Every /api path (OpenAPI template syntax) and the methods its route handles. */
export type ApiPaths = Record<string, Partial<Record<Method, Operation>>>;

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

function schemaOf(schema: ZodType): Record<string, unknown> {
  // input: what a client sends (before defaults and transforms); a refinement JSON Schema cannot say becomes "any".
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as Record<
    string,
    unknown
  >;
  return json;
}

function parametersOf(path: string, query?: ZodType) {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string" },
  }));
  if (!query) return inPath;
  const json = schemaOf(query) as { properties?: Record<string, object>; required?: string[] };
  const inQuery = Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: "query",
    required: json.required?.includes(name) ?? false,
    schema,
  }));
  return [...inPath, ...inQuery];
}

function operationOf(path: string, method: Method, operation: Operation) {
  const success =
    operation.produces === "text/csv"
      ? { description: "The result as CSV", content: { "text/csv": { schema: { type: "string" } } } }
      : {
          description: "Success: the envelope with the data",
          content: { "application/json": { schema: ref("Success") } },
        };
  const body =
    operation.produces === "multipart"
      ? {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                properties: {
                  csvFile: { type: "string", format: "binary" },
                  project_id: { type: "string" },
                  name: { type: "string" },
                  hasHeaders: { type: "string" },
                  delimiter: { type: "string" },
                },
                required: ["csvFile"],
              },
            },
          },
        }
      : operation.body && { required: true, content: { "application/json": { schema: schemaOf(operation.body) } } };
  return {
    operationId: `${method.toLowerCase()}${path.replace(/[{}]/g, "").replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ?? "").toUpperCase())}`,
    summary: operation.summary,
    tags: [path.split("/")[2]],
    parameters: parametersOf(path, operation.query),
    ...(body ? { requestBody: body } : {}),
    ...(operation.public ? { security: [{}, { bearer: [] }, { session: [] }] } : {}),
    responses: {
      "2XX": success,
      "4XX": {
        description: "Refused: the envelope with an error code (spec §8)",
        content: { "application/json": { schema: ref("Failure") } },
      },
      "5XX": {
        description: "Failed: the envelope with an error code (spec §8)",
        content: { "application/json": { schema: ref("Failure") } },
      },
    },
  };
}

/** The document served at /api/openapi.json, for the given paths. */
export function buildOpenApiDocument(api: ApiPaths): object {
  return {
    openapi: "3.1.0",
    info: {
      title: "Askdata API",
      version: "1",
      description: "Every answer is the envelope {success, data, error} (spec §7); errors carry the spec §8 codes.",
    },
    servers: [{ url: "/" }],
    security: [{ bearer: [] }, { session: [] }],
    paths: Object.fromEntries(
      Object.entries(api).map(([path, methods]) => [
        path,
        Object.fromEntries(
          Object.entries(methods).map(([method, operation]) => [
            method.toLowerCase(),
            operationOf(path, method as Method, operation),
          ]),
        ),
      ]),
    ),
    components: {
      securitySchemes: {
        bearer: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: "The access token from /auth/signin or /auth/refresh",
        },
        session: {
          type: "apiKey",
          in: "cookie",
          name: "__askdata_session",
          description: "The pages' session cookie (writes only from the same origin)",
        },
      },
      schemas: {
        Success: {
          type: "object",
          required: ["success", "data", "error"],
          properties: { success: { const: true }, data: {}, error: { type: "null" } },
        },
        Failure: {
          type: "object",
          required: ["success", "data", "error"],
          properties: {
            success: { const: false },
            data: { type: "null" },
            error: {
              type: "object",
              required: ["code", "message"],
              properties: { code: { type: "string" }, message: { type: "string" }, details: { type: "object" } },
            },
          },
        },
      },
    },
  };
}
