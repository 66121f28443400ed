// A drill's filter in words (issue 37 item 2): "Category is Books", "Month is Mar 2024" — the field as the chart
// labelled it, the value as the chart wrote it.
import { capitalize, humanizeName } from "./format";
import { formatPeriod, type PeriodGrain } from "./calendar";
import { parseCalendar } from "./values";

const WEEKDAYS: Record<string, string> = {
  "1": "Monday",
  "2": "Tuesday",
  "3": "Wednesday",
  "4": "Thursday",
  "5": "Friday",
  "6": "Saturday",
  "7": "Sunday",
};

/** Grains a bucket is written at; a week is written by its first day. */
const PERIOD_GRAINS = new Set(["year", "quarter", "month", "day"]);

export interface WordedCondition {
  /** The chart's label of the field ("category", "month"), else the schema's name of the column. */
  field: string;
  grain?: string;
  temporal: boolean;
  value: string | number | boolean | null;
}

/** The clicked value as the chart wrote it. */
export function valueWords(condition: Pick<WordedCondition, "grain" | "temporal" | "value">): string {
  const { value, grain } = condition;
  if (value === null) return "empty";
  if (grain === "weekday") return WEEKDAYS[String(value).trim()[0]] ?? String(value);
  const date = condition.temporal ? parseCalendar(value, true) : null;
  if (date) return formatPeriod(date, PERIOD_GRAINS.has(grain ?? "") ? (grain as PeriodGrain) : "day");
  if (typeof value === "boolean") return value ? "yes" : "no";
  return String(value);
}

/** "Category is Books"; a week reads "Week of 4 Mar 2024"; a missing value "Region is empty". */
export function conditionWords(condition: WordedCondition): string {
  const field = capitalize(humanizeName(condition.field));
  const value = valueWords(condition);
  if (condition.grain === "week" && condition.value !== null) return `${field} is the week of ${value}`;
  return `${field} is ${value}`;
}
