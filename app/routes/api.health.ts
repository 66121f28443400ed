import { apiRoute, ok } from "~/utils/api.server";
import { getHealthSummary } from "~/services/health.server";

// Always 200 while the web process answers (platform liveness); the body says "degraded" when no
// worker is processing jobs or the database cannot be read.
export const { loader, action } = apiRoute({
  GET: async () => ok(await getHealthSummary()),
});
