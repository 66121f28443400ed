// Dates in questions → half-open ranges [start, end), plus the time grain a question asks to bucket by.
import { dict } from "../schema/stem";
import * as chrono from "chrono-node";
import type { TimeGrain } from "../ir";
import type { Token } from "./tokens";

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

const MONTHS = [
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
const MONTH_ABBR = MONTHS.map((m) => m.slice(0, 3));
const UNIT_GRAIN: Record<string, TimeGrain> = dict({
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  quarter: "quarter",
  quarters: "quarter",
  year: "year",
  years: "year",
});
const GRAIN_ADVERBS: Record<string, TimeGrain> = dict({
  daily: "day",
  weekly: "week",
  monthly: "month",
  quarterly: "quarter",
  yearly: "year",
  annually: "year",
  annual: "year",
});

const utc = (y: number, m = 0, d = 1) => new Date(Date.UTC(y, m, d));
const iso = (d: Date) => d.toISOString().slice(0, 10);

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

function monthIndex(word: string | undefined): number {
  if (!word) return -1;
  const i = MONTHS.indexOf(word);
  return i >= 0 ? i : word.length === 3 || word === "sept" ? MONTH_ABBR.indexOf(word.slice(0, 3)) : -1;
}

const RELATION_WORDS: Record<string, DateMention["relation"]> = dict({
  in: "in",
  during: "in",
  of: "in",
  for: "in",
  since: "since",
  from: "since",
  before: "before",
  until: "before",
  prior: "before",
  after: "after",
  later: "after",
});

/** Finds date mentions in order; each token belongs to at most one. */
export function findDates(tokens: Token[], now: Date): DateMention[] {
  const found: DateMention[] = [];
  const used = new Set<number>();
  const n = (i: number) => tokens[i]?.norm;
  const take = (m: DateMention | undefined) => {
    if (!m || m.tokens.some((t) => used.has(t))) return;
    m.tokens.forEach((t) => used.add(t));
    found.push(m);
  };
  for (let i = 0; i < tokens.length; i++) take(between(tokens, i, now));
  for (let i = 0; i < tokens.length; i++) take(weekdays(tokens, i));
  for (let i = 0; i < tokens.length; i++) {
    if (used.has(i)) continue;
    take(relative(tokens, i, now) ?? absolute(tokens, i, now));
  }
  for (const m of found) {
    // "after the year 2011": the relation word stands before "the year"
    const named =
      n(m.tokens[0] - 1) === "year" &&
      n(m.tokens[0] - 2) === "the" &&
      RELATION_WORDS[n(m.tokens[0] - 3) ?? ""] &&
      m.year !== undefined
        ? 2
        : n(m.tokens[0] - 1) === "the" && /^\d{4}s$/.test(m.label) && RELATION_WORDS[n(m.tokens[0] - 2) ?? ""]
          ? 1
          : 0;
    const before = m.tokens[0] - 1 - named;
    const rel = RELATION_WORDS[n(before) ?? ""];
    if (rel && m.relation === "in") {
      m.relation = rel;
      if (rel !== "in") m.tokens.unshift(before, ...Array.from({ length: named }, (_, k) => before + 1 + k));
      if (rel === "before" && n(before - 1) === "prior") m.tokens.unshift(before - 1);
      // "on or after 1 May" includes the day: since it; "on or before 31 May": before the day after it
      if ((rel === "after" || rel === "before") && n(before - 1) === "or" && n(before - 2) === "on") {
        m.tokens.unshift(before - 2, before - 1);
        if (rel === "after") m.relation = "since";
        else m.start = m.end;
      }
    }
    // "songs from 1998" are of that year; "from 1998 on" is since
    if (
      m.relation === "since" &&
      n(before) === "from" &&
      !["on", "onward", "onwards"].includes(n(m.tokens.at(-1)! + 1) ?? "")
    )
      m.relation = "in";
    if (m.relation === "in" && ["onward", "onwards"].includes(n(m.tokens.at(-1)! + 1) ?? "")) m.relation = "since";
  }
  return found.sort((a, b) => a.tokens[0] - b.tokens[0]);
}

const DAY_NAMES = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];
const ALL_TIME = { start: new Date(Date.UTC(1, 0, 1)), end: new Date(Date.UTC(9999, 0, 1)) };

