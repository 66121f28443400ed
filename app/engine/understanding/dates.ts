// Dates in questions → half-open ranges [start, end), plus the time grain a question asks to bucket by.
import { dict } from "../schema/stem";
import type { Token } from "./tokens";
import { absolute, between } from "./absolute-dates";
import { type DateMention, MONTH_ABBR, startOf, addGrain, ALL_TIME } from "./date-calendar";
import { UNIT_GRAIN } from "./date-grain";

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

/** "on weekends", "during weekdays", "on Mondays", "every Friday": days of the week, whatever the dates. */
export function weekdays(tokens: Token[], i: number): DateMention | undefined {
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
  // "the last quarter of 2010" is the year's last, read with the dates named outright
  if (tokens[i + 2]?.norm === "of" && tokens[i + 3]?.year) return undefined;
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
