// What a dashboard period does to a widget beyond narrowing its rows (issue 37 item 4, ADR 053): a chart over years
// under "Last 90 days" would be one point, so it is shown at the coarsest grain that still draws a line; a KPI is
// compared with the period of the same length just before.

export type CalendarGrain = "year" | "quarter" | "month" | "week" | "day";

/** Coarse to fine: a grain is only ever made finer. */
const GRAINS: CalendarGrain[] = ["year", "quarter", "month", "week", "day"];
const GRAIN_DAYS: Record<CalendarGrain, number> = { year: 365, quarter: 91, month: 30, week: 7, day: 1 };
/** Fewer points than this is no trend. */
export const MIN_CHART_POINTS = 3;
const DAY_MS = 86_400_000;

const dayOf = (iso: string) => new Date(`${iso}T00:00:00Z`);
const isoOf = (date: Date) => date.toISOString().slice(0, 10);
const daysIn = (range: { from: string; to: string }) =>
  Math.round((dayOf(range.to).getTime() - dayOf(range.from).getTime()) / DAY_MS);

/** About how many buckets of `grain` the half-open range [from, to) holds. */
export function bucketsIn(range: { from: string; to: string }, grain: CalendarGrain): number {
  return Math.floor(daysIn(range) / GRAIN_DAYS[grain]);
}

/**
 * The grain a chart at `grain` is shown at over the range: its own when the range holds enough of them, else the
 * coarsest finer grain that does (years → quarters → months → weeks → days). Weekdays and unknown grains stay.
 */
export function grainForPeriod(grain: string, range: { from: string; to: string }): CalendarGrain | null {
  const start = GRAINS.indexOf(grain as CalendarGrain);
  if (start < 0) return null;
  return GRAINS.slice(start).find((candidate) => bucketsIn(range, candidate) >= MIN_CHART_POINTS) ?? "day";
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const dayLabel = (date: Date) => `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;

/**
 * The period of the same length just before [from, to), and how a KPI names it: whole months move back by months
 * ("Jan 2026 – Mar 2026"), any other range by its days ("the previous 90 days").
 */
export function previousRange(range: { from: string; to: string }): { from: string; to: string; label: string } {
  const [from, to] = [dayOf(range.from), dayOf(range.to)];
  const months = (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + to.getUTCMonth() - from.getUTCMonth();
  if (from.getUTCDate() === 1 && to.getUTCDate() === 1 && months > 0) {
    const back = (date: Date) => new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - months, 1));
    const [start, end] = [back(from), back(to)];
    const last = new Date(end.getTime() - DAY_MS);
    const label =
      months === 1
        ? `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()}`
        : months === 12 && start.getUTCMonth() === 0
          ? String(start.getUTCFullYear())
          : `${MONTHS[start.getUTCMonth()]} ${start.getUTCFullYear()} – ${MONTHS[last.getUTCMonth()]} ${last.getUTCFullYear()}`;
    return { from: isoOf(start), to: isoOf(end), label };
  }
  const days = daysIn(range);
  const start = new Date(from.getTime() - days * DAY_MS);
  return {
    from: isoOf(start),
    to: range.from,
    label: days === 1 ? `the day before (${dayLabel(start)})` : `the previous ${days} days`,
  };
}
