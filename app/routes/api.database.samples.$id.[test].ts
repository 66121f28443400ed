import { apiRoute, ok } from "~/utils/api.server";
import { testSample } from "~/services/samples.server";

export const { loader, action } = apiRoute({
  POST: async ({ params }) => ok(await testSample(params.id!)),
});
