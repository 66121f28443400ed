// Dates named outright: "in 2023", "March 2024", "Q3 2022", "between May and July", "on 4 March 2021".
import * as chrono from "chrono-node";
import type { Token } from "./tokens";
import { type DateMention, MONTHS, utc, iso, addGrain, monthIndex } from "./date-calendar";

const ORDINAL_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };

/** "2023", "Q3 2023", "March 2023", "March", "2023-01-05", "Jan 5, 2023". */
export function absolute(tokens: Token[], i: number, now: Date): DateMention | undefined {
  const t = tokens[i];
  if (!t) return undefined; // "… where is it from" ends where a range would start
  const next = tokens[i + 1];
  const quarter = t.norm.match(/^q([1-4])$/);
  if (quarter) {
    const year = next?.year ? next.value! : now.getUTCFullYear();
    const start = utc(year, (Number(quarter[1]) - 1) * 3);
    return {
      start,
      end: addGrain(start, "quarter", 1),
      label: `Q${quarter[1]} ${year}`,
      tokens: next?.year ? [i, i + 1] : [i],
      relation: "in",
    };
  }
  // "the last quarter of 2010", "the final month of 2019": the last of a year named outright ("last quarter" alone
  // is the one before this)
  const lastOf =
    ["last", "final"].includes(t.norm) && tokens[i + 2]?.norm === "of" && tokens[i + 3]?.year
      ? { quarter: 4, half: 2, month: 12 }[tokens[i + 1]?.norm ?? ""]
      : undefined;
  if (lastOf === 12) {
    const start = utc(tokens[i + 3].value!, 11);
    const end = addGrain(start, "month", 1);
    return { start, end, label: `December ${tokens[i + 3].value}`, tokens: [i, i + 1, i + 2, i + 3], relation: "in" };
  }
  // "the 2nd quarter of 2031", "the third quarter 2030": Q1…Q4
  const ordinal =
    t.kind === "number" && t.ordinal
      ? t.value
      : tokens[i + 1]?.norm === "quarter"
        ? (lastOf ?? ORDINAL_WORDS[t.norm])
        : ORDINAL_WORDS[t.norm];
  if (ordinal && ordinal <= 4 && tokens[i + 1]?.norm === "quarter") {
    const at = tokens[i + 2]?.norm === "of" ? i + 3 : i + 2;
    const yearToken = tokens[at]?.year ? tokens[at] : undefined;
    const year = yearToken ? yearToken.value! : now.getUTCFullYear();
    const start = utc(year, (ordinal - 1) * 3);
    const used = Array.from({ length: (yearToken ? at : i + 1) - i + 1 }, (_, k) => i + k);
    return {
      start,
      end: addGrain(start, "quarter", 1),
      label: `Q${ordinal} ${year}`,
      tokens: used,
      year: undefined,
      relation: "in",
    };
  }
  // "the first half of 2031", "H2 2030": six months
  const half = t.norm.match(/^h([12])$/)
    ? Number(t.norm[1])
    : lastOf === 2 && tokens[i + 1]?.norm === "half"
      ? 2
      : (t.norm === "first" || t.norm === "second") && tokens[i + 1]?.norm === "half"
        ? t.norm === "first"
          ? 1
          : 2
        : undefined;
  if (half) {
    const at = /^h[12]$/.test(t.norm) ? i + 1 : tokens[i + 2]?.norm === "of" ? i + 3 : i + 2;
    const yearToken = tokens[at]?.year ? tokens[at] : undefined;
    const year = yearToken ? yearToken.value! : now.getUTCFullYear();
    const start = utc(year, (half - 1) * 6);
    const used = Array.from({ length: (yearToken ? at : at - 1) - i + 1 }, (_, k) => i + k).filter(
      (k) => k < tokens.length,
    );
    return {
      start,
      end: addGrain(start, "month", 6),
      label: `H${half} ${year}`,
      tokens: used,
      year: undefined,
      relation: "in",
    };
  }
  const month = monthIndex(t.norm);
  if (month >= 0 && t.kind === "word") return monthMention(tokens, i, month, now);
  // "the 1950s", "the 1760's": a decade
  const apostrophe =
    /^(1[5-9]|20)\d0$/.test(t.norm) && ["'", "’"].includes(next?.norm ?? "") && tokens[i + 2]?.norm === "s";
  const decade = t.norm.match(/^((?:1[5-9]|20)\d0)s$/) ?? (apostrophe ? [t.norm, t.norm] : null);
  if (decade) {
    const year = Number(decade[1]);
    return {
      start: utc(year),
      end: utc(year + 10),
      label: `${year}s`,
      tokens: apostrophe ? [i, i + 1, i + 2] : [i],
      relation: "in",
    };
  }
  // "2026-03-08" arrives as 2026, -, 03, -, 08: one day, not the year 2026
  const [dash1, mm, dash2, dd] = [tokens[i + 1], tokens[i + 2], tokens[i + 3], tokens[i + 4]];
  if (
    t.kind === "number" &&
    t.year &&
    dash1?.raw === "-" &&
    dash2?.raw === "-" &&
    mm?.kind === "number" &&
    dd?.kind === "number" &&
    mm.value! >= 1 &&
    mm.value! <= 12 &&
    dd.value! >= 1 &&
    dd.value! <= 31
  ) {
    const start = utc(t.value!, mm.value! - 1, dd.value!);
    return {
      start,
      end: addGrain(start, "day", 1),
      label: iso(start),
      tokens: [i, i + 1, i + 2, i + 3, i + 4],
      relation: "in",
      parts: { year: t.value!, month: mm.value! - 1, day: dd.value! },
    };
  }
  if (t.kind === "number" && t.year && !t.currency && !t.percent && Number.isInteger(t.value)) {
    return {
      start: utc(t.value!),
      end: utc(t.value! + 1),
      label: String(t.value),
      tokens: [i],
      year: t.value,
      relation: "in",
    };
  }
  if (t.kind === "word" && /^\d{4}-\d{2}-\d{2}$/.test(t.norm)) {
    const parsed = chrono.parseDate(t.norm, now);
    if (parsed) {
      const start = utc(parsed.getFullYear(), parsed.getMonth(), parsed.getDate());
      return { start, end: addGrain(start, "day", 1), label: iso(start), tokens: [i], relation: "in" };
    }
  }
  return undefined;
}

