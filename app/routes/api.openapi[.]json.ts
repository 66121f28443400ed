// GET /api/openapi.json: the OpenAPI 3.1 description of /api, built from the routes' zod schemas.
import { apiRoute } from "~/utils/api.server";
import { openApiDocument } from "~/utils/openapi.server";

export const { loader, action } = apiRoute({
  GET: async () => Response.json(openApiDocument(), { headers: { "Cache-Control": "public, max-age=300" } }),
});
