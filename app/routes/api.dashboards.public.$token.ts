import { z } from "zod";
import { apiRoute, ok, readQuery } from "~/services/api.server";
import { getPublicDashboard } from "~/services/dashboard-shares.server";
import { clientIp } from "~/services/rate-limit.server";

const query = z.object({ password: z.string().max(200).optional() });

// No sign-in: the token (and its password, when set) is the permission.
export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const { password } = readQuery(request, query);
    return ok(await getPublicDashboard(params.token!, password, clientIp(request)), { headers: { "Cache-Control": "no-store" } });
  },
});