function monthMention(tokens: Token[], i: number, month: number, now: Date): DateMention | undefined {
  const prev = tokens[i - 1]?.norm ?? "";
  const next = tokens[i + 1];
  // "may" and "march" are also verbs: require a date context
  // (a day number before it, "1 May", is one too)
  const dayBefore = tokens[i - 1]?.kind === "number" && !tokens[i - 1].year && !tokens[i - 1].duration;
  const contextual =
    ["in", "since", "from", "between", "until", "before", "after", "during", "of", "and", "to"].includes(prev) ||
    next?.year ||
    next?.kind === "number" ||
    (dayBefore && ["from", "between", "on", "since", "until", "before", "after"].includes(tokens[i - 2]?.norm ?? ""));
  if (
    !contextual ||
    (tokens[i].norm.length === 3 && tokens[i].norm !== "may" && !next?.year && next?.kind !== "number")
  )
    return undefined;
  // "4 june 2007", "30th november": the day written first
  const dayFirst = tokens[i - 1];
  if (
    dayFirst?.kind === "number" &&
    !dayFirst.year &&
    !dayFirst.duration &&
    Number.isInteger(dayFirst.value) &&
    dayFirst.value! >= 1 &&
    dayFirst.value! <= 31 &&
    !(next?.kind === "number" && !next.year)
  ) {
    const year = next?.year ? next.value! : now.getUTCFullYear();
    const start = utc(year, month, dayFirst.value!);
    const parts = { month, day: dayFirst.value!, year: next?.year ? year : undefined };
    return {
      start,
      end: addGrain(start, "day", 1),
      label: iso(start),
      tokens: next?.year ? [i - 1, i, i + 1] : [i - 1, i],
      relation: "in",
      parts,
    };
  }
  if (next?.kind === "number" && !next.year && next.value! >= 1 && next.value! <= 31) {
    const yearToken = tokens[i + 2]?.norm === "," ? tokens[i + 3] : tokens[i + 2];
    const year = yearToken?.year ? yearToken.value! : now.getUTCFullYear();
    const start = utc(year, month, next.value!);
    const span = yearToken?.year ? [i, i + 1, yearToken.index] : [i, i + 1];
    const parts = { month, day: next.value!, year: yearToken?.year ? year : undefined };
    return { start, end: addGrain(start, "day", 1), label: iso(start), tokens: span, relation: "in", parts };
  }
  let year = next?.year ? next.value! : now.getUTCFullYear();
  if (!next?.year && month > now.getUTCMonth()) year -= 1; // "since March" means the most recent March
  const start = utc(year, month);
  const label = `${MONTHS[month][0].toUpperCase()}${MONTHS[month].slice(1)} ${year}`;
  return {
    start,
    end: addGrain(start, "month", 1),
    label,
    tokens: next?.year ? [i, i + 1] : [i],
    relation: "in",
    parts: { month, year: next?.year ? year : undefined },
  };
}

