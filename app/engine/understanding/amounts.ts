// Which amount a phrase means: a table's money column, the money of the tables a question names, the amount of the
// rows a value names ("the average refund amount").
import type { ColumnInfo, TableInfo } from "../model/schema-index";
import { stem } from "../schema/stem";
import { eventColumn } from "./date-filters";
import { infinitive } from "./parts-of-speech";
import type { Link } from "./link";
import { linkAfter, type ParseState } from "./parse-state";

const MONEY_WORDS = new Set(["amount", "total", "revenue", "price", "sale", "value", "mrr", "fee", "cost"].map(stem));

/** The money column of the one table the question names (by itself or a column of it) that has one. */
export function moneyNamed(state: ParseState, after: number): ColumnInfo | undefined {
  // ("how much money came in as deposits": a value of one table names its rows too)
  const named = new Set(
    state.links
      .filter((l) => l.start > after)
      .flatMap((l) =>
        l.kind === "table"
          ? [l.table]
          : l.kind === "column"
            ? [l.column.table]
            : new Set(l.entries.map((e) => e.column.table)).size === 1
              ? [l.entries[0].column.table]
              : [],
      ),
  );
  const money = [...named].flatMap((t) => (t ? [moneyColumnOf(t)] : [])).filter((c): c is ColumnInfo => !!c);
  if (money.length === 1) return money[0];
  // "the money we collected in May": the rows whose date the verb names (collected: the payment date)
  const event = named.size
    ? undefined
    : eventColumn(
        state,
        state.index.tables.filter((t) => moneyColumnOf(t)),
      );
  return event ? moneyColumnOf(event.table) : undefined;
}

/**
 * "the average refund amount", "total Visa payments": a value between the cue and what it measures names the rows —
 * the amount is the numeric column right after it, or the value's rows' own amount.
 */
export function amountOfValue(state: ParseState, cueEnd: number): Link | undefined {
  // "how much did we refund in March": the verb is a value of the rows, whose own amount is summed
  const howMuch = state.tokens[cueEnd]?.norm === "much" && state.tokens[cueEnd - 1]?.norm === "how";
  const value = linkAfter(state, cueEnd, ["value"], howMuch ? 3 : 1);
  if (value?.kind !== "value") return undefined;
  const tables = new Set(value.entries.map((e) => e.column.table));
  // the value's rows' own amount, when the value is of one table's rows
  const valued = tables.size === 1 ? [...tables][0].valueColumn : undefined;
  if (howMuch) {
    const named = state.links.some((l) => l.kind === "column" && l.start > cueEnd && !state.assigned.has(l));
    if (valued && !named) return { kind: "column", start: cueEnd, end: cueEnd + 1, score: 1, column: valued };
  }
  const next = state.links.find((l) => l.start === value.end && !state.assigned.has(l));
  if (next?.kind === "column" && next.column.numeric && !next.column.key) return next;
  if (next?.kind === "table" && next.table.valueColumn && tables.has(next.table)) return next;
  // "the average refund amount" where "amount" names no column by itself
  if (!next && valued && AMOUNT_NOUNS.has(state.tokens[value.end]?.norm ?? ""))
    return { kind: "column", start: value.end, end: value.end + 1, score: 1, column: valued };
  return undefined;
}

const AMOUNT_NOUNS = new Set(["amount", "amounts", "value", "values", "size"]);

/** The one column of a table that reads as its money amount ("amount", "total"), else the row's value. */
export function moneyColumnOf(table: TableInfo): ColumnInfo | undefined {
  const money = table.columns.filter((c) => c.numeric && !c.key && c.words.some((w) => MONEY_WORDS.has(w)));
  // several amounts ("amount_claimed", "amount_settled"): the one the model reads as the row's value
  return money.length === 1 ? money[0] : table.valueColumn;
}

/**
 * "how much did each client pay", "how much have members spent": a verb after `after` that is a word of one amount
 * column's name, in any tense ("pay" for amount_paid, "spent" for total_spend) — the amount the verb measures.
 */
export function amountOfVerb(state: ParseState, after: number): { at: number; column: ColumnInfo } | undefined {
  const amounts = state.index.tables.flatMap((t) => t.columns.filter((c) => c.numeric && !c.key && !c.temporal));
  for (const t of state.tokens.slice(after)) {
    if (t.kind !== "word" || state.used.has(t.index)) continue;
    const verb = infinitive(t.norm);
    if (!verb) continue;
    const named = amounts.filter((c) => c.words.some((w) => w === t.stem || infinitive(w) === verb));
    if (named.length === 1) return { at: t.index, column: named[0] };
  }
  return undefined;
}
