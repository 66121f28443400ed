// Writing a value as what it means (ADR 048): Intl.NumberFormat and Intl.DateTimeFormat in the reader's locale, one
// rule for tables, charts, KPI cards, insights and exports. Pure and isomorphic; the browser and the server's HTML get
// the same locale (the root loader reads it from Accept-Language), so both write the same text.
import { formatNumber } from "~/lib/format";
import type { PeriodGrain } from "./calendar";
import type { SemanticType } from "./semantic";
import { parseCalendar, toNumber, type CalendarValue } from "./values";

/** The locale when none is known (the worker, tests): what ADR 032 fixed for every reader before. */
export const DEFAULT_LOCALE = "en-US";

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => T): T {
  let found = cache.get(key) as T | undefined;
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}
const numbers = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(`n${locale}${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

/** The first supported language of an Accept-Language header ("de-CH,de;q=0.9" → "de-CH"), else DEFAULT_LOCALE. */
export function localeFrom(acceptLanguage: string | null | undefined): string {
  const tags = (acceptLanguage ?? "")
    .split(",")
    .map((part) => part.split(";")[0].trim())
    .filter((tag) => tag && tag !== "*");
  for (const tag of tags) {
    try {
      const [supported] = Intl.NumberFormat.supportedLocalesOf([tag]);
      if (supported) return supported;
    } catch {
      // a malformed tag is skipped
    }
  }
  return DEFAULT_LOCALE;
}

/** Decimals a plain number shows: none from 1,000 up (and for whole numbers), then 1, 2, or 3 significant digits. */
function decimalsFor(value: number): number {
  const size = Math.abs(value);
  if (size >= 1000 || Number.isInteger(value)) return 0;
  if (size >= 100) return 1;
  if (size >= 1 || size === 0) return 2;
  return Math.min(10, 2 - Math.floor(Math.log10(size)));
}

/** Money: whole units from 1,000 up ("$218,284"), cents below ("$12.50"). */
function moneyDecimals(value: number): number {
  return Math.abs(value) >= 1000 ? 0 : 2;
}

/** One cell, chart label or KPI value as what it means: "$218,284", "12.5%", "1,204", "3.2 days", "Dec 2025". */
export function formatValue(value: unknown, semantic: SemanticType | undefined, locale = DEFAULT_LOCALE): string {
  if (value === null || value === undefined || value === "") return "—";
  if (semantic?.type === "date") {
    const date = parseCalendar(value, true);
    return date ? formatCalendar(date, semantic.grain, locale) : String(value);
  }
  if (semantic?.type === "identifier" || semantic?.type === "text")
    return typeof value === "object" ? JSON.stringify(value) : String(value);
  const number = toNumber(value);
  if (number === null)
    return value instanceof Date
      ? value.toISOString()
      : typeof value === "object"
        ? JSON.stringify(value)
        : String(value);
  return formatNumberAs(number, semantic, locale);
}

export function formatNumberAs(number: number, semantic: SemanticType | undefined, locale = DEFAULT_LOCALE): string {
  if (!Number.isFinite(number)) return String(number);
  switch (semantic?.type) {
    case "currency": {
      const digits = moneyDecimals(number);
      return numbers(locale, {
        style: "currency",
        currency: semantic.currency,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      }).format(number);
    }
    case "percentage": {
      const points = semantic.fraction ? number * 100 : number;
      return numbers(locale, {
        style: "percent",
        maximumFractionDigits: Math.abs(points) >= 1 || points === 0 ? 1 : 2,
      }).format(points / 100);
    }
    case "count":
      return numbers(locale, { maximumFractionDigits: Number.isInteger(number) ? 0 : 1 }).format(number);
    case "duration":
      return numbers(locale, {
        style: "unit",
        unit: semantic.unit,
        unitDisplay: "long",
        maximumFractionDigits: Math.abs(number) >= 100 ? 0 : 1,
      }).format(number);
    default:
      return locale === DEFAULT_LOCALE
        ? formatNumber(number)
        : numbers(locale, { maximumFractionDigits: decimalsFor(number) }).format(number);
  }
}

/** An axis label, short: "$2M", "$500K", "25%", "1.2K". */
export function formatCompact(number: number, semantic: SemanticType | undefined, locale = DEFAULT_LOCALE): string {
  if (!Number.isFinite(number)) return String(number);
  const compact: Intl.NumberFormatOptions = {
    notation: "compact",
    maximumFractionDigits: Math.abs(number) < 1 && number !== 0 ? 2 : 1,
  };
  switch (semantic?.type) {
    case "currency":
      return numbers(locale, { ...compact, style: "currency", currency: semantic.currency }).format(number);
    case "percentage":
      return formatNumberAs(number, semantic, locale);
    case "duration":
      return numbers(locale, { ...compact, style: "unit", unit: semantic.unit, unitDisplay: "short" }).format(number);
    default:
      return numbers(locale, compact).format(number);
  }
}

/** A calendar value at a grain: "2025" / "Q4 2025" / "Dec 2025" / "Dec 1, 2025" (in en-US). */
export function formatCalendar(value: CalendarValue, grain: PeriodGrain, locale = DEFAULT_LOCALE): string {
  if (grain === "year") return String(value.year);
  if (grain === "quarter") return `Q${Math.floor((value.month - 1) / 3) + 1} ${value.year}`;
  const date = new Date(Date.UTC(value.year, value.month - 1, value.day, value.hour, value.minute));
  const options: Intl.DateTimeFormatOptions =
    grain === "month"
      ? { month: "short", year: "numeric" }
      : grain === "time"
        ? { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }
        : { day: "numeric", month: "short", year: "numeric" };
  return cached(`d${locale}${grain}`, () => new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" })).format(
    date,
  );
}

/**
 * A value as a raw export writes it: a number without float noise (money to cents, a count whole, anything else to
 * at most 4 decimals), a date as ISO at its grain ("2025-12-01"), everything else as it came.
 */
export function rawValue(value: unknown, semantic: SemanticType | undefined): unknown {
  if (value === null || value === undefined) return value;
  if (semantic?.type === "date") {
    const date = parseCalendar(value, true);
    if (!date) return value;
    const day = `${date.year}-${pad(date.month)}-${pad(date.day)}`;
    return semantic.grain === "time" ? `${day} ${pad(date.hour)}:${pad(date.minute)}` : day;
  }
  if (semantic?.type === "identifier" || semantic?.type === "text") return value;
  const number = toNumber(value);
  if (number === null) return value;
  const decimals =
    semantic?.type === "currency"
      ? 2
      : semantic?.type === "count" && Number.isInteger(number)
        ? 0
        : semantic?.type === "percentage" && semantic.fraction
          ? 6
          : 4;
  return Number(number.toFixed(decimals));
}

function pad(n: number): string {
  return String(n).padStart(2, "0");
}

/** What a title or axis says the values are in: "USD", "%", "days"; none for counts and plain numbers. */
export function unitOf(semantic: SemanticType | undefined): string | undefined {
  switch (semantic?.type) {
    case "currency":
      return semantic.currency;
    case "percentage":
      return "%";
    case "duration":
      return `${semantic.unit}s`;
    default:
      return undefined;
  }
}
