// "Sign in with Google" through remix-auth's OAuth2 strategy; Google's endpoints come from the
// configuration so a test can point them at a loopback fake.
import { Authenticator } from "remix-auth";
import { OAuth2Tokens } from "arctic";
import { OAuth2Strategy } from "remix-auth-oauth2";
import { z } from "zod";
import { AppError } from "~/lib/errors";
import { findOrCreateGoogleUser } from "./users.server";

const userInfoSchema = z.object({
  sub: z.string(),
  email: z.string().email(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
});

/**
 * arctic sets Content-Length by hand on the token request, which Node 24's fetch (undici) refuses
 * ("invalid content-length header"); the code exchange is therefore done here with a plain fetch.
 */
class GoogleStrategy<User> extends OAuth2Strategy<User> {
  protected override async validateAuthorizationCode(code: string, codeVerifier: string): Promise<OAuth2Tokens> {
    const body = new URLSearchParams({
      grant_type: "authorization_code",
      code,
      code_verifier: codeVerifier,
      redirect_uri: String(this.options.redirectURI),
      client_id: this.options.clientId,
      client_secret: this.options.clientSecret ?? "",
    });
    const response = await fetch(this.options.tokenEndpoint, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Accept: "application/json" },
      body,
    });
    const data = await response.json().catch(() => ({}));
    if (!response.ok || typeof data.access_token !== "string")
      throw new AppError("AUTHENTICATION_ERROR", "Authentication failed");
    return new OAuth2Tokens(data);
  }
}

let authenticator: Authenticator<{ id: string; email: string; name: string }> | undefined;

export function googleEnabled(): boolean {
  return Boolean(process.env.GOOGLE_CLIENT_ID && process.env.GOOGLE_CLIENT_SECRET);
}

export function googleAuthenticator() {
  if (!googleEnabled()) throw new AppError("NOT_FOUND", "Google sign-in is not configured");
  if (authenticator) return authenticator;
  const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${process.env.PORT ?? 3000}`;
  const userInfoUrl = process.env.GOOGLE_USERINFO_URL ?? "https://openidconnect.googleapis.com/v1/userinfo";
  authenticator = new Authenticator();
  authenticator.use(
    new GoogleStrategy(
      {
        clientId: process.env.GOOGLE_CLIENT_ID!,
        clientSecret: process.env.GOOGLE_CLIENT_SECRET!,
        authorizationEndpoint: process.env.GOOGLE_AUTHORIZATION_URL ?? "https://accounts.google.com/o/oauth2/v2/auth",
        tokenEndpoint: process.env.GOOGLE_TOKEN_URL ?? "https://oauth2.googleapis.com/token",
        redirectURI: `${publicUrl}/auth/google/callback`,
        scopes: ["openid", "email", "profile"],
        cookie: {
          name: "__askdata_oauth",
          httpOnly: true,
          sameSite: "Lax",
          path: "/",
          ...(publicUrl.startsWith("https://") ? { secure: true as const } : {}),
        },
      },
      async ({ tokens }) => {
        const response = await fetch(userInfoUrl, { headers: { Authorization: `Bearer ${tokens.accessToken()}` } });
        if (!response.ok) throw new AppError("AUTHENTICATION_ERROR", "Authentication failed");
        const info = userInfoSchema.parse(await response.json());
        const user = await findOrCreateGoogleUser({
          sub: info.sub,
          email: info.email,
          name: info.name ?? "",
          emailVerified: info.email_verified === true || info.email_verified === "true",
        });
        return { id: user.id, email: user.email, name: user.name };
      },
    ),
    "google",
  );
  return authenticator;
}
