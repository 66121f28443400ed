// Conditions on groups: "customers with more than 5 orders", "categories whose average price is over 20", and each
// group's extreme row ("the top product in each category").
import type { Dimension, Measure } from "../ir";
import { measureAlias } from "./measure-alias";
import { type ParseState, use, useLink } from "./parse-state";
import type { Ranking } from "./ranking";
import { findTable, type ColumnInfo, type TableInfo } from "../model/schema-index";
import { pairTable } from "./pair-tables";
import { planJoins } from "../schema/join-planner";
import { groupingColumnOf } from "./dimensions";
import { filteredColumns } from "./target";
import { guessTarget } from "./guessed-target";
import { dimensionOf } from "./ranking-measures";

const PREPOSITIONS = new Set(["with", "at", "from", "to", "in", "on", "for", "by", "through", "via"]);

/** The past verb before a cue, or before a short phrase of place after it ("booked with us", "stayed at the inn"). */
function verbBefore(state: ParseState, at: number): number | undefined {
  const past = (i: number) => {
    const t = state.tokens[i];
    return t?.kind === "word" && t.norm.endsWith("ed") && t.norm !== t.stem;
  };
  if (past(at - 1)) return at - 1;
  for (let i = at - 2; i >= Math.max(0, at - 4); i--)
    if (past(i)) return PREPOSITIONS.has(state.tokens[i + 1].norm) ? i : undefined;
  return undefined;
}

/**
 * "customers with more than 5 orders", "how many products have at least 10 reviews": the rows of a related table are
 * counted per entity, and the entities whose count passes are listed (or counted).
 */
function havingOnRelatedRows(state: ParseState): boolean {
  const having = state.having!;
  const ir = state.ir;
  // "customers who ordered more than once": the verb right before the cue names the rows counted
  const at = having.noun ?? verbBefore(state, having.at);
  const link = at === undefined ? undefined : state.links.find((l) => l.kind === "table" && l.start === at);
  // "more than 10 late parcels": the rows the condition is on are counted
  const conditioned =
    having.noun === undefined ? undefined : state.filters.find((f) => f.at === having.noun && f.other);
  // "more than 50 enrollments" where the noun only linked its table's own key (enrollment_id of training_enrollments)
  const key =
    at === undefined
      ? undefined
      : state.links.find((l) => l.kind === "column" && l.start === at && l.column.column.isPrimaryKey);
  // "more than one title" where "title" names the titles' own label column: the titles are counted
  const label =
    at === undefined
      ? undefined
      : state.links.find((l) => l.kind === "column" && l.start === at && l.column.table.labelColumn === l.column);
  const nounTable =
    link?.kind === "table"
      ? link.table
      : conditioned
        ? findTable(state.index, conditioned.column.table)
        : key?.kind === "column"
          ? key.column.table
          : label?.kind === "column"
            ? label.column.table
            : undefined;
  const subject = findTable(state.index, ir.table);
  if (!nounTable || !subject || nounTable === subject) return false;
  const via = state.links.flatMap((l) => (l.kind === "table" && l.via && state.assigned.has(l) ? [l.via] : []));
  const steps = planJoins(state.index.catalog, nounTable.name, [subject.name], via.length ? via : undefined);
  const group = namedGroupColumn(state, subject) ?? groupingColumnOf(subject);
  if (!steps?.length || !group) return false;
  // titles and authors meet in a table of pairs: each title's pairs name its distinct authors
  const pairs = steps.some((s) => s.fanOut) ? pairTable(state, nounTable, subject) : undefined;
  if (steps.some((s) => s.fanOut) && !pairs) return false;
  use(state, having.at);
  for (const l of [link, key, label]) if (l) useLink(state, l);
  const alias = measureAlias("count", undefined, nounTable);
  const counted = countsGroups(state);
  ir.table = pairs?.table.name ?? nounTable.name;
  ir.dimensions = [dimensionOf(group)];
  ir.select = [
    pairs
      ? { agg: "count_distinct", column: { table: pairs.table.name, column: pairs.key }, alias }
      : { agg: "count", alias },
  ];
  ir.having = { alias, op: having.op, value: having.value, average: having.average };
  ir.distinct = undefined;
  ir.limit = counted ? 1 : undefined;
  ir.withTies = undefined;
  ir.countGroups = counted;
  ir.order = counted ? [] : [{ target: { kind: "measure", alias }, direction: "desc" }];
  return true;
}

