// Aggregates: "total revenue", "average order value", "maximum price", amounts summed with no aggregate word, and the
// aliases measures take.
import { ADJECTIVE_MEASURES } from "../schema/lexicon";
import { isPlural } from "../schema/stem";
import { AUXILIARIES } from "../schema/lexicon-events";
import { SUMMED_MONEY_NOUNS } from "../schema/lexicon-nouns";
import type { Measure } from "../ir";
import type { ColumnInfo } from "../model/schema-index";
import {
  amountAfter,
  amountOfVerb,
  columnBeforeTotal,
  measuredBefore,
  mostlyNumbers,
  totalOf,
  measureLater,
  soleMeasure,
  moneyColumnOf,
  moneyNamed,
  moneyOfVerb,
  moneyOfVerbRows,
} from "./amounts";
import { measureAlias } from "./measure-alias";
import { timeAsked } from "./elapsed";
import type { Link } from "./link";
import { rowsOverMeasure } from "./link-choice";
import { isYearLike } from "../model/years";
import { linkAfter, linkBefore, noteTable, penalize, type ParseState, use, useLink } from "./parse-state";

export function yearOrKey(column: ColumnInfo): boolean {
  // "Seasons" and "Season tickets" hold how many; "Season" and "Year" name one
  const counts =
    /(^|_)(years|seasons)($|_)/.test(column.column.name.toLowerCase()) ||
    (column.words.length > 1 &&
      !["year", "season"].includes(column.words.at(-1)!) &&
      (column.column.kind !== "text" || column.numericText));
  const sample = column.column.sampleValues ?? [];
  const years = sample.length > 0 && sample.filter((v) => /^\s*(1[5-9]|20)\d\d/.test(v)).length >= sample.length * 0.8;
  return (
    column.key ||
    ((!counts || years) && (column.words.includes("year") || column.words.includes("season"))) ||
    column.words.includes("id")
  );
}

