// Every rate limit of the app, on rate-limiter-flexible's counters in PostgreSQL (table rate_limiter),
// so all web processes share them. Keys are hashed: the table holds no e-mail or address in clear.
// Decisions: docs/decisions/014-limits.md.
import { createHash } from "node:crypto";
import { RateLimiterPostgres, type RateLimiterRes } from "rate-limiter-flexible";
import { db } from "~db/sequelize.server";
import { AppError } from "~/lib/errors";

const HOUR = 3600;
const DAY = 24 * HOUR;

/** Sign-in: free failures per account and address, then a lock that doubles per failure up to the cap. */
export const SIGNIN_THROTTLE = {
  freeFailures: 5,
  firstLockSeconds: 30,
  maxLockSeconds: 15 * 60,
  failureMemorySeconds: DAY,
} as const;
/** Failed sign-ins from one address across all accounts (credential stuffing). */
export const SIGNIN_ADDRESS_LIMIT = { points: 100, duration: HOUR } as const;
export const SIGNUP_LIMITS = {
  perAddress: { points: 10, duration: HOUR },
  perEmail: { points: 5, duration: HOUR },
} as const;
/**
 * Wrong share passwords, per share and client address: one client's guesses lock out that client only, never the
 * share's other viewers (a limit per share whatever the address let anyone with the link do that, issue 35).
 */
export const SHARE_PASSWORD_LIMIT = { points: 5, duration: 15 * 60 } as const;
/**
 * A public link's filter values, per share and client address: each request runs a query on the sharer's database, so
 * a visitor without an account gets a typist's pace (one search per 200 ms keystroke pause, ADR 056), not a loop's.
 */
export const SHARE_FILTER_VALUES_LIMIT = { points: 60, duration: 60 } as const;

const limiters = new Map<string, RateLimiterPostgres>();

function limiter(keyPrefix: string, points: number, duration: number): RateLimiterPostgres {
  let found = limiters.get(keyPrefix);
  if (!found) {
    // The table comes from migration 0004, so the limiter must not create it.
    found = new RateLimiterPostgres({
      storeClient: db(),
      storeType: "sequelize",
      tableName: "rate_limiter",
      tableCreated: true,
      keyPrefix,
      points,
      duration,
    });
    limiters.set(keyPrefix, found);
  }
  return found;
}

const signinFailures = () => limiter("signin-fail", 1_000_000, SIGNIN_THROTTLE.failureMemorySeconds);
const signinLock = () => limiter("signin-lock", 1, SIGNIN_THROTTLE.maxLockSeconds);
const signinAddress = () => limiter("signin-addr", SIGNIN_ADDRESS_LIMIT.points, SIGNIN_ADDRESS_LIMIT.duration);
const signupAddress = () => limiter("signup-addr", SIGNUP_LIMITS.perAddress.points, SIGNUP_LIMITS.perAddress.duration);
const signupEmail = () => limiter("signup-email", SIGNUP_LIMITS.perEmail.points, SIGNUP_LIMITS.perEmail.duration);
const shareClient = () => limiter("share-addr", SHARE_PASSWORD_LIMIT.points, SHARE_PASSWORD_LIMIT.duration);
const shareValues = () => limiter("share-values", SHARE_FILTER_VALUES_LIMIT.points, SHARE_FILTER_VALUES_LIMIT.duration);

const hashKey = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("base64url");

function rateLimited(msBeforeNext: number, what = "attempts"): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(msBeforeNext / 1000));
  return new AppError("RATE_LIMITED", `Too many ${what}. Please try again in ${retryAfterSeconds} seconds.`, {
    retryAfterSeconds,
  });
}

/** Throws RATE_LIMITED when the key has used more than the limiter's points in its window. */
async function assertUnder(target: RateLimiterPostgres, key: string, allowed = target.points): Promise<void> {
  const state = await target.get(key);
  if (state && state.consumedPoints >= allowed) throw rateLimited(state.msBeforeNext);
}

/** Counts one attempt; throws RATE_LIMITED once the window's points are spent. */
async function consume(target: RateLimiterPostgres, key: string, what?: string): Promise<void> {
  await target.consume(key).catch((refusal: unknown) => {
    if (refusal instanceof Error) throw refusal;
    throw rateLimited((refusal as RateLimiterRes).msBeforeNext, what);
  });
}

/** The lock after the n-th failure (n counted from 1): none for the free ones, then doubling. */
export function signinLockSeconds(failures: number): number {
  const over = failures - SIGNIN_THROTTLE.freeFailures;
  if (over < 0) return 0;
  return Math.min(SIGNIN_THROTTLE.firstLockSeconds * 2 ** over, SIGNIN_THROTTLE.maxLockSeconds);
}

export async function assertSigninAllowed(email: string, address: string): Promise<void> {
  const lock = await signinLock().get(hashKey(email, address));
  if (lock && lock.consumedPoints > signinLock().points) throw rateLimited(lock.msBeforeNext);
  await assertUnder(signinAddress(), hashKey(address));
}

export async function recordSigninFailure(email: string, address: string): Promise<void> {
  const key = hashKey(email, address);
  const { consumedPoints } = await signinFailures().penalty(key, 1);
  const lockSeconds = signinLockSeconds(consumedPoints);
  if (lockSeconds > 0) await signinLock().block(key, lockSeconds);
  await signinAddress().penalty(hashKey(address), 1);
}

/** A correct password forgets this address's failures for the account (not the address-wide count). */
export async function clearSigninFailures(email: string, address: string): Promise<void> {
  const key = hashKey(email, address);
  await Promise.all([signinFailures().delete(key), signinLock().delete(key)]);
}

export async function consumeSignupAttempt(email: string, address: string): Promise<void> {
  await consume(signupAddress(), hashKey(address));
  await consume(signupEmail(), hashKey(email));
}

export async function assertSharePasswordAllowed(shareId: string, address: string): Promise<void> {
  await assertUnder(shareClient(), hashKey(shareId, address));
}

export async function recordSharePasswordFailure(shareId: string, address: string): Promise<void> {
  await shareClient().penalty(hashKey(shareId, address), 1);
}

/** The right password forgets this client's wrong guesses at the share. */
export async function clearSharePasswordFailures(shareId: string, address: string): Promise<void> {
  await shareClient().delete(hashKey(shareId, address));
}

/** One listing of a public link's filter values by this client; other clients and other links keep their own count. */
export async function consumeShareFilterValues(shareId: string, address: string): Promise<void> {
  await consume(shareValues(), hashKey(shareId, address), "requests");
}
