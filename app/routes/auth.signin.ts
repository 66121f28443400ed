import { z } from "zod";
import { emailSchema } from "~/lib/validation";
import { apiRoute, readJson } from "~/services/api.server";
import { limitAuthAttempt, signedIn } from "~/services/auth-flow.server";
import { assertPasswordAuthEnabled, signin } from "~/services/users.server";

const body = z.object({ email: emailSchema, password: z.string().min(1, "Password is required") });

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    assertPasswordAuthEnabled();
    const input = await readJson(request, body);
    await limitAuthAttempt(request, "signin", input.email);
    return signedIn(await signin(input));
  },
});