/** "on weekends", "during weekdays", "on Mondays", "every Friday": days of the week, whatever the dates. */
function weekdays(tokens: Token[], i: number): DateMention | undefined {
  const w = tokens[i].norm;
  const day = DAY_NAMES.findIndex((d) => w === d || w === `${d}s`) + 1;
  // "by weekday", "which weekday": the days are the groups, not a condition
  const grouping = ["by", "per", "each", "which", "what"].includes(tokens[i - 1]?.norm ?? "");
  const range: [number, number] | undefined = /^weekends?$/.test(w)
    ? [6, 7]
    : /^weekdays?$/.test(w) && !grouping
      ? [1, 5]
      : day
        ? [day, day]
        : undefined;
  if (!range) return undefined;
  // "on a Monday", "at the weekend": the words before belong to the mention
  let first = i;
  while (["a", "the"].includes(tokens[first - 1]?.norm ?? "")) first--;
  if (["on", "at", "during", "over", "every", "each"].includes(tokens[first - 1]?.norm ?? "")) first--;
  // a day name alone ("Monday's orders") reads as a weekday only with a preposition or as a plural
  if (day && first === i && !w.endsWith("s")) return undefined;
  return {
    ...ALL_TIME,
    label: tokens
      .slice(first, i + 1)
      .map((t) => t.raw)
      .join(" "),
    tokens: Array.from({ length: i - first + 1 }, (_, k) => first + k),
    relation: "in",
    weekdays: range,
  };
}

function relative(tokens: Token[], i: number, now: Date): DateMention | undefined {
  const w = tokens[i].norm;
  const today = startOf(now, "day");
  if (w === "today")
    return { start: today, end: addGrain(today, "day", 1), label: "today", tokens: [i], relation: "in" };
  if (w === "yesterday")
    return { start: addGrain(today, "day", -1), end: today, label: "yesterday", tokens: [i], relation: "in" };
  if (w === "ytd" || (w === "year" && tokens[i + 1]?.norm === "to" && tokens[i + 2]?.norm === "date")) {
    return {
      start: startOf(now, "year"),
      end: addGrain(today, "day", 1),
      label: "year to date",
      tokens: w === "ytd" ? [i] : [i, i + 1, i + 2],
      relation: "in",
    };
  }
  if (!["last", "past", "previous", "this", "current", "next"].includes(w)) return undefined;
  const count = tokens[i + 1]?.kind === "number" && !tokens[i + 1].ordinal ? tokens[i + 1].value! : undefined;
  // "the past 6 calendar months": whole months, from the start of the sixth one back
  const calendar = count !== undefined && tokens[i + 2]?.norm === "calendar";
  const unitIndex = count !== undefined ? i + 2 + (calendar ? 1 : 0) : i + 1;
  const grain = UNIT_GRAIN[tokens[unitIndex]?.norm ?? ""];
  if (!grain) return undefined;
  const qualifier = trailingQualifier(tokens, unitIndex + 1, grain);
  const span = [...Array.from({ length: unitIndex - i + 1 }, (_, k) => i + k), ...qualifier.tokens];
  if (count !== undefined && qualifier.excludeCurrent) {
    // "the last 4 quarters, excluding this one": four whole quarters before the current one
    const current = startOf(now, grain);
    return {
      start: addGrain(current, grain, -count),
      end: current,
      label: `last ${count} ${tokens[unitIndex].norm} before this ${grain}`,
      tokens: span,
      relation: "in",
    };
  }
  if (count !== undefined || qualifier.rolling) {
    const n = count ?? 1;
    const start = calendar ? startOf(addGrain(today, grain, -n), grain) : addGrain(today, grain, -n);
    return {
      start,
      end: addGrain(today, "day", 1),
      label: `last ${n} ${calendar ? "calendar " : ""}${count === undefined ? grain : tokens[unitIndex].norm}`,
      tokens: span,
      relation: "in",
    };
  }
  const current = startOf(now, grain);
  if (w === "this" || w === "current")
    return { start: current, end: addGrain(current, grain, 1), label: `this ${grain}`, tokens: span, relation: "in" };
  if (w === "next")
    return {
      start: addGrain(current, grain, 1),
      end: addGrain(current, grain, 2),
      label: `next ${grain}`,
      tokens: span,
      relation: "in",
    };
  return { start: addGrain(current, grain, -1), end: current, label: `last ${grain}`, tokens: span, relation: "in" };
}

