import { z } from "zod";
import { emailSchema, nameSchema, passwordSchema } from "~/lib/validation";
import { apiRoute, readJson } from "~/services/api.server";
import { limitAuthAttempt, signedIn } from "~/services/auth-flow.server";
import { assertPasswordAuthEnabled, signup } from "~/services/users.server";

// `invitation`: the token of an invitation link (ADR 013); the address must be the invited one.
const body = z.object({ email: emailSchema, name: nameSchema, password: passwordSchema, invitation: z.string().min(1).max(200).optional() });

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    assertPasswordAuthEnabled();
    const input = await readJson(request, body);
    await limitAuthAttempt(request, "signup", input.email);
    return signedIn(await signup(input), 201);
  },
});
