// The auth dialog's form actions (spec §2 Auth dialog): sign-in, sign-up and the onboarding step.
// They answer JSON-ish data to an enhanced form and redirect a plain HTML form.
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { AppError, isAppError, userMessage } from "~/lib/errors";
import { emailSchema, nameSchema, passwordSchema } from "~/lib/validation";
import { validationError } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { throttledSignin, throttledSignup } from "~/services/auth-flow.server";
import { linkBase } from "~/services/mail.server";
import { clientAddress } from "~/utils/client-address.server";
import { readForm } from "~/utils/request-body.server";
import { commitSession } from "~/utils/session.server";
import { updateProfile, type signin } from "~/services/users.server";
import { safeRedirect } from "~/utils/workspace.server";
import type { AuthMode, AuthActionData } from "~/lib/page-actions";

const signinSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
const signupSchema = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });
const profileSchema = z.object({ niche: z.string().trim().max(200, "Niche is too long").optional() });

function failure(mode: AuthMode, error: unknown, values: AuthActionData["values"]) {
  const appError = isAppError(error) ? error : null;
  if (!appError) console.error("[signin] unexpected failure", error);
  const fieldErrors = (appError?.details?.fields as Record<string, string> | undefined) ?? undefined;
  const fallback = mode === "signup" ? "Signup failed" : mode === "signin" ? "Sign in failed" : "Profile update failed";
  const formError = fieldErrors ? undefined : appError ? userMessage(appError) : fallback;
  return data<AuthActionData>({ ok: false, mode, values, fieldErrors, formError }, { status: appError?.status ?? 500 });
}

function parse<T>(schema: z.ZodType<T>, form: FormData, fields: string[]): T {
  const parsed = schema.safeParse(Object.fromEntries(fields.map((field) => [field, form.get(field) ?? ""])));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Login CSRF: a sign-in form must come from this site. */
export function assertOwnOrigin(request: Request): void {
  const origin = request.headers.get("Origin");
  if (origin && origin !== "null" && new URL(origin).host !== new URL(request.url).host) {
    throw new AppError("AUTHORIZATION_ERROR", "Cross-site request refused");
  }
}

async function signedIn(form: FormData, mode: AuthMode, result: Awaited<ReturnType<typeof signin>>) {
  const headers = { "Set-Cookie": await commitSession({ userId: result.user.id, familyId: result.familyId }) };
  if (form.get("enhanced") === "1")
    return data<AuthActionData>({ ok: true, mode, user: result.user, tokens: result.tokens }, { headers });
  return redirect(safeRedirect(form.get("redirectTo")), { headers });
}

export async function authAction(request: Request) {
  const form = await readForm(request).catch((error: unknown) => error);
  if (!(form instanceof FormData)) return failure("signin", form, {});
  const intent = String(form.get("intent") ?? "signin");
  const values = {
    email: String(form.get("email") ?? ""),
    name: String(form.get("name") ?? ""),
    niche: String(form.get("niche") ?? ""),
  };
  if (intent === "signin" || intent === "signup") {
    try {
      assertOwnOrigin(request);
      if (intent === "signin") {
        const input = parse(signinSchema, form, ["email", "password"]);
        return await signedIn(form, "signin", await throttledSignin(input, clientAddress(request)));
      }
      const input = parse(signupSchema, form, ["name", "email", "password"]);
      return await signedIn(form, "signup", await throttledSignup(input, clientAddress(request), linkBase(request)));
    } catch (error) {
      return failure(intent, error, values);
    }
  }
  // Onboarding: saving the profile or skipping it both end onboarding.
  try {
    const user = await getOptionalUser(request);
    if (!user) throw new AppError("AUTHENTICATION_ERROR", "User session not found. Please sign in again.");
    const input = intent === "skip" ? {} : parse(profileSchema, form, ["niche"]);
    const updated = await updateProfile(user.id, { ...input, onboarded: true });
    if (form.get("enhanced") === "1") return data<AuthActionData>({ ok: true, mode: "onboarding", user: updated });
    return redirect(safeRedirect(form.get("redirectTo")));
  } catch (error) {
    const sessionLost = isAppError(error) && error.code === "AUTHENTICATION_ERROR";
    return failure(sessionLost ? "signin" : "onboarding", error, values);
  }
}
