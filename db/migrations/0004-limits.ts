// Limits that hold (docs/decisions/014-limits.md): rate-limiter-flexible's table replaces the
// hand-written counters, and a per-user token version lets logout end access tokens at once.
export const name = "0004-limits";

export const up = `
DROP TABLE IF EXISTS rate_limits;
CREATE TABLE rate_limiter (
  key text PRIMARY KEY,
  points integer NOT NULL DEFAULT 0,
  expire bigint
);
CREATE INDEX rate_limiter_expire ON rate_limiter(expire);
ALTER TABLE users ADD COLUMN token_version integer NOT NULL DEFAULT 0;
`;

export const down = `
ALTER TABLE users DROP COLUMN IF EXISTS token_version;
DROP TABLE IF EXISTS rate_limiter;
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  hits integer NOT NULL,
  window_started_at timestamptz NOT NULL
);
`;
