import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getPersonalProject } from "~/services/projects.server";

export const { loader, action } = apiRoute({
  GET: async ({ request }) => ok(await getPersonalProject((await requireUser(request)).id)),
});
