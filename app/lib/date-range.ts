// The periods a dashboard's date filter offers (issue 17), and how a choice becomes a range of days. Days are UTC
// calendar days; a range is [from, to) as the engine compares dates, while a person's "to" day is inclusive.
import { formatDate } from "./format";

export const DATE_PRESETS = [
  { id: "all", label: "All time" },
  { id: "30d", label: "Last 30 days" },
  { id: "90d", label: "Last 90 days" },
  { id: "12m", label: "Last 12 months" },
  { id: "ytd", label: "This year" },
  { id: "last-year", label: "Last year" },
] as const;

export type DatePresetId = (typeof DATE_PRESETS)[number]["id"];

export interface DateRangeInput {
  period?: string;
  /** A custom range's first day, "YYYY-MM-DD". */
  from?: string;
  /** A custom range's last day, "YYYY-MM-DD", included. */
  to?: string;
}

export interface ResolvedDateRange {
  /** First day, included. */
  from: string;
  /** The day after the last one: excluded. */
  to: string;
  /** "Last 90 days", "1 Jan 2025 – 31 Mar 2025". */
  label: string;
}

const DAY_MS = 86_400_000;

const iso = (date: Date) => date.toISOString().slice(0, 10);
const utcDay = (year: number, month: number, day: number) => new Date(Date.UTC(year, month, day));

/** A real calendar day written "YYYY-MM-DD" ("2025-02-30" is none), else undefined. */
export function parseIsoDay(text: string | undefined): Date | undefined {
  const match = text?.match(/^(\d{4})-(\d{2})-(\d{2})$/);
  if (!match) return undefined;
  const date = utcDay(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  return iso(date) === text ? date : undefined;
}

function presetRange(id: DatePresetId, now: Date): { from: Date; to: Date } | null {
  const [year, month, day] = [now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()];
  // rolling periods end with today, so today's rows are in them
  const tomorrow = utcDay(year, month, day + 1);
  switch (id) {
    case "all":
      return null;
    case "30d":
      return { from: utcDay(year, month, day - 29), to: tomorrow };
    case "90d":
      return { from: utcDay(year, month, day - 89), to: tomorrow };
    case "12m":
      // a year back from tomorrow, not from today plus one: 29 Feb 2024 goes back to 1 Mar 2023, not 2 Mar
      return {
        from: utcDay(tomorrow.getUTCFullYear() - 1, tomorrow.getUTCMonth(), tomorrow.getUTCDate()),
        to: tomorrow,
      };
    case "ytd":
      return { from: utcDay(year, 0, 1), to: tomorrow };
    case "last-year":
      return { from: utcDay(year - 1, 0, 1), to: utcDay(year, 0, 1) };
  }
}

/**
 * The days a filter choice covers: a preset by its id, else a custom `from`–`to` (both days included, `to` not
 * before `from`). Null for all time, and for a choice that names no valid range.
 */
export function resolveDateRange(input: DateRangeInput, now: Date): ResolvedDateRange | null {
  const preset = DATE_PRESETS.find((p) => p.id === input.period);
  if (preset) {
    const range = presetRange(preset.id, now);
    return range && { from: iso(range.from), to: iso(range.to), label: preset.label };
  }
  if (input.period && input.period !== "custom") return null;
  const from = parseIsoDay(input.from);
  const last = parseIsoDay(input.to);
  if (!from || !last || last < from) return null;
  const label = last.getTime() === from.getTime() ? formatDate(from) : `${formatDate(from)} – ${formatDate(last)}`;
  return { from: iso(from), to: iso(new Date(last.getTime() + DAY_MS)), label };
}
