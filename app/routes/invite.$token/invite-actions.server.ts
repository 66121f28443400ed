// The invitation page's forms: accept (signed in), or sign in / sign up first (ADR 013).
import { data, redirect } from "@remix-run/node";
import { z } from "zod";
import { AppError, isAppError, userMessage } from "~/lib/errors";
import { PROJECT_COOKIE } from "~/lib/selection-cookies";
import { emailSchema, nameSchema, passwordSchema } from "~/lib/validation";
import { validationError } from "~/utils/api.server";
import { getOptionalUser } from "~/utils/auth.server";
import { logout, throttledSignin } from "~/services/auth-flow.server";
import { clientAddress } from "~/utils/client-address.server";
import { consumeSignupAttempt } from "~/services/rate-limit.server";
import { readForm } from "~/utils/request-body.server";
import { acceptInvitation } from "~/services/invitations.server";
import { linkBase } from "~/services/mail.server";
import { commitSession, destroySession, readSession } from "~/utils/session.server";
import { resendVerification, signup } from "~/services/users.server";
import { selectionCookie } from "~/utils/workspace.server";
import { assertOwnOrigin } from "../signin/auth-actions.server";

export type InviteIntent = "accept" | "signin" | "signup" | "resend" | "signout";
const INTENTS: InviteIntent[] = ["accept", "signin", "signup", "resend", "signout"];

export interface InviteActionData {
  intent: InviteIntent;
  formError?: string;
  fieldErrors?: Record<string, string>;
  notice?: string;
}

const signinSchema = z.object({
  email: emailSchema,
  password: z.string({ error: "Password is required" }).min(1, "Password is required"),
});
const signupSchema = z.object({ name: nameSchema, email: emailSchema, password: passwordSchema });

function parse<T>(schema: z.ZodType<T>, form: FormData, fields: string[]): T {
  const parsed = schema.safeParse(Object.fromEntries(fields.map((field) => [field, form.get(field) ?? ""])));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

/** Into the workspace, on the project just joined. */
function toProject(projectId: string, sessionCookie?: string) {
  const headers = new Headers();
  if (sessionCookie) headers.append("Set-Cookie", sessionCookie);
  headers.append("Set-Cookie", selectionCookie(PROJECT_COOKIE, projectId));
  return redirect("/", { headers });
}

const backHere = (token: string, headers?: HeadersInit) =>
  redirect(`/invite/${encodeURIComponent(token)}`, { headers });

async function run(request: Request, token: string, intent: InviteIntent, form: FormData) {
  if (intent === "resend") {
    const user = await getOptionalUser(request);
    if (!user) throw new AppError("AUTHENTICATION_ERROR", "User not authenticated");
    const { sent } = await resendVerification(user.id, linkBase(request));
    return data<InviteActionData>({
      intent,
      notice: sent ? `We sent a new verification e-mail to ${user.email}.` : "Your address is already verified.",
    });
  }
  if (intent === "signout") {
    assertOwnOrigin(request);
    await logout({ session: await readSession(request) });
    return backHere(token, { "Set-Cookie": await destroySession(request) });
  }
  if (intent === "accept") {
    const user = await getOptionalUser(request);
    if (!user) throw new AppError("AUTHENTICATION_ERROR", "User not authenticated");
    return toProject((await acceptInvitation(user.id, token)).projectId);
  }
  assertOwnOrigin(request);
  if (intent === "signin") {
    const input = parse(signinSchema, form, ["email", "password"]);
    const result = await throttledSignin(input, clientAddress(request));
    // Back to this page, which now offers Accept (or says why it cannot).
    return backHere(token, {
      "Set-Cookie": await commitSession({ userId: result.user.id, familyId: result.familyId }),
    });
  }
  const input = parse(signupSchema, form, ["name", "email", "password"]);
  await consumeSignupAttempt(input.email, clientAddress(request));
  const result = await signup({ ...input, invitation: token });
  return toProject(result.joinedProjectId!, await commitSession({ userId: result.user.id, familyId: result.familyId }));
}

export async function inviteAction(request: Request, token: string) {
  let intent: InviteIntent = "accept";
  try {
    const form = await readForm(request);
    intent = String(form.get("intent") ?? "accept") as InviteIntent;
    if (!INTENTS.includes(intent)) throw new AppError("INVALID_REQUEST", "Unknown action");
    return await run(request, token, intent, form);
  } catch (error) {
    if (!isAppError(error)) throw error;
    const fieldErrors = error.details?.fields as Record<string, string> | undefined;
    return data<InviteActionData>(
      { intent, fieldErrors, formError: fieldErrors ? undefined : userMessage(error) },
      { status: error.status },
    );
  }
}
