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
