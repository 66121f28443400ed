import { z } from "zod";
import { apiRoute, ok, readJson } from "~/services/api.server";
import { destroySession, readSession } from "~/services/session.server";
import { revokeFamily, revokeRefreshToken } from "~/services/tokens.server";

const body = z.object({ refreshToken: z.string().optional() });

// Logout always succeeds from the caller's point of view (spec §4: sign-out clears even if the call fails).
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const session = await readSession(request);
    const { refreshToken } = await readJson(request, body).catch(() => ({ refreshToken: undefined }));
    if (refreshToken) await revokeRefreshToken(refreshToken);
    if (session) await revokeFamily(session.familyId);
    return ok({ loggedOut: true }, { headers: { "Set-Cookie": await destroySession(request) } });
  },
});
