// Whether the first and the last bucket of a time series hold a whole period of data (issue 36, ADR 047). A year
// bucket for a store that opened in November holds two months: read as a year, it makes any growth from it absurd
// ("+472.9 %"). The buckets alone cannot tell; the date range of the rows they were made from can.
import { formatPeriod, inferGrain } from "./calendar";
import { parseCalendar, type CalendarValue } from "./values";

/** The earliest and the latest value of the date column the buckets were made from, under the answer's filters. */
export interface DataRange {
  first: unknown;
  last: unknown;
}

export interface Coverage {
  /** "from 5 Nov 2023": the first bucket starts before the data does. */
  first?: string;
  /** "up to 31 Oct 2026": the data stops before the last bucket ends. */
  last?: string;
}

const DAY_MS = 86_400_000;
const MONTHS: Record<string, number> = { year: 12, quarter: 3, month: 1 };
const DAYS: Record<string, number> = { week: 7 };

/** A bucket is partial when the data leaves more than this share of its span uncovered (a sparse month starting on the 3rd is not). */
const UNCOVERED = 0.15;

const utc = (d: CalendarValue) => Date.UTC(d.year, d.month - 1, d.day, d.hour, d.minute);

function bucketEnd(start: CalendarValue, grain: string): number | undefined {
  if (grain in MONTHS) return Date.UTC(start.year, start.month - 1 + MONTHS[grain], start.day);
  if (grain in DAYS) return utc(start) + DAYS[grain] * DAY_MS;
  return undefined;
}

/**
 * Which end buckets the data does not fill. `grain` is the engine's when it bucketed; otherwise read from the values.
 * Days and weekdays are never partial here: a day's rows say nothing of the hours without any.
 */
export function periodCoverage(buckets: unknown[], range: DataRange | undefined, grain?: string): Coverage {
  const dates = buckets.map((value) => parseCalendar(value, true)).filter((d): d is CalendarValue => d !== null);
  const from = parseCalendar(range?.first);
  const to = parseCalendar(range?.last);
  if (dates.length < 2 || !from || !to) return {};
  const sorted = [...dates].sort((a, b) => utc(a) - utc(b));
  const chosen = grain ?? inferGrain(sorted);
  const [head, tail] = [sorted[0], sorted[sorted.length - 1]];
  const headEnd = bucketEnd(head, chosen);
  const tailEnd = bucketEnd(tail, chosen);
  if (headEnd === undefined || tailEnd === undefined) return {};
  const out: Coverage = {};
  if (utc(from) - utc(head) > UNCOVERED * (headEnd - utc(head))) out.first = `from ${formatPeriod(from, "day")}`;
  // a date without a time covers its whole day: data "up to 31 Oct" fills October
  const covered = utc(to) + (to.precision === "time" ? 0 : DAY_MS);
  if (tailEnd - covered > UNCOVERED * (tailEnd - utc(tail))) out.last = `up to ${formatPeriod(to, "day")}`;
  return out;
}
