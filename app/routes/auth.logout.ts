import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { logout } from "~/services/auth-flow.server";
import { destroySession, readSession } from "~/utils/session.server";

const body = z.object({ refreshToken: z.string().optional() });

// Logout always succeeds from the caller's point of view (spec §4: sign-out clears even if the call fails).
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const { refreshToken } = await readJson(request, body).catch(() => ({ refreshToken: undefined }));
    const bearer = request.headers.get("Authorization")?.match(/^Bearer\s+(.+)$/)?.[1];
    await logout({ session: await readSession(request), refreshToken, accessToken: bearer });
    return ok({ loggedOut: true }, { headers: { "Set-Cookie": await destroySession(request) } });
  },
});