/**
 * "which firms have more than 2 bills" where the firm is a column of the customers, not a table: the groups are the
 * column's values. Only when the question names no table of the subject ("which customers' firms …" groups customers).
 */
function namedGroupColumn(state: ParseState, subject: TableInfo): ColumnInfo | undefined {
  if (state.links.some((l) => l.kind === "table" && l.table === subject && state.assigned.has(l))) return undefined;
  const link = state.links.find(
    (l) => l.kind === "column" && l.column.table === subject && state.assigned.has(l) && l.column.text && !l.column.key,
  );
  return link?.kind === "column" ? link.column : undefined;
}

/**
 * "the average refund per shop, only for shops with more than 2 complaints": the groups' own rows counted, their
 * count shown beside the measures.
 */
function havingOnGroups(state: ParseState) {
  const having = state.having!;
  const ir = state.ir;
  const link =
    having.noun === undefined ? undefined : state.links.find((l) => l.kind === "table" && l.start === having.noun);
  if (link?.kind !== "table" || link.table.name !== ir.table || ir.having || ir.select.some((m) => !m.agg)) return;
  useLink(state, link);
  use(state, having.at);
  const alias = measureAlias("count", undefined, link.table);
  if (!ir.select.some((m) => m.alias === alias)) ir.select.push({ agg: "count", alias });
  ir.having = { alias, op: having.op, value: having.value };
}

/** "which crew won at least 4 times", "how many crews won more than twice": a condition on the rows per answer. */
export function applyHaving(state: ParseState) {
  const having = state.having;
  const ir = state.ir;
  if (!having || ir.difference) return;
  // a count against its mean is only read of an entity's related rows
  if (having.average) {
    if (!ir.dimensions.length) havingOnRelatedRows(state);
    return;
  }
  if (ir.dimensions.length) {
    havingOnGroups(state);
    return;
  }
  if (havingOnRelatedRows(state)) return;
  const counted = ir.select.find((m) => m.agg === "count" || m.agg === "count_distinct");
  let group: ColumnInfo | undefined;
  if (counted) {
    const ref = counted.agg === "count_distinct" ? counted.column : undefined;
    group = ref
      ? state.index.columns.find((c) => c.ref.table === ref.table && c.ref.column === ref.column)
      : guessTarget(state, filteredColumns(state));
  } else if (ir.select.length && ir.select.every((m) => !m.agg && m.column)) {
    const ref = ir.select[0].column!;
    group = state.index.columns.find((c) => c.ref.table === ref.table && c.ref.column === ref.column);
  }
  if (!group) return;
  use(state, having.at);
  ir.dimensions = [dimensionOf(group)];
  ir.select = [{ agg: "count", alias: "count" }];
  ir.having = { alias: "count", op: having.op, value: having.value };
  ir.distinct = undefined;
  const groupsCounted = !!counted && countsGroups(state);
  ir.limit = groupsCounted ? 1 : undefined;
  ir.withTies = undefined;
  ir.countGroups = groupsCounted;
  ir.order = groupsCounted ? [] : [{ target: { kind: "measure", alias: "count" }, direction: "desc" }];
}

/**
 * "how many shops stock over two brands" counts the shops; in "which shops stock over two brands, and how many does
 * each" the count asked after the condition is each shop's, shown beside it.
 */
function countsGroups(state: ParseState): boolean {
  const cue = state.cues.count;
  return !!cue && (!state.having || cue.tokens[0] < state.having.at);
}

/**
 * "the highest fare on each route", "lowest price per supplier": a column's extreme within every group the question
 * splits by after the cue — not a ranking of the groups, which "which route had the highest fare" asks for.
 */
export function eachGroupsExtreme(
  state: ParseState,
  ranking: Ranking,
  measures: Measure[],
  dims: Dimension[],
  entity: ColumnInfo | undefined,
): boolean {
  const { cue, column } = ranking;
  const wh = state.cues.wh?.word;
  const after = state.cues.groupers.some(
    (g) => g > cue.tokens.at(-1)! && ["each", "every", "per"].includes(state.tokens[g].norm),
  );
  return (
    !!column &&
    column.numeric &&
    !column.temporal &&
    !column.position &&
    !column.key &&
    dims.length > 0 &&
    !measures.length &&
    !entity &&
    !ranking.entityTable &&
    !ranking.countTable &&
    cue.limit === undefined &&
    !ranking.offset &&
    (wh === undefined || wh === "what" || wh === "how") &&
    after
  );
}
