import { apiRoute, ok } from "~/services/api.server";
import { requireUser } from "~/services/auth.server";
import { getPersonalProject } from "~/services/projects.server";

export const { loader, action } = apiRoute({
  GET: async ({ request }) => ok(await getPersonalProject((await requireUser(request)).id)),
});
