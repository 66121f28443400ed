import { z } from "zod";
import { emailSchema, nameSchema, passwordSchema } from "~/lib/validation";
import { apiRoute, readJson } from "~/services/api.server";
import { limitAuthAttempt, signedIn } from "~/services/auth-flow.server";
import { assertPasswordAuthEnabled, signup } from "~/services/users.server";

const body = z.object({ email: emailSchema, name: nameSchema, password: passwordSchema });

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    assertPasswordAuthEnabled();
    const input = await readJson(request, body);
    await limitAuthAttempt(request, "signup", input.email);
    return signedIn(await signup(input), 201);
  },
});
