import { apiRoute, ok } from "~/utils/api.server";
import { getSampleSchema } from "~/services/samples.server";

export const { loader, action } = apiRoute({
  GET: async ({ params }) => ok(await getSampleSchema(params.id!)),
});
