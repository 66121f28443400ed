// Accounts: sign-up, sign-in, profile, e-mail verification and Google sign-in.
import { createHash, randomBytes } from "node:crypto";
import { RefreshToken, User } from "~db/models";
import { db } from "~db/sequelize.server";
import { AppError } from "~/lib/errors";
import { burnPasswordCheck, hashPassword, verifyPassword } from "./passwords.server";
import { acceptPendingInvitations, joinFromInvitation, requireInvitationFor } from "./invitations.server";
import { createProject } from "./projects.server";
import { appLink, escapeHtml, sendMail } from "./mail.server";
import { accessClaimsOf, issueTokenPair, type AccessClaims, type TokenPair } from "./tokens.server";

export const VERIFICATION_RESEND_SECONDS = 60;

export function userJson(user: User) {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    email_verified: user.email_verified,
    subscription_tier: user.subscription_tier,
    niche: user.niche,
    onboarded: Boolean(user.onboarded_at),
    created_at: user.created_at,
  };
}

export type UserJson = ReturnType<typeof userJson>;

/** The two readings of spec §1: with AUTH_PASSWORD_ENABLED=false only Google sign-in is active. */
export function passwordAuthEnabled(): boolean {
  return process.env.AUTH_PASSWORD_ENABLED !== "false";
}

export function assertPasswordAuthEnabled(): void {
  if (!passwordAuthEnabled()) {
    throw new AppError(
      "AUTHORIZATION_ERROR",
      "Email and password sign-in is temporarily disabled. Please sign in with Google.",
    );
  }
}

const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** Creates the account and its personal project in one transaction. */
async function createAccount(input: {
  email: string;
  name: string;
  passwordHash: string | null;
  googleSub?: string;
  verified: boolean;
}) {
  return db().transaction(async (transaction) => {
    const user = await User.create(
      {
        email: input.email,
        name: input.name,
        password_hash: input.passwordHash,
        google_sub: input.googleSub ?? null,
        email_verified: input.verified,
        subscription_tier: "free",
      },
      { transaction },
    );
    await createProject(
      user.id,
      { name: `${input.name}'s Workspace`, description: "Your personal project", is_personal: true },
      transaction,
    );
    return user;
  });
}

/**
 * E-mail sign-up. From an invitation link (ADR 013) the address must be the invited one: the link
 * came by mail, so the address counts as verified and that one invitation is accepted.
 */
export async function signup(input: {
  email: string;
  name: string;
  password: string;
  invitation?: string;
  linkBase?: string;
}): Promise<{ user: UserJson; tokens: TokenPair; familyId: string; joinedProjectId?: string }> {
  assertPasswordAuthEnabled();
  db();
  const invitation = input.invitation ? await requireInvitationFor(input.invitation, input.email) : null;
  if (await User.findOne({ where: { email: input.email } }))
    throw new AppError("CONFLICT", "An account with this email already exists");
  const user = await createAccount({
    email: input.email,
    name: input.name,
    passwordHash: await hashPassword(input.password),
    verified: Boolean(invitation),
  }).catch((error) => {
    if (error?.name === "SequelizeUniqueConstraintError")
      throw new AppError("CONFLICT", "An account with this email already exists");
    throw error;
  });
  const joined = invitation ? await joinFromInvitation(invitation, user.id) : null;
  if (!invitation) await sendVerificationEmail(user, input.linkBase);
  const { familyId, ...tokens } = await issueTokenPair(accessClaimsOf(user));
  return { user: userJson(user), tokens, familyId, ...(joined ? { joinedProjectId: joined.projectId } : {}) };
}

export async function signin(input: {
  email: string;
  password: string;
}): Promise<{ user: UserJson; tokens: TokenPair; familyId: string }> {
  assertPasswordAuthEnabled();
  db();
  const user = await User.findOne({ where: { email: input.email } });
  if (!user) {
    await burnPasswordCheck(input.password);
    throw new AppError("AUTHENTICATION_ERROR", "Invalid email or password");
  }
  if (!(await verifyPassword(user.password_hash, input.password)))
    throw new AppError("AUTHENTICATION_ERROR", "Invalid email or password");
  const { familyId, ...tokens } = await issueTokenPair(accessClaimsOf(user));
  return { user: userJson(user), tokens, familyId };
}

export async function getUser(userId: string): Promise<UserJson> {
  db();
  const user = await User.findByPk(userId);
  if (!user) throw new AppError("AUTHENTICATION_ERROR", "User session not found. Please sign in again.");
  return userJson(user);
}

