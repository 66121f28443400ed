import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { googleAuthenticator } from "~/services/google-auth.server";
import { commitSession } from "~/utils/session.server";
import { issueTokenPair } from "~/services/tokens.server";
import { getAccessClaims, getUser } from "~/services/users.server";

// Google returns here; the workspace then lands on /auth/callback with the tokens (spec §2).
export async function loader({ request }: LoaderFunctionArgs) {
  try {
    const { id } = await googleAuthenticator().authenticate("google", request);
    const user = await getUser(id);
    const { familyId, ...tokens } = await issueTokenPair(await getAccessClaims(user.id));
    const params = new URLSearchParams({
      token: tokens.accessToken,
      refreshToken: tokens.refreshToken,
      user: JSON.stringify(user),
    });
    return redirect(`/auth/callback?${params}`, {
      headers: { "Set-Cookie": await commitSession({ userId: user.id, familyId }) },
    });
  } catch (error) {
    if (error instanceof Response) throw error;
    console.error("[auth] Google sign-in failed:", error instanceof Error ? error.message : error);
    return redirect("/?authError=Authentication%20failed");
  }
}
