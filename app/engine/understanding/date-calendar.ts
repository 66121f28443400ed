// Calendar arithmetic for date mentions: a mention's shape, month names, the start of a period, adding periods.
import type { TimeGrain } from "../ir";

export interface DateMention {
  /** Inclusive start and exclusive end, in UTC days. */
  start: Date;
  end: Date;
  label: string;
  /** Token indices the mention consumed. */
  tokens: number[];
  /** A bare year ("in 1998") may also be compared with a year column. */
  year?: number;
  /** The calendar parts the question named ("in March", "on July 23", "March 2014"): dates written as text match on them. */
  parts?: { month: number; day?: number; year?: number };
  /** Relation of the question to the range: within, from it on, before it, after it. */
  relation: "in" | "since" | "before" | "after";
  /** "on weekends", "on Mondays": ISO days of the week (1 = Monday), first and last; the range is then all time. */
  weekdays?: [number, number];
}

export const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

export const MONTH_ABBR = MONTHS.map((m) => m.slice(0, 3));

export const utc = (y: number, m = 0, d = 1) => new Date(Date.UTC(y, m, d));

export const iso = (d: Date) => d.toISOString().slice(0, 10);

export function startOf(date: Date, grain: TimeGrain): Date {
  const y = date.getUTCFullYear();
  const m = date.getUTCMonth();
  if (grain === "year") return utc(y);
  if (grain === "quarter") return utc(y, m - (m % 3));
  if (grain === "month") return utc(y, m);
  const day = utc(y, m, date.getUTCDate());
  if (grain === "week") return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * 86_400_000);
  return day;
}

export function addGrain(date: Date, grain: TimeGrain, n: number): Date {
  const d = new Date(date);
  if (grain === "year") d.setUTCFullYear(d.getUTCFullYear() + n);
  else if (grain === "quarter") d.setUTCMonth(d.getUTCMonth() + 3 * n);
  else if (grain === "month") d.setUTCMonth(d.getUTCMonth() + n);
  else d.setUTCDate(d.getUTCDate() + (grain === "week" ? 7 : 1) * n);
  return d;
}

export function monthIndex(word: string | undefined): number {
  if (!word) return -1;
  const i = MONTHS.indexOf(word);
  return i >= 0 ? i : word.length === 3 || word === "sept" ? MONTH_ABBR.indexOf(word.slice(0, 3)) : -1;
}

export const ALL_TIME = { start: new Date(Date.UTC(1, 0, 1)), end: new Date(Date.UTC(9999, 0, 1)) };

export function formatDate(d: Date): string {
  return iso(d);
}