export async function getAccessClaims(userId: string): Promise<AccessClaims> {
  db();
  const user = await User.findByPk(userId);
  if (!user) throw new AppError("AUTHENTICATION_ERROR", "User session not found. Please sign in again.");
  return accessClaimsOf(user);
}

/** Profile edits; saving the profile (or skipping it) ends onboarding. */
export async function updateProfile(
  userId: string,
  input: { name?: string; niche?: string | null; onboarded?: boolean },
): Promise<UserJson> {
  db();
  const user = await User.findByPk(userId);
  if (!user) throw new AppError("AUTHENTICATION_ERROR", "User session not found. Please sign in again.");
  if (input.name !== undefined) user.name = input.name;
  if (input.niche !== undefined) user.niche = input.niche || null;
  if (!user.onboarded_at) user.onboarded_at = new Date();
  await user.save();
  return userJson(user);
}

export async function sendVerificationEmail(user: User, linkBase?: string): Promise<void> {
  const token = randomBytes(32).toString("base64url");
  await user.update({ verification_token_hash: tokenHash(token), verification_sent_at: new Date() });
  const link = appLink(`/auth/verify-email?token=${token}`, linkBase);
  await sendMail({
    to: user.email,
    subject: "Verify your Askdata email",
    text: `Hello ${user.name},\n\nConfirm your email address by opening this link:\n${link}\n\nIf you did not sign up for Askdata, ignore this message.`,
    html: `<p>Hello ${escapeHtml(user.name)},</p><p><a href="${link}">Confirm your email address</a></p><p>If you did not sign up for Askdata, ignore this message.</p>`,
  });
}

export async function resendVerification(userId: string, linkBase?: string): Promise<{ sent: boolean }> {
  db();
  const user = await User.findByPk(userId);
  if (!user) throw new AppError("AUTHENTICATION_ERROR", "User session not found. Please sign in again.");
  if (user.email_verified) return { sent: false };
  const last = user.verification_sent_at?.getTime() ?? 0;
  const wait = Math.ceil((last + VERIFICATION_RESEND_SECONDS * 1000 - Date.now()) / 1000);
  if (wait > 0)
    throw new AppError("RATE_LIMITED", `Please wait ${wait} seconds before requesting another email.`, {
      retryAfterSeconds: wait,
    });
  await sendVerificationEmail(user, linkBase);
  return { sent: true };
}

/** Marks the e-mail verified; the mailbox is proven, so live invitations for it apply (ADR 013). */
export async function verifyEmail(token: string): Promise<UserJson> {
  db();
  const user = await User.findOne({ where: { verification_token_hash: tokenHash(token) } });
  if (!user) throw new AppError("INVALID_REQUEST", "This verification link is invalid or has already been used");
  await user.update({ email_verified: true, verification_token_hash: null });
  await acceptPendingInvitations(user.id, user.email);
  return userJson(user);
}

/** Google sign-in: link by Google subject, else by verified e-mail, else create (subscription 'free'). */
export async function findOrCreateGoogleUser(profile: {
  sub: string;
  email: string;
  name: string;
  emailVerified: boolean;
}): Promise<User> {
  db();
  if (!profile.emailVerified) throw new AppError("AUTHENTICATION_ERROR", "Your Google account's email is not verified");
  const email = profile.email.trim().toLowerCase();
  const bySub = await User.findOne({ where: { google_sub: profile.sub } });
  if (bySub) return bySub;
  const byEmail = await User.findOne({ where: { email } });
  if (byEmail) {
    // An unverified account was registered by someone who never proved the mailbox: Google proves it
    // now, so that registrant's password and sessions must not come along (ADR 013).
    const unproven = !byEmail.email_verified;
    // Bumping the token version also ends the registrant's access tokens at once.
    const dropRegistrant = unproven ? { password_hash: null, token_version: byEmail.token_version + 1 } : {};
    await byEmail.update({
      google_sub: profile.sub,
      email_verified: true,
      verification_token_hash: null,
      ...dropRegistrant,
    });
    if (unproven)
      await RefreshToken.update({ revoked_at: new Date() }, { where: { user_id: byEmail.id, revoked_at: null } });
    await acceptPendingInvitations(byEmail.id, email);
    return byEmail;
  }
  const user = await createAccount({
    email,
    name: profile.name || email.split("@")[0],
    passwordHash: null,
    googleSub: profile.sub,
    verified: true,
  });
  await acceptPendingInvitations(user.id, email);
  return user;
}
