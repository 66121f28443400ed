import { z } from "zod";
import { nameSchema } from "~/lib/validation";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getUser, updateProfile } from "~/services/users.server";

const body = z.object({ name: nameSchema.optional(), niche: z.string().trim().max(200).nullable().optional() });

export const { loader, action } = apiRoute({
  GET: async ({ request }) => ok(await getUser((await requireUser(request)).id)),
  PUT: async ({ request }) => {
    const user = await requireUser(request);
    return ok(await updateProfile(user.id, await readJson(request, body)));
  },
});
