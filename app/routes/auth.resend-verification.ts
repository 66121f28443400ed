import { apiRoute, ok } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { linkBase } from "~/services/mail.server";
import { resendVerification } from "~/services/users.server";

export const { loader, action } = apiRoute({
  POST: async ({ request }) => ok(await resendVerification((await requireUser(request)).id, linkBase(request))),
});