/**
 * What a period's edges are said to include: "inclusive of today", "including 30 days ago" change nothing (a last-N
 * period already runs to today); "excluding the current month", "not including the current week" end it where the
 * current unit starts; "including N days ago" makes "the past month" a month back from today.
 */
function trailingQualifier(
  tokens: Token[],
  from: number,
  grain: string,
): { tokens: number[]; excludeCurrent?: boolean; rolling?: boolean } {
  let i = from;
  while (tokens[i]?.kind === "punct" && ["(", ","].includes(tokens[i].norm)) i++;
  const w = tokens[i]?.norm;
  const two = `${w} ${tokens[i + 1]?.norm}`;
  const include = w === "inclusive" || w === "including" || w === "incl";
  const exclude =
    w === "excluding" || w === "exclusive" || w === "except" || two === "not including" || two === "but not";
  if (!include && !exclude) return { tokens: [] };
  let j = i + (two === "not including" || two === "but not" ? 2 : 1);
  if (tokens[j]?.norm === "of") j++;
  if (tokens[j]?.norm === "the") j++;
  const end = tokens.findIndex((t, k) => k >= j && (t.kind === "punct" || k - j >= 4));
  const stop = end < 0 ? tokens.length : end;
  const said = tokens.slice(j, stop);
  const current =
    (said[0]?.norm === "current" || said[0]?.norm === "this") && UNIT_GRAIN[said[1]?.norm ?? ""] === grain;
  const edge = said[0]?.norm === "today" || said.some((t) => t.norm === "ago") || current;
  if (!edge) return { tokens: [] };
  const last = said[0]?.norm === "today" ? j : current ? j + 1 : said.findIndex((t) => t.norm === "ago") + j;
  const closing = tokens[last + 1]?.norm === ")" ? last + 1 : last;
  // "the past week, including 7 days ago": seven days back from today, not the last calendar week
  return {
    tokens: Array.from({ length: closing - from + 1 }, (_, k) => from + k),
    excludeCurrent: exclude && current,
    rolling: include && said.some((t) => t.norm === "ago"),
  };
}

/** A case-insensitive pattern for a date written as text ("March 4, 2010", "4 Mar 2010", "March 2010"). */
export function textDatePattern(parts: NonNullable<DateMention["parts"]>): string {
  const month = `${MONTH_ABBR[parts.month]}[a-z]*\\.?`;
  const day = parts.day === undefined ? "" : `0?${parts.day}`;
  const edge = (p: string) => `(^|[^0-9])${p}([^0-9]|$)`;
  const monthDay =
    parts.day === undefined ? month : `(${month}\\s+${day}([^0-9]|$)|(^|[^0-9])${day}(st|nd|rd|th)?\\s+${month})`;
  return parts.year === undefined ? monthDay : `${monthDay}.*${parts.year}|${edge(String(parts.year))}.*${month}`;
}

const ORDINAL_WORDS: Record<string, number> = { first: 1, second: 2, third: 3, fourth: 4 };

