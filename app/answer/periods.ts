// The last bucket of a time series may still be running: this quarter, this month (issue 16). Drawn as if
// complete, a quarter one month in reads as a collapse; charts mark it and insights leave it out of trends.
import { inferGrain, type PeriodGrain } from "./calendar";
import { calendarKey, parseCalendar, type CalendarValue } from "./values";

/** Calendar months per bucket, or days for weeks and days. */
const SPAN: Partial<Record<PeriodGrain | "week", { months?: number; days?: number }>> = {
  year: { months: 12 },
  quarter: { months: 3 },
  month: { months: 1 },
  week: { days: 7 },
  day: { days: 1 },
};

/**
 * Whether the latest of these bucket starts names a period that has not ended by `now`. `grain` is the
 * engine's when it bucketed; otherwise it is read from the values ("2024-04-01", "2024-07-01" are quarters).
 */
export function lastPeriodIsPartial(values: unknown[], now: Date, grain?: string): boolean {
  const dates = values
    .map((value) => parseCalendar(value, true))
    .filter((date): date is CalendarValue => date !== null);
  if (dates.length < 2) return false;
  const latest = dates.reduce((a, b) => (calendarKey(b) > calendarKey(a) ? b : a));
  const span = SPAN[(grain ?? inferGrain(dates)) as PeriodGrain];
  if (!span) return false;
  const end = new Date(Date.UTC(latest.year, latest.month - 1 + (span.months ?? 0), latest.day + (span.days ?? 0)));
  return end.getTime() > now.getTime();
}
