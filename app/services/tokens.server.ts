// Access tokens (JWT, 15 min, carrying the user's token version) and rotating refresh tokens
// (opaque, hashed, 30 days, reuse detection).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { Op } from "sequelize";
import { RefreshToken, User } from "~db/models";
import { db } from "~db/sequelize.server";
import { AppError } from "~/lib/errors";
import { deriveSecret } from "./crypto.server";

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const ISSUER = "askdata";

export interface AccessClaims {
  userId: string;
  email: string;
  name: string;
  /** users.token_version when issued: logout bumps it, which ends every access token issued before. */
  tokenVersion: number;
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const jwtKey = () => new Uint8Array(deriveSecret("jwt-access"));
/** The key that signs the browser session cookie (~/utils/session.server), derived as the JWT key is. */
export const sessionCookieSecret = () => deriveSecret("session-cookie").toString("base64url");
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function signAccessToken(claims: AccessClaims): Promise<string> {
  return new SignJWT({ userId: claims.userId, email: claims.email, name: claims.name, tv: claims.tokenVersion })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(jwtKey());
}

/**
 * Tokens verified by this process, until their expiry (issue 38: the HMAC check through WebCrypto was ~8 % of the
 * web's CPU per answer). Only a token whose signature was checked is kept, under its whole text, so a hit is the
 * same verdict; revocation is unaffected, as the token version is checked against the user's row on every request.
 */
const verified = new Map<string, { claims: AccessClaims; expiresAt: number }>();
const VERIFIED_KEPT = 1000;

export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  const kept = verified.get(token);
  if (kept && kept.expiresAt > Date.now()) return kept.claims;
  if (kept) verified.delete(token);
  try {
    // A token without exp would be good forever; one without tv predates logout revocation.
    const { payload } = await jwtVerify(token, jwtKey(), {
      issuer: ISSUER,
      algorithms: ["HS256"],
      requiredClaims: ["exp", "iat", "tv"],
    });
    if (typeof payload.tv !== "number" || typeof payload.userId !== "string") throw new Error("malformed claims");
    const claims = {
      userId: payload.userId,
      email: String(payload.email),
      name: String(payload.name),
      tokenVersion: payload.tv,
    };
    if (verified.size >= VERIFIED_KEPT) verified.delete(verified.keys().next().value!);
    verified.set(token, { claims, expiresAt: payload.exp! * 1000 });
    return claims;
  } catch {
    throw new AppError("AUTHENTICATION_ERROR", "Authentication expired. Please log in again.");
  }
}

/** Issues a refresh token; a new sign-in starts a new family, a rotation continues one. */
export async function issueRefreshToken(
  userId: string,
  familyId: string = randomUUID(),
): Promise<{ token: string; id: string; familyId: string }> {
  db();
  const token = randomBytes(32).toString("base64url");
  const row = await RefreshToken.create({
    user_id: userId,
    family_id: familyId,
    token_hash: sha256(token),
    expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
  });
  return { token, id: row.id, familyId };
}

export async function issueTokenPair(
  claims: AccessClaims,
  familyId?: string,
): Promise<TokenPair & { familyId: string }> {
  const refresh = await issueRefreshToken(claims.userId, familyId);
  return { accessToken: await signAccessToken(claims), refreshToken: refresh.token, familyId: refresh.familyId };
}

/**
 * Exchanges a refresh token for a new one in the same family. Presenting a token that was already
 * rotated means it was stolen or replayed: the whole family is revoked.
 */
export async function rotateRefreshToken(
  token: string,
): Promise<{ userId: string; familyId: string; refreshToken: string }> {
  db();
  const current = await RefreshToken.findOne({ where: { token_hash: sha256(token) } });
  const invalid = new AppError("AUTHENTICATION_ERROR", "Token refresh failed");
  if (!current) throw invalid;
  if (current.revoked_at) {
    await revokeFamily(current.family_id);
    throw invalid;
  }
  if (current.expires_at.getTime() < Date.now()) throw invalid;
  const next = await issueRefreshToken(current.user_id, current.family_id);
  // Claim the old token atomically: of two concurrent refreshes with the same token, one wins.
  const [claimed] = await RefreshToken.update(
    { revoked_at: new Date(), replaced_by: next.id },
    { where: { id: current.id, revoked_at: { [Op.is]: null } } },
  );
  if (!claimed) {
    await revokeFamily(current.family_id);
    throw invalid;
  }
  return { userId: current.user_id, familyId: current.family_id, refreshToken: next.token };
}

export async function revokeFamily(familyId: string): Promise<void> {
  db();
  await RefreshToken.update(
    { revoked_at: new Date() },
    { where: { family_id: familyId, revoked_at: { [Op.is]: null } } },
  );
}

/** Logout: revokes the family of the given refresh token (other devices keep theirs); returns its user. */
export async function revokeRefreshToken(token: string): Promise<string | null> {
  db();
  const row = await RefreshToken.findOne({ where: { token_hash: sha256(token) } });
  if (row) await revokeFamily(row.family_id);
  return row?.user_id ?? null;
}

/** Ends every access token of the user at once (logout, password change); refresh tokens are separate. */
export async function bumpTokenVersion(userId: string): Promise<void> {
  db();
  await User.increment({ token_version: 1 }, { where: { id: userId } });
}

export function accessClaimsOf(user: User): AccessClaims {
  return { userId: user.id, email: user.email, name: user.name, tokenVersion: user.token_version };
}

/** A browser session is alive while its token family has an unrevoked, unexpired member. */
export async function isFamilyActive(userId: string, familyId: string): Promise<boolean> {
  db();
  const live = await RefreshToken.count({
    where: { user_id: userId, family_id: familyId, revoked_at: { [Op.is]: null }, expires_at: { [Op.gt]: new Date() } },
  });
  return live > 0;
}

export function hashToken(token: string): string {
  return sha256(token);
}
