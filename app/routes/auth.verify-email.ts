import { redirect } from "@remix-run/node";
import { z } from "zod";
import { apiRoute, ok, readQuery } from "~/utils/api.server";
import { verifyEmail } from "~/services/users.server";

const query = z.object({ token: z.string().min(1, "token is required") });

export const { loader, action } = apiRoute({
  POST: async ({ request }) => ok({ user: await verifyEmail(readQuery(request, query).token) }),
  // The link in the e-mail opens with GET: verify, then land in the workspace.
  GET: async ({ request }) => {
    const { token } = readQuery(request, query);
    const verified = await verifyEmail(token).then(
      () => "1",
      () => "0",
    );
    return redirect(`/?emailVerified=${verified}`);
  },
});
