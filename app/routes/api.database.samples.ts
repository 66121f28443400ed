import { apiRoute, ok } from "~/utils/api.server";
import { listSamples } from "~/services/samples.server";

export const { loader, action } = apiRoute({
  GET: async () => ok({ samples: listSamples() }),
});