/** Words that put a range of years without "from" in time: "over 2002 to 2004", "in 2019 through 2021". */
const RANGE_LEADS = new Set(["in", "over", "during", "for", "across", "covering", "spanning"]);

/** "between March and May 2023", "from 2019 to 2021", "2006-2013", "2019 to 2021". */
export function between(tokens: Token[], i: number, now: Date): DateMention | undefined {
  const w = tokens[i].norm;
  const opener = w === "between" || w === "from";
  const startAt = opener ? i + 1 : i;
  const a = dateAt(tokens, startAt, now);
  if (!a) return opener && isDay(tokens[startAt]) ? dayRange(tokens, i, now) : undefined;
  const joinIndex = a.tokens.at(-1)! + 1;
  const joiner = tokens[joinIndex]?.norm;
  if (
    !(joiner === "and" && w === "between") &&
    !(joiner === "to" || joiner === "through" || joiner === "until" || joiner === "-")
  )
    return undefined;
  const b = dateAt(tokens, joinIndex + 1, now);
  if (!b) return undefined;
  // "2002 to 2004", "over 2019 through 2021": two years make a range without "from"; the word before is its "in"
  const years = (m: DateMention) => m.tokens.every((k) => tokens[k].year);
  if (!opener && joiner !== "-" && !(years(a) && years(b))) return undefined;
  const lead = !opener && joiner !== "-" && RANGE_LEADS.has(tokens[i - 1]?.norm ?? "") ? [i - 1] : [];
  const tokensUsed = [...lead, ...(opener ? [i] : []), ...a.tokens, joinIndex, ...b.tokens];
  let start = a.start;
  // "between May 1 and May 7, 2008": the first date borrows the year written once, after the second
  const aYear = a.tokens.some((k) => tokens[k].year);
  const bYear = b.tokens.find((k) => tokens[k].year);
  if (!aYear && bYear !== undefined) start = utc(tokens[bYear].value!, a.start.getUTCMonth(), a.start.getUTCDate());
  if (a.year === undefined && b.year === undefined && /^[A-Z]/.test(a.label) && start > b.start)
    start = addGrain(start, "year", -1);
  return { start, end: b.end, label: `between ${a.label} and ${b.label}`, tokens: tokensUsed, relation: "in" };
}

const isDay = (t: Token | undefined) =>
  t?.kind === "number" && !t.year && Number.isInteger(t.value) && t.value! >= 1 && t.value! <= 31;

/** A date starting at `k`; "1 May" is read from its month, which looks back at the day. */
function dateAt(tokens: Token[], k: number, now: Date): DateMention | undefined {
  const own = absolute(tokens, k, now);
  if (own || !isDay(tokens[k])) return own;
  const month = absolute(tokens, k + 1, now);
  return month?.tokens.includes(k) ? month : undefined;
}

/** "between 3 and 9 March 2021", "from 12 to 18 June": the first day borrows the second day's month and year. */
function dayRange(tokens: Token[], i: number, now: Date): DateMention | undefined {
  const joiner = tokens[i + 2]?.norm;
  if (!((joiner === "and" && tokens[i].norm === "between") || ["to", "through", "until", "-"].includes(joiner ?? "")))
    return undefined;
  const b = absolute(tokens, i + 3, now) ?? absolute(tokens, i + 4, now);
  if (!b?.tokens.includes(i + 3) || b.end.getTime() - b.start.getTime() !== 86_400_000) return undefined;
  const start = utc(b.start.getUTCFullYear(), b.start.getUTCMonth(), tokens[i + 1].value!);
  if (start >= b.end) return undefined;
  return {
    start,
    end: b.end,
    label: `${tokens[i + 1].value}–${b.label}`,
    tokens: [i, i + 1, i + 2, ...b.tokens],
    relation: "in",
  };
}
