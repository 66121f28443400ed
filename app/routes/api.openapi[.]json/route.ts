// GET /api/openapi.json: the OpenAPI 3.1 description of /api, built from the routes' zod schemas.
import { apiRoute } from "~/utils/api.server";
import { buildOpenApiDocument } from "~/utils/openapi.server";
import { API } from "./paths.server";

let document: object | undefined;

export const { loader, action } = apiRoute({
  GET: async () => {
    document ??= buildOpenApiDocument(API); // built once per process
    return Response.json(document, { headers: { "Cache-Control": "public, max-age=300" } });
  },
});
