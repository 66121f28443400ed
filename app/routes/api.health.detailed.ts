import { apiRoute, ok } from "~/utils/api.server";
import { getDetailedHealth } from "~/services/health.server";

export const { loader, action } = apiRoute({
  GET: async () => {
    const health = await getDetailedHealth();
    return ok(health, { status: health.status === "ok" ? 200 : 503 });
  },
});
