import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { requireShare, revokeShare } from "~/services/dashboard-shares.server";

export const { loader, action } = apiRoute({
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const { share, dashboard } = await requireShare(user.id, params.shareId!, "delete");
    return ok(await revokeShare(share, dashboard, user.id));
  },
});
