// How Askdata writes numbers and dates, everywhere: charts, tables, lists and sentences (ADR 032). A fixed locale
// and UTC, so the server's HTML and the browser's agree and a number reads the same in a chart and in a table.

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(maxDecimals: number, minDecimals = 0): Intl.NumberFormat {
  const key = `${maxDecimals}/${minDecimals}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat("en-US", { maximumFractionDigits: maxDecimals, minimumFractionDigits: minDecimals });
    formatters.set(key, cached);
  }
  return cached;
}

/** 1234 → "1,234"; 1234.567 → "1,235"; 12.345 → "12.35"; 0.01234 → "0.0123". Fewer decimals the larger the number. */
export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const size = Math.abs(value);
  if (size >= 1000 || Number.isInteger(value)) return formatter(0).format(value);
  if (size >= 100) return formatter(1).format(value);
  if (size >= 1 || size === 0) return formatter(2).format(value);
  // Three significant digits for small fractions.
  return formatter(Math.min(10, 2 - Math.floor(Math.log10(size)))).format(value);
}

/** Exactly `decimals` decimals, with separators: what a chart format such as "{point.percentage:.1f}" asks for. */
export function formatDecimals(value: number, decimals: number): string {
  return Number.isFinite(value) ? formatter(decimals, decimals).format(value) : String(value);
}

/** 31.234 → "31.2%"; 0.04 → "0.04%". The input is already a percentage. */
export function formatPercent(value: number): string {
  return `${formatter(Math.abs(value) >= 1 ? 1 : 2).format(value)}%`;
}

export const MONTH_NAMES = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "Jun",
  "Jul",
  "Aug",
  "Sep",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** "5 Jan 2025", the UTC calendar day; "" for no date or an unreadable one. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return `${date.getUTCDate()} ${MONTH_NAMES[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