/** "total revenue", "average order value", "maximum price". */
export function applyAggregates(state: ParseState): Measure[] {
  const measures: Measure[] = [];
  for (const cue of state.cues.aggregates) {
    if (state.used.has(cue.index)) continue;
    const add = (m: Measure) => {
      measures.push(m);
      state.measureAt.set(m, cue.index);
    };
    // "the average total spent per member": the total is what each member's rows add up to, averaged afterwards (unless
    // a column is called "total")
    const after = cue.tokens.at(-1)! + 1;
    if (
      cue.agg === "avg" &&
      state.tokens[after]?.norm === "total" &&
      !state.links.some((l) => l.kind === "column" && l.start <= after && after < l.end)
    )
      continue;
    // "the longest average session": the superlative's own measure of the rows named is averaged, which the ranking
    // reads ("the highest average price" names its column)
    if (
      cue.agg === "avg" &&
      ADJECTIVE_MEASURES[state.tokens[cue.tokens[0] - 1]?.norm ?? ""] &&
      state.links.some((l) => l.kind === "table" && l.start === cue.tokens.at(-1)! + 1)
    )
      continue;
    // "total hours of delay"
    const time = cue.agg === "sum" ? timeAsked(state, after) : undefined;
    if (time?.stored) {
      use(state, ...cue.tokens);
      add(time.measure);
      continue;
    }
    // "order total" names a column; "total revenue" linked as one phrase still sums it
    const inside = state.links.find((l) => l.kind === "column" && l.start <= cue.index && cue.index < l.end);
    if (inside && inside.start !== cue.index) continue;
    // "the typical fees … add up to": "typical" is the name's word (typical_fee), not a mean, when the question asks
    // for another aggregate too
    if (
      inside?.kind === "column" &&
      cue.agg === "avg" &&
      inside.column.words.includes(state.tokens[cue.index].stem) &&
      state.cues.aggregates.some((a) => a !== cue && a.agg !== "avg")
    )
      continue;
    // "the highest total": the ranked column named "total", no sum of what follows
    if (inside && inside.end - inside.start === 1 && state.cues.superlatives.some((s) => s.index === cue.index - 1))
      continue;
    const phrase = inside && inside.end - inside.start > 1 && !state.assigned.has(inside) ? inside : undefined;
    // "the average number of citations" where the column is named "number of citations"
    const overlapping = state.links.find(
      (l) => l.kind === "column" && l.start > cue.index && l.start <= cue.tokens.at(-1)! && !state.assigned.has(l),
    );
    // "how much money came in through each payment method": the money column of the rows the question names
    // ("how much did the repairs cost": the money column of the rows named after a verb of money)
    const money =
      cue.agg === "sum" &&
      SUMMED_MONEY_NOUNS.has(state.tokens[after]?.norm ?? "") &&
      !state.links.some((l) => l.start === after)
        ? { at: after, column: moneyNamed(state, after) }
        : cue.agg === "sum" && state.tokens[cue.index + 1]?.norm === "much"
          ? moneyOfVerb(state, after)
          : undefined;
    if (money?.column) {
      const { column } = money;
      use(state, ...cue.tokens, money.at);
      noteTable(state, column.table);
      add({ agg: "sum", column: column.ref, alias: measureAlias("sum", column) });
      continue;
    }
    const first =
      phrase ??
      overlapping ??
      columnBeforeTotal(state, cue.index) ??
      linkAfter(state, cue.tokens.at(-1)!, ["column", "table"], 3) ??
      measureLater(state, cue.tokens.at(-1)!, cue.index);
    // "does a campaign run on average, by type": "on average" qualifies the question's measure; the words after the
    // grouping word name groups, not what is averaged
    const adverbial = state.tokens[cue.tokens[0] - 1]?.norm === "on";
    if (
      adverbial &&
      first &&
      range(cue.tokens.at(-1)! + 1, first.start).some((i) => GROUPING.has(state.tokens[i].norm))
    )
      continue;
    // "on average, how many hours after booking was a parcel collected": the count asked is averaged, not what follows
    if (adverbial && state.cues.count && !state.cues.count.times) {
      use(state, cue.tokens[0] - 1, ...cue.tokens);
      continue;
    }
    // "how old were members, on average, when they joined": the amount was named before; what follows is no number
    const named =
      adverbial && first?.kind === "column" && !first.column.numeric
        ? state.links.find(
            (l) =>
              l.kind === "column" &&
              l.end < cue.tokens[0] &&
              l.column.numeric &&
              !l.column.key &&
              !state.assigned.has(l),
          )
        : undefined;
    const next =
      named ??
      amountAfter(state, cue.agg, first) ??
      first ??
      (adverbial ? measuredBefore(state, cue.tokens[0]) : undefined);
    // "total payments" where the payment's key is all the words name (pmt_id): a key is never added up — the
    // rows it identifies are what is meant
    const keyed =
      next?.kind === "column" && next.column.column.isPrimaryKey && (cue.agg === "sum" || cue.agg === "avg")
        ? next.column.table
        : undefined;
    if (next?.kind === "table" || keyed) {
      const table = keyed ?? (next as Link & { kind: "table" }).table;
      // "what every tenant paid, in all": the amount the verb after the rows names ("paid": amount_paid) is summed
      // ("the grand total our members have donated": after another sum cue, the verb follows the rows and their auxiliary)
      const howMuch = state.tokens[cue.index + 1]?.norm === "much";
      const verbed =
        cue.agg === "sum" && !moneyColumnOf(table)
          ? (amountOfVerb(state, next!.end) ?? (howMuch ? moneyOfVerbRows(state, next!.end) : undefined))
          : undefined;
      const verbAmount =
        verbed && (howMuch || range(next!.end, verbed.at).every((i) => AUXILIARIES.has(state.tokens[i].norm)))
          ? verbed
          : undefined;
      // (the rows stay unread: "each client" still groups)
      if (verbAmount) {
        use(state, ...cue.tokens, verbAmount.at);
        noteTable(state, verbAmount.column.table);
        add({ agg: "sum", column: verbAmount.column.ref, alias: measureAlias("sum", verbAmount.column) });
        continue;
      }
      use(state, ...cue.tokens);
      useLink(state, next!);
      noteTable(state, table);
      // "total payments" sums the table's amount when it has one; otherwise rows are counted. "avg invoice by year"
      // averages the invoice's value; "average orders per customer" and "the average number of orders" count them
      const counting =
        cue.tokens.some((i) => ["number", "count"].includes(state.tokens[i].norm)) ||
        ["per", "each", "a", "an"].includes(state.tokens[next!.end]?.norm ?? "");
      // ("the average rating" of ratings that keep only their stars: a singular names the rows' one measure)
      const said = state.tokens[next!.end - 1];
      // ("the average feedback given per rider" counts what was given)
      const given = state.tokens[next!.end];
      const done = given?.kind === "word" && /(ed|en)$/.test(given.norm);
      const one = isPlural(said.norm) || done ? undefined : soleMeasure(table);
      const amount =
        cue.agg === "sum"
          ? moneyColumnOf(table)
          : cue.agg === "avg" && !counting
            ? (table.valueColumn ?? one)
            : undefined;
      const agg = cue.agg === "avg" ? "avg" : "sum";
      add(
        amount
          ? { agg, column: amount.ref, alias: measureAlias(agg, amount) }
          : { agg: "count", alias: measureAlias("count", undefined, table) },
      );
      continue;
    }
    if (next?.kind !== "column") {
      // "the total amount of trustees who are farmers", "the total of clay and carpet courts": rows are counted
      const of = totalOf(state, cue.index);
      if (of !== undefined && !measures.length && !state.cues.count) {
        use(state, ...cue.tokens, ...range(cue.index + 1, of + 1));
        add({ agg: "count", alias: "count" });
      }
      continue;
    }
    use(state, ...cue.tokens);
    useLink(state, next);
    noteTable(state, next.column.table);
    // "the average order value" where "order" only names the order's date: the value of the rows that column is on
    // ("how much was booked" where "booked" names the booking date: the money of the rows it dates)
    const said = VALUE_NOUNS.has(state.tokens[next.end]?.norm ?? "");
    const valueOf =
      !next.column.numeric && (cue.agg === "avg" || cue.agg === "sum")
        ? said
          ? next.column.table.valueColumn
          : next.column.temporal
            ? moneyColumnOf(next.column.table)
            : undefined
        : undefined;
    if (valueOf && said) use(state, next.end);
    const column = valueOf ?? next.column;
    let agg = cue.agg;
    // "the total of teams": a column of names is counted as "the number of teams" would be
    if (
      agg === "sum" &&
      ["total", "sum"].includes(state.tokens[cue.index].norm) &&
      column.text &&
      !column.numericText &&
      !mostlyNumbers(column)
    ) {
      const repeats = column.distinct !== undefined && column.distinct <= column.table.table.rowEstimate * 0.6;
      add(
        column.table.position && !repeats
          ? { agg: "count", alias: "count" }
          : { agg: "count_distinct", column: column.ref, alias: `distinct_${column.column.name}` },
      );
      continue;
    }
    if ((agg === "sum" || agg === "avg") && !column.numeric) {
      agg = "count_distinct";
      penalize(state, `${column.display} is not numeric`, 0.1);
    }
    add({ agg, column: column.ref, alias: measureAlias(agg, column) });
  }
  // "what have members of each club spent", "what did each client pay": the amount the verb names, added up
  const wh = state.cues.wh;
  // (a verb done, not a state: after "what is" the measure follows)
  const verbed =
    !measures.length &&
    !state.cues.count &&
    !state.cues.aggregates.length &&
    wh?.word === "what" &&
    DONE.has(state.tokens[wh.index + 1]?.norm ?? "")
      ? amountOfVerb(state, wh.index + 2)
      : undefined;
  if (verbed) {
    use(state, wh!.index, verbed.at);
    noteTable(state, verbed.column.table);
    measures.push({ agg: "sum", column: verbed.column.ref, alias: measureAlias("sum", verbed.column) });
    state.measureAt.set(measures[0], wh!.index);
  }
  return measures;
}

