// Shares: a part over its whole — of rows meeting a condition, of an amount, or within each group.
import { sameColumn, type Filter } from "../ir";
import { WHOLE_WORDS } from "../schema/lexicon-nouns";
import { stem } from "../schema/stem";
import { moneyOfNoun } from "./amounts";
import { measureAlias } from "./measure-alias";
import { noteTable, penalize, type ParseState, use, useLink } from "./parse-state";

const SHARED_AMOUNTS = new Set(
  ["revenue", "sales", "amount", "total", "mrr", "arr", "spend", "cost", "value", "fee", "price"].map(stem),
);

/** "share of revenue by country" or "percentage of orders that were shipped". */
export function applyShare(state: ParseState) {
  const rate = rateCue(state);
  const at = state.cues.share ?? rate;
  if (at === undefined) return;
  // "tax as a percentage of the net amount": one amount over another already (ratios.ts), not a share of a total
  if (rate === undefined && state.ir.select.some((m) => m.over)) return;
  const ir = state.ir;
  if (rate !== undefined) use(state, rate);
  // "the highest save percentage": rows ranked by a column that is itself a percentage
  if (ir.order.some((o) => o.target.kind !== "measure") && !ir.dimensions.length && !ir.select.some((m) => m.agg))
    return;
  use(state, at);
  // "which % of sales came via resellers": the amount named is what is shared out, not the rows
  const amount = ir.select.some((m) => m.agg)
    ? undefined
    : state.links.find(
        (l) =>
          l.kind === "column" &&
          !state.assigned.has(l) &&
          l.column.numeric &&
          !l.column.key &&
          !l.column.temporal &&
          (l.column.aliases ||
            l.column === l.column.table.valueColumn ||
            l.column.words.some((w) => SHARED_AMOUNTS.has(w)) ||
            l.start === wholeAt(state, at)),
      );
  // ("the percentage of all funds collected that arrived by wire": money in general, no column)
  const money = ir.select.some((m) => m.agg) || amount ? undefined : moneyOfNoun(state, wholeAt(state, at));
  const shared = amount?.kind === "column" ? amount.column : money?.column;
  if (amount?.kind === "column") useLink(state, amount);
  if (money) use(state, money.at);
  if (shared) {
    noteTable(state, shared.table);
    ir.select = [{ agg: "sum", column: shared.ref, alias: measureAlias("sum", shared) }];
  }
  if (!ir.select.some((m) => m.agg)) ir.select = [{ agg: "count", alias: "count" }];
  const measure = ir.select.find((m) => m.agg)!;
  // "share of late parcels for each depot": the condition's share within each group
  // a rate ("share of late parcels by depot") is always within each group
  const isCondition = (f: Filter) =>
    !!f.other ||
    (f.op === "eq" && typeof f.value === "string" && !ir.dimensions.some((d) => sameColumn(d.column, f.column)));
  const within = ir.dimensions.length > 0 && ir.filters.some(isCondition);
  if (
    within &&
    (ir.filters.some((f) => f.other) ||
      rate !== undefined ||
      // ("what percentage of each clinic's appointments": the possessive puts the rows inside each group)
      /\b(in|within|for) each\b|\bper\b|\bof each \S+ ['’]s\b/.test(state.tokens.map((t) => t.norm).join(" ")))
  ) {
    const conditions = ir.filters.filter(isCondition);
    ir.filters = [...ir.filters.filter((f) => !conditions.includes(f)), ...decided(conditions)];
    // "the depot with the largest share of late parcels": the parcels are the rows, not the depots
    const rows = new Set(conditions.map((f) => f.column.table));
    // ("the no-show rate by clinic", "what percentage of its appointments were cancelled, for each clinic": the
    // appointments are the rows, the clinics only group them)
    const named = state.links.some((l) => l.kind === "table" && rows.has(l.table.name));
    if (
      measure.agg === "count" &&
      !measure.column &&
      rows.size === 1 &&
      (conditions.some((f) => f.other) || rate !== undefined || named)
    )
      ir.table = [...rows][0];
    measure.where = conditions;
    measure.share = true;
    measure.alias = "percentage";
    ir.order = [{ target: { kind: "measure", alias: "percentage" }, direction: "desc" }];
    return;
  }
  if (ir.dimensions.length) {
    const old = measure.alias;
    measure.share = true;
    measure.alias = `share_of_${measure.alias}`;
    for (const o of ir.order)
      if (o.target.kind === "measure" && o.target.alias === old) o.target = { kind: "measure", alias: measure.alias };
    return;
  }
  // "what share of open pledges came from X": a condition said before the whole's noun narrows the whole
  const whole =
    amount?.start ?? state.links.find((l) => l.start > at && (l.kind === "table" || l.kind === "column"))?.start;
  const narrowing = (f: (typeof ir.filters)[number]) => {
    // the IR's filters no longer carry where they were said; the parse's own list does
    const said = state.filters.find((g) => sameColumn(g.column, f.column) && g.op === f.op && g.value === f.value)?.at;
    return whole !== undefined && said !== undefined && said > at && said < whole;
  };
  const parts = ir.filters.filter((f) => (f.op !== "between" || typeof f.value === "number") && !narrowing(f));
  const conditional = parts.length
    ? parts
    : ir.filters.filter((f) => f.op !== "between" || typeof f.value === "number");
  if (!conditional.length) {
    penalize(state, "a share needs a condition or a grouping", 0.3);
    return;
  }
  ir.filters = [...ir.filters.filter((f) => !conditional.includes(f)), ...decided(conditional)];
  measure.where = conditional;
  measure.share = true;
  measure.alias = "percentage";
}

/** Where the whole a share is of is named: "a share of every <whole>", "percentage of our <whole>". */
function wholeAt(state: ParseState, at: number): number {
  let index = at + 1;
  while (WHOLE_WORDS.has(state.tokens[index]?.norm ?? "")) index++;
  return index;
}

/**
 * "the no-show rate by clinic", "the top refund rate": "rate" after a condition on the rows is the share of
 * rows meeting it — unless a column is itself the rate ("hourly rate", "tax rate").
 */
function rateCue(state: ParseState): number | undefined {
  const at = state.cues.rate;
  if (at === undefined || state.links.some((l) => l.kind === "column" && l.start <= at && at < l.end)) return undefined;
  const conditioned = state.filters.some(
    (f) => f.at < at && ((f.op === "eq" && typeof f.value === "string") || f.other),
  );
  return conditioned ? at : undefined;
}

/** A comparison of two dates ("late") is decided only where both are known: the whole is those rows. */
function decided(conditions: Filter[]): Filter[] {
  return conditions.flatMap((f) =>
    f.other
      ? [
          { column: f.column, op: "not_null" as const },
          { column: f.other, op: "not_null" as const },
        ]
      : [],
  );
}
