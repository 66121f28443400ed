import { apiRoute } from "~/utils/api.server";
import { googleAuthenticator } from "~/services/google-auth.server";

// authenticate() throws the redirect to Google (a Response), which apiRoute passes through.
export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    await googleAuthenticator().authenticate("google", request);
    return new Response(null, { status: 302, headers: { Location: "/" } });
  },
});
