import { z } from "zod";
import { emailSchema, nameSchema, passwordSchema } from "~/lib/validation";
import { apiRoute, readJson } from "~/utils/api.server";
import { signedIn } from "~/utils/auth-flow.server";
import { throttledSignup } from "~/services/auth-flow.server";
import { clientAddress } from "~/utils/client-address.server";
import { linkBase } from "~/services/mail.server";
import { assertPasswordAuthEnabled } from "~/services/users.server";

// `invitation`: the token of an invitation link (ADR 013); the address must be the invited one.
const body = z.object({
  email: emailSchema,
  name: nameSchema,
  password: passwordSchema,
  invitation: z.string().min(1).max(200).optional(),
});

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    assertPasswordAuthEnabled();
    const input = await readJson(request, body);
    return signedIn(await throttledSignup(input, clientAddress(request), linkBase(request)), 201);
  },
});