const VALUE_NOUNS = new Set(["value", "total", "amount"]);
const DONE = new Set(["have", "has", "had", "did", "do", "does"]);
const GROUPING = new Set(["by", "each", "per", "every"]);

const COMBINING = new Set(["combined", "plus", "together", "altogether", "sum"]);

/** "the wins and draws combined", "the sum of the home tally and the away tally": one total over both columns. */
export function combineSums(state: ParseState, measures: Measure[]): Measure[] {
  // "how many male and female speakers": one number over the two columns named side by side
  const only =
    measures.length === 1 && measures[0].agg === "sum" && !measures[0].where && !measures[0].share && state.cues.count
      ? measures[0]
      : undefined;
  const own =
    only &&
    state.links.find(
      (l) =>
        l.kind === "column" &&
        state.assigned.has(l) &&
        l.column.ref.column === only.column?.column &&
        l.column.ref.table === only.column?.table,
    );
  const partner =
    own && state.tokens[own.end]?.norm === "and"
      ? state.links.find(
          (l): l is Link & { kind: "column" } =>
            l.kind === "column" &&
            l.start === own.end + 1 &&
            !state.assigned.has(l) &&
            l.column.numeric &&
            !l.column.key &&
            !l.column.position &&
            l.column.table.name === only!.column!.table,
        )
      : undefined;
  if (only && partner && partner.column.ref.column !== only.column!.column) {
    useLink(state, partner);
    use(state, own!.end);
    return [{ ...only, plus: [partner.column.ref], alias: "combined_total" }];
  }
  if (measures.length < 2 || !measures.every((m) => m.agg === "sum" && m.column && !m.where && !m.share && !m.plus))
    return measures;
  if (!state.tokens.some((t) => COMBINING.has(t.norm))) return measures;
  const [first, ...rest] = measures;
  const columns = new Set(measures.map((m) => `${m.column!.table}.${m.column!.column}`));
  if (columns.size !== measures.length) return measures;
  return [{ ...first, plus: rest.map((m) => m.column!), alias: "combined_total" }];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/** A column named before "by/per" with no aggregate word ("sales by depot") is measured as a bare one. */
export function impliedMeasure(state: ParseState): Measure | undefined {
  const g = state.cues.groupers.find((i) => state.used.has(i));
  if (g === undefined) return undefined;
  // ("claims by type": the plural names the claims' rows, not their amount claimed)
  const said = linkBefore(state, g, ["column", "table"], 2);
  const before = said && rowsOverMeasure(state.index, state.tokens, said, state.links);
  // "MRR of active subscriptions by plan": the amount named first is measured over the rows named after it
  const named =
    before?.kind === "table"
      ? state.links.find(
          (l) =>
            l.kind === "column" &&
            l.start < before.start &&
            !state.assigned.has(l) &&
            l.column.numeric &&
            !l.column.key &&
            !l.column.temporal &&
            l.column.table === before.table,
        )
      : undefined;
  if (named?.kind === "column") {
    useLink(state, named);
    useLink(state, before!);
    noteTable(state, named.column.table);
    return bare(named.column);
  }
  if (before?.kind === "table") {
    useLink(state, before);
    noteTable(state, before.table);
    return { agg: "count", alias: measureAlias("count", undefined, before.table) };
  }
  if (before?.kind === "column" && before.column.numeric && !before.column.key) {
    useLink(state, before);
    noteTable(state, before.column.table);
    return bare(before.column);
  }
  return undefined;
}

/** "Quarterly sales", "sales so far this year": a numeric column named with no aggregate word is summed. */
export function bareMeasure(state: ParseState): Measure | undefined {
  const link = state.links.find(
    (l) =>
      l.kind === "column" &&
      !state.assigned.has(l) &&
      l.column.numeric &&
      !l.column.key &&
      !l.column.numericText &&
      !yearOrKey(l.column) &&
      !isYearLike(l.column),
  );
  if (link?.kind !== "column") return undefined;
  const hasRowFilter = state.links.some((l) => l.kind === "value");
  if (hasRowFilter && !state.grain && !state.dates.length && link.column.table.position) return undefined;
  // ("refunds by month": the refunds' rows, not their amount refunded)
  const rows = rowsOverMeasure(state.index, state.tokens, link, state.links);
  useLink(state, rows);
  noteTable(state, rows.kind === "table" ? rows.table : link.column.table);
  if (rows.kind === "table") return { agg: "count", alias: measureAlias("count", undefined, rows.table) };
  return bare(link.column);
}

/**
 * A measure named with no aggregate word is summed; a duration ("how long does it take to close a complaint",
 * "resolution time by priority") is typical of a row, not added up.
 */
function bare(column: ColumnInfo): Measure {
  const agg = column.derived?.kind === "duration" ? "avg" : "sum";
  return { agg, column: column.ref, alias: measureAlias(agg, column) };
}
