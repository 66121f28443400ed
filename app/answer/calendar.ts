// Calendar values at a grain: which grain a column of dates is at, its English label, and calendar order.
import { MONTH_NAMES } from "~/lib/format";
import { calendarKey, parseCalendar, type CalendarValue } from "./values";

export type PeriodGrain = "year" | "quarter" | "month" | "week" | "day" | "time";

/** The coarsest grain that describes every value: first days of months are month buckets, and so on. */
export function inferGrain(dates: CalendarValue[]): PeriodGrain {
  if (!dates.length) return "day";
  if (dates.some((d) => d.precision === "time")) return "time";
  if (dates.some((d) => d.day !== 1)) return "day";
  if (dates.every((d) => d.precision === "year")) return "year";
  if (dates.length > 1 && dates.every((d) => d.month === 1)) return "year";
  if (looksQuarterly(dates)) return "quarter";
  return "month";
}

/** Quarter buckets start in Jan/Apr/Jul/Oct and sit at least three months apart. */
function looksQuarterly(dates: CalendarValue[]): boolean {
  if (dates.length < 2 || !dates.every((d) => (d.month - 1) % 3 === 0)) return false;
  const months = [...new Set(dates.map((d) => d.year * 12 + d.month))].sort((a, b) => a - b);
  return months.length > 1 && months.slice(1).every((m, i) => m - months[i] >= 3);
}

export function formatPeriod(value: CalendarValue, grain: PeriodGrain): string {
  const month = MONTH_NAMES[value.month - 1];
  switch (grain) {
    case "year":
      return String(value.year);
    case "quarter":
      return `Q${Math.floor((value.month - 1) / 3) + 1} ${value.year}`;
    case "month":
      return `${month} ${value.year}`;
    case "time":
      return `${value.day} ${month} ${value.year} ${pad(value.hour)}:${pad(value.minute)}`;
    default:
      return `${value.day} ${month} ${value.year}`;
  }
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** Values sorted by their calendar position; non-dates keep their relative order at the end. */
export function byCalendar<T>(items: T[], valueOf: (item: T) => unknown): T[] {
  const keyed = items.map((item, index) => ({ item, index, date: parseCalendar(valueOf(item), true) }));
  keyed.sort((a, b) => {
    if (a.date && b.date) return calendarKey(a.date) - calendarKey(b.date) || a.index - b.index;
    if (a.date || b.date) return a.date ? -1 : 1;
    return a.index - b.index;
  });
  return keyed.map((entry) => entry.item);
}
