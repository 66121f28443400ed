// Fixed-window counters in PostgreSQL, so every web process shares the same limits.
import { QueryTypes } from "sequelize";
import { db } from "~db/sequelize.server";
import { AppError } from "~/lib/errors";

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

/** Counts one hit; throws RATE_LIMITED (429) with a retry hint once `max` is exceeded in the window. */
export async function hitRateLimit({ key, max, windowSeconds }: Limit): Promise<void> {
  const [row] = await db().query<{ hits: number; retry: number }>(
    `INSERT INTO rate_limits (key, hits, window_started_at) VALUES ($1, 1, now())
     ON CONFLICT (key) DO UPDATE SET
       hits = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => $2) THEN 1 ELSE rate_limits.hits + 1 END,
       window_started_at = CASE WHEN rate_limits.window_started_at < now() - make_interval(secs => $2) THEN now() ELSE rate_limits.window_started_at END
     RETURNING hits, CEIL(EXTRACT(EPOCH FROM window_started_at + make_interval(secs => $2) - now()))::int AS retry`,
    { bind: [key, windowSeconds], type: QueryTypes.SELECT },
  );
  if (row.hits > max) {
    const retryAfterSeconds = Math.max(1, row.retry);
    throw new AppError("RATE_LIMITED", `Too many attempts. Please try again in ${retryAfterSeconds} seconds.`, { retryAfterSeconds });
  }
}

export async function resetRateLimit(key: string): Promise<void> {
  await db().query("DELETE FROM rate_limits WHERE key = $1", { bind: [key] });
}

/** The client's address as the proxy in front of us reports it (Fly sets Fly-Client-IP). */
export function clientIp(request: Request): string {
  return (
    request.headers.get("Fly-Client-IP") ??
    request.headers.get("X-Forwarded-For")?.split(",")[0]?.trim() ??
    request.headers.get("X-Real-IP") ??
    "local"
  );
}