/** "2023", "Q3 2023", "March 2023", "March", "2023-01-05", "Jan 5, 2023". */
function absolute(tokens: Token[], i: number, now: Date): DateMention | undefined {
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
  // "the 2nd quarter of 2031", "the third quarter 2030": Q1…Q4
  const ordinal = t.kind === "number" && t.ordinal ? t.value : ORDINAL_WORDS[t.norm];
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
    : (t.norm === "first" || t.norm === "second") && tokens[i + 1]?.norm === "half"
      ? t.norm === "first"
        ? 1
        : 2
      : undefined;
  if (half) {
    const at = t.norm.startsWith("h") ? i + 1 : tokens[i + 2]?.norm === "of" ? i + 3 : i + 2;
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
  const contextual =
    ["in", "since", "from", "between", "until", "before", "after", "during", "of", "and", "to"].includes(prev) ||
    next?.year ||
    next?.kind === "number";
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

/** "between March and May 2023", "from 2019 to 2021", "2006-2013". */
function between(tokens: Token[], i: number, now: Date): DateMention | undefined {
  const w = tokens[i].norm;
  const opener = w === "between" || w === "from";
  const startAt = opener ? i + 1 : i;
  const a = absolute(tokens, startAt, now);
  if (!a) return undefined;
  const joinIndex = a.tokens.at(-1)! + 1;
  const joiner = tokens[joinIndex]?.norm;
  if (
    !(joiner === "and" && w === "between") &&
    !(joiner === "to" || joiner === "through" || joiner === "until" || joiner === "-")
  )
    return undefined;
  if (!opener && joiner !== "-") return undefined;
  const b = absolute(tokens, joinIndex + 1, now);
  if (!b) return undefined;
  const tokensUsed = [...(opener ? [i] : []), ...a.tokens, joinIndex, ...b.tokens];
  let start = a.start;
  if (a.year === undefined && b.year !== undefined) start = utc(b.year, a.start.getUTCMonth(), a.start.getUTCDate());
  if (a.year === undefined && b.year === undefined && /^[A-Z]/.test(a.label) && start > b.start)
    start = addGrain(start, "year", -1);
  return { start, end: b.end, label: `between ${a.label} and ${b.label}`, tokens: tokensUsed, relation: "in" };
}

/** "by month", "per week", "monthly", "each quarter", "over time". */
export function findGrain(tokens: Token[]): { grain: TimeGrain; tokens: number[] } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].norm;
    // "by day of the week", "which weekday"
    const ofWeek = w === "day" && tokens[i + 1]?.norm === "of" ? (tokens[i + 2]?.norm === "the" ? i + 3 : i + 2) : -1;
    const weekday =
      (ofWeek > 0 && tokens[ofWeek]?.norm === "week") ||
      w === "weekday" ||
      (w === "weekdays" && tokens[i - 1]?.norm === "by");
    if (weekday && ["by", "per", "each", "every", "which", "what"].includes(tokens[i - 1]?.norm ?? ""))
      return {
        grain: "weekday",
        tokens: Array.from({ length: (ofWeek > 0 ? ofWeek : i) - i + 2 }, (_, k) => i - 1 + k),
      };
    if (GRAIN_ADVERBS[w]) return { grain: GRAIN_ADVERBS[w], tokens: [i] };
    const prev = tokens[i - 1]?.norm;
    if (UNIT_GRAIN[w] && ["by", "per", "each", "every", "which", "what"].includes(prev ?? ""))
      return { grain: UNIT_GRAIN[w], tokens: [i - 1, i] };
    if (UNIT_GRAIN[w] && prev === "and" && tokens.slice(0, i).some((t) => t.norm === "by" || t.norm === "per"))
      return { grain: UNIT_GRAIN[w], tokens: [i] };
    // "for each of the past 6 months": the period is cut into its months ("each of" is the grain; the rest the period)
    if (UNIT_GRAIN[w]) {
      const each = tokens.findIndex((t, j) => j < i && j >= i - 5 && t.norm === "each" && tokens[j + 1]?.norm === "of");
      const between = each >= 0 ? tokens.slice(each + 2, i).map((t) => t.norm) : [];
      if (
        each >= 0 &&
        between.some((n) => ["last", "past", "previous", "prior", "next"].includes(n)) &&
        between.every((n) => ["the", "last", "past", "previous", "prior", "next"].includes(n) || /^\d+$/.test(n))
      )
        return { grain: UNIT_GRAIN[w], tokens: [each, each + 1] };
    }
    if (w === "time" && prev === "over") return { grain: "month", tokens: [i - 1, i] };
    if (w === "trend") return { grain: "month", tokens: [i] };
  }
  return undefined;
}

export function formatDate(d: Date): string {
  return iso(d);
}
