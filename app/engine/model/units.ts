// The unit a duration column is stored in (milliseconds, seconds, minutes, hours, days), and seconds per unit.
import type { ColumnInfo } from "./schema-index";

export const SECONDS: Record<string, number> = { ms: 0.001, s: 1, min: 60, h: 3600, d: 86400, w: 604800, y: 31557600 };

/** The unit a column is stored in, read from its name or its comment ("ld_sec", "milliseconds", "dly_min"). */
export function storedUnit(column: ColumnInfo): string | undefined {
  if (column.derived?.kind === "duration") return column.derived.unit === "year" ? "y" : "h";
  if (!column.numeric) return undefined;
  // the name's own words ("transit_min") or the comment's ("… in minutes"), each read on its own
  const text = [column.column.name, column.column.description ?? ""].map((t) => t.toLowerCase());
  const says = (pattern: RegExp) => text.some((t) => pattern.test(t));
  if (says(/(^|_)ms$|milli/)) return "ms";
  if (says(/(^|_)(sec|secs|seconds?)($|_)|\bseconds?\b/)) return "s";
  if (says(/(^|_)(min|mins|minutes?)($|_)|\bminutes?\b/)) return "min";
  if (says(/(^|_)(hrs?|hours?)($|_)|\bhours?\b/)) return "h";
  if (says(/(^|_)(days?|dd)($|_)|\bdays\b/)) return "d";
  return undefined;
}

/**
 * "tracks longer than 5 minutes" on a column of milliseconds: a compared amount written with its unit is converted to
 * the stored one (conditions on rows, and on aggregates).
 */
