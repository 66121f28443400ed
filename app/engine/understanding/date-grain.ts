// The time grain a question buckets by: "by month", "per quarter", "monthly", "each year".
import { dict } from "../schema/stem";
import type { TimeGrain } from "../ir";
import type { Token } from "./tokens";

export const UNIT_GRAIN: Record<string, TimeGrain> = dict({
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
  decade: "decade",
  decades: "decade",
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

/** Words before a unit that make it the groups: "by month", "each quarter", "which year". */
const GROUP_LEADS = new Set(["by", "per", "each", "every", "which", "what"]);

/** "by month", "per week", "monthly", "each quarter", "over time". */
export function findGrain(tokens: Token[]): { grain: TimeGrain; tokens: number[] } | undefined {
  const found = calendarGrain(tokens);
  const every = found?.grain === "month" ? allYears(tokens) : undefined;
  return every ? { grain: "month_of_year", tokens: [...found!.tokens, ...every] } : found;
}

function calendarGrain(tokens: Token[]): { grain: TimeGrain; tokens: number[] } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const w = tokens[i].norm;
    // "by day of the week", "which weekday"
    const ofWeek = w === "day" && tokens[i + 1]?.norm === "of" ? (tokens[i + 2]?.norm === "the" ? i + 3 : i + 2) : -1;
    const weekday =
      (ofWeek > 0 && tokens[ofWeek]?.norm === "week") ||
      w === "weekday" ||
      (w === "weekdays" && tokens[i - 1]?.norm === "by");
    if (weekday && GROUP_LEADS.has(tokens[i - 1]?.norm ?? ""))
      return {
        grain: "weekday",
        tokens: Array.from({ length: (ofWeek > 0 ? ofWeek : i) - i + 2 }, (_, k) => i - 1 + k),
      };
    const cyclic = cyclicGrain(tokens, i);
    if (cyclic) return cyclic;
    if (GRAIN_ADVERBS[w]) return { grain: GRAIN_ADVERBS[w], tokens: [i] };
    const prev = tokens[i - 1]?.norm;
    if (UNIT_GRAIN[w] && GROUP_LEADS.has(prev ?? "")) return { grain: UNIT_GRAIN[w], tokens: [i - 1, i] };
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

/** "by month of the year", "per hour of day", "at what hour": a cycle's places, every year's (or day's) alike,
 * not the calendar's months or hours one after another. */
function cyclicGrain(tokens: Token[], i: number): { grain: TimeGrain; tokens: number[] } | undefined {
  const w = tokens[i].norm;
  const month = /^months?$/.test(w);
  if ((!month && !/^hours?$/.test(w)) || !GROUP_LEADS.has(tokens[i - 1]?.norm ?? "")) return undefined;
  // "of the year", "of the day", "of year"
  const of = tokens[i + 1]?.norm === "of" ? (tokens[i + 2]?.norm === "the" ? i + 3 : i + 2) : -1;
  const cycle = of > 0 && tokens[of]?.norm === (month ? "year" : "day") ? of : -1;
  // a month is the calendar's unless "of the year" (or "across all years", below) says every year's; an hour is
  // always the day's
  if (month && cycle < 0) return undefined;
  const end = cycle > 0 ? cycle : i;
  return {
    grain: month ? "month_of_year" : "hour_of_day",
    tokens: Array.from({ length: end - i + 2 }, (_, k) => i - 1 + k),
  };
}

/** "across all years", "taking all years together", "over all the years": months of every year in one group. */
export function allYears(tokens: Token[]): number[] | undefined {
  const at = tokens.findIndex(
    (t, k) => t.norm === "all" && /^years?$/.test(tokens[k + (tokens[k + 1]?.norm === "the" ? 2 : 1)]?.norm ?? ""),
  );
  if (at < 0) return undefined;
  const end = at + (tokens[at + 1].norm === "the" ? 2 : 1);
  const lead = ["across", "over", "taking", "in", "for"].includes(tokens[at - 1]?.norm ?? "") ? at - 1 : at;
  const tail = tokens[end + 1]?.norm === "together" ? end + 1 : end;
  return Array.from({ length: tail - lead + 1 }, (_, k) => lead + k);
}
