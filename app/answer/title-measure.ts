// Whether a widget's title names the measure its SQL computes (issue 36: "Order Total by Month" over a count of
// orders). Read from the SQL alone, not from the words that made the title, so it checks titles from any source:
// the answer's naming, the dashboard plan or an LLM's plan.
import { nameWords } from "./values";

export interface SqlMeasure {
  aggregate: "count" | "sum" | "avg" | "min" | "max";
  /** The column aggregated, when it is one ("total", "mrr"); absent for COUNT(*) and expressions. */
  column?: string;
  /** Aggregated over an expression (quantity × price): a derived amount. */
  expression: boolean;
}

/** The outermost select list's items, split at its top-level commas. */
function selectItems(sql: string): string[] {
  const text = sql
    .replace(/["`[\]]/g, "")
    .replace(/\s+/g, " ")
    .toLowerCase();
  let depth = 0;
  let start = -1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "(") depth++;
    else if (ch === ")") depth--;
    else if (depth === 0 && start < 0 && /^select\b/.test(text.slice(i)) && !/\w/.test(text[i - 1] ?? ""))
      start = i + 6;
    else if (depth === 0 && start >= 0 && /^ from\b/.test(text.slice(i))) return splitTop(text.slice(start, i));
  }
  return start >= 0 ? splitTop(text.slice(start)) : [];
}

function splitTop(list: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    if (list[i] === "(") depth++;
    else if (list[i] === ")") depth--;
    else if (list[i] === "," && depth === 0) {
      items.push(list.slice(from, i).trim());
      from = i + 1;
    }
  }
  return [...items, list.slice(from).trim()].filter(Boolean);
}

/** The argument of the call that opens at `open` (the index of its "("). */
function argumentAt(text: string, open: number): string {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return text.slice(open + 1, i).trim();
  }
  return text.slice(open + 1);
}

/** The first aggregate of the outermost select list: what the widget's figure is. */
export function measureOfSql(sql: string): SqlMeasure | undefined {
  for (const item of selectItems(sql)) {
    const match = /\b(count|sum|avg|min|max)\s*\(/.exec(item);
    if (!match) continue;
    const argument = argumentAt(item, match.index + match[0].length - 1).replace(/^distinct\s+/, "");
    const column = /^(?:[a-z0-9_]+\.)*([a-z0-9_]+)$/.exec(argument)?.[1];
    const aggregate = match[1] as SqlMeasure["aggregate"];
    if (argument === "*" || (aggregate === "count" && !column)) return { aggregate, expression: false };
    return { aggregate, ...(column ? { column } : {}), expression: !column };
  }
  return undefined;
}

const MONEY_WORDS = /\b(revenue|sales|value|amount|mrr|arr|price|cost|spend|income|profit|fee|fees|gmv)\b/;
const COUNT_WORDS = /\b(number|count|how many|volume)\b/;
const AVERAGE_WORDS = /\b(average|avg|mean|typical)\b/;
/** A column that only says it holds an amount: a title may call its sum revenue, sales, value or amount. */
const GENERIC_COLUMN = /^(total|amount|value|sum|price|subtotal|grand)$/;

/** Whether the title names the column's measure: its own words, or a business word for a generic amount. */
function namesColumn(title: string, measure: SqlMeasure): boolean {
  if (!measure.column) return MONEY_WORDS.test(title); // quantity × price is revenue, sales or value
  const words = nameWords(measure.column).filter(
    (word) => !/^(total|sum|amt)$/.test(word) || nameWords(measure.column!).length === 1,
  );
  if (words.length === 1 && GENERIC_COLUMN.test(words[0])) return MONEY_WORDS.test(title) || /\btotal\b/.test(title);
  return words.some((word) => new RegExp(`\\b${word}`).test(title));
}

/**
 * true when the title says what the SQL's figure is: a count is a number of rows (no money, no "order total"); a sum
 * names its column (or a business word for a generic amount) and is no count or average; an average says so.
 */
export function titleNamesMeasure(title: string, sql: string): boolean {
  const measure = measureOfSql(sql);
  if (!measure) return true; // a listing names no measure
  const text = title.toLowerCase();
  switch (measure.aggregate) {
    case "count":
      return !MONEY_WORDS.test(text) && !AVERAGE_WORDS.test(text) && !/\b\w+ total\b/.test(text);
    case "avg":
      return AVERAGE_WORDS.test(text) && namesColumn(text, measure);
    case "sum":
      return !COUNT_WORDS.test(text) && !AVERAGE_WORDS.test(text) && namesColumn(text, measure);
    default:
      return /\b(min|max|minimum|maximum|lowest|highest|first|last|earliest|latest|most recent)\b/.test(text);
  }
}
