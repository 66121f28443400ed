import { z } from "zod";
import { emailSchema } from "~/lib/validation";
import { apiRoute, readJson } from "~/utils/api.server";
import { signedIn } from "~/utils/auth-flow.server";
import { throttledSignin } from "~/services/auth-flow.server";
import { clientAddress } from "~/utils/client-address.server";
import { assertPasswordAuthEnabled } from "~/services/users.server";

const body = z.object({ email: emailSchema, password: z.string().min(1, "Password is required") });

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    assertPasswordAuthEnabled();
    const input = await readJson(request, body);
    return signedIn(await throttledSignin(input, clientAddress(request)));
  },
});
