import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { getAccessClaims } from "~/services/users.server";
import { rotateRefreshToken, signAccessToken } from "~/services/tokens.server";

const body = z.object({ refreshToken: z.string().min(1, "refreshToken is required") });

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const { refreshToken } = await readJson(request, body);
    const rotated = await rotateRefreshToken(refreshToken);
    const accessToken = await signAccessToken(await getAccessClaims(rotated.userId));
    return ok({ tokens: { accessToken, refreshToken: rotated.refreshToken } });
  },
});
