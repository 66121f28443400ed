// Access tokens (JWT, 15 min) and rotating refresh tokens (opaque, hashed, 30 days, reuse detection).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { SignJWT, jwtVerify } from "jose";
import { Op } from "sequelize";
import { RefreshToken } from "~db/models";
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
}

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

const jwtKey = () => new Uint8Array(deriveSecret("jwt-access"));
const sha256 = (value: string) => createHash("sha256").update(value).digest("hex");

export function signAccessToken(claims: AccessClaims): Promise<string> {
  return new SignJWT({ userId: claims.userId, email: claims.email, name: claims.name })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
    .sign(jwtKey());
}

export async function verifyAccessToken(token: string): Promise<AccessClaims> {
  try {
    const { payload } = await jwtVerify(token, jwtKey(), { issuer: ISSUER, algorithms: ["HS256"] });
    return { userId: String(payload.userId), email: String(payload.email), name: String(payload.name) };
  } catch {
    throw new AppError("AUTHENTICATION_ERROR", "Authentication expired. Please log in again.");
  }
}

/** Issues a refresh token; a new sign-in starts a new family, a rotation continues one. */
export async function issueRefreshToken(userId: string, familyId: string = randomUUID()): Promise<{ token: string; id: string; familyId: string }> {
  db();
  const token = randomBytes(32).toString("base64url");
  const row = await RefreshToken.create({ user_id: userId, family_id: familyId, token_hash: sha256(token), expires_at: new Date(Date.now() + REFRESH_TOKEN_TTL_MS) });
  return { token, id: row.id, familyId };
}

export async function issueTokenPair(claims: AccessClaims, familyId?: string): Promise<TokenPair & { familyId: string }> {
  const refresh = await issueRefreshToken(claims.userId, familyId);
  return { accessToken: await signAccessToken(claims), refreshToken: refresh.token, familyId: refresh.familyId };
}

/**
 * Exchanges a refresh token for a new one in the same family. Presenting a token that was already
 * rotated means it was stolen or replayed: the whole family is revoked.
 */
export async function rotateRefreshToken(token: string): Promise<{ userId: string; familyId: string; refreshToken: string }> {
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
  await RefreshToken.update({ revoked_at: new Date() }, { where: { family_id: familyId, revoked_at: { [Op.is]: null } } });
}

/** Logout: revokes the family of the given refresh token (other devices keep theirs). */
export async function revokeRefreshToken(token: string): Promise<void> {
  db();
  const row = await RefreshToken.findOne({ where: { token_hash: sha256(token) } });
  if (row) await revokeFamily(row.family_id);
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
