// Question → intermediate query: runs the role modules in order over one parse state.
import { sameColumn, type Dimension, type Measure, type QueryIR } from "../ir";
import { findTable, parentTables, type ColumnInfo, type SchemaIndex, type TableInfo } from "../model/schema-index";
import { applyAbsence } from "./absence";
import { applyAgeDecades } from "./age-decades";
import { applyAggregates, bareMeasure, combineSums, impliedMeasure } from "./aggregates";
import { measureAlias } from "./measure-alias";
import { applyBooleans } from "./booleans";
import { applyBothValues } from "./both-values";
import { applyChoice } from "./choice";
import { applyDifference, applyMargin, applyRange, differenceMeasure, namedRowsMeasure } from "./compare";
import { applyBareNumbers } from "./bare-numbers";
import { applyComparisons } from "./comparisons";
import { applyCount, peopleCounted } from "./counting";
import { cellInsteadOfCount } from "./cell-counts";
import { headcountMeasure } from "./headcounts";
import { applyDates } from "./date-filters";
import { applyCodedWords, applyDemonyms, applyGender } from "./demonyms";
import { useDurationWords } from "./elapsed";
import { applyHyphenatedValues, applyKeyNumbers } from "./key-numbers";
import { applyDimensions, applyGrain } from "./dimensions";
import { applyFreeText, applyQuotedFallback } from "./free-text";
import { initialState } from "./initial-state";
import { negatedAt } from "./negation";
import { applyRounding } from "./rounding";
import { applyOutcomeFilter } from "./outcomes";
import { applyEventStates, applyTenure } from "./tenure";
import { namedGroupsOnly, valuesEachCounted } from "./named-groups";
import { applyPatterns } from "./patterns";
import { applySortOrder } from "./sort-order";
import { applyEmptyGroups } from "./cue-empty-groups";
import { linkAfter, noteTable, type ParseState, type Variant, use, useLink } from "./parse-state";
import type { LinkMemo } from "./linking";
import { applyRatio } from "./ratios";
import { applyAverage, applyRelative } from "./relative";
import {
  answerByOrder,
  applyRankedAfter,
  applyRowReference,
  applyTopRows,
  excludeAnchorValue,
  settleAnchor,
  spanAnchor,
} from "./row-positions";
import { applyHaving } from "./having-conditions";
import { shapeRanking } from "./shape";
import { applyShare } from "./share";
import { applySides } from "./sides";
import { applyConditionRatio, applyTableRatio } from "./ratios";
import { applyLateness } from "./lateness";
import { findRanking } from "./superlatives";
import type { Ranking } from "./ranking";
import { applyAgreement, applyOneExample, applyOtherSharing, namedRowsAgree } from "./row-agreement";
import { namedTargets } from "./target";
import { applyRoleValues, applyValueFilters } from "./value-filters";
import { shapePlain, countRowsOfFixedColumn } from "./plain-shape";
import { excludeSummaryRow, applyShared, absorbContextTables, absorbRepeatedColumns } from "./table-context";

export interface ParseResult {
  ir: QueryIR;
  state: ParseState;
  /** Groupings the question asked for in words ("by month", "per country"), not ones a ranking implied. */
  explicitDimensions: Dimension[];
}

/** `memo`: links kept between readings of the same question (see `linkAll`). */
export function parseQuestion(
  question: string,
  index: SchemaIndex,
  now: Date,
  variant: Variant,
  seed: TableInfo[] = [],
  memo?: LinkMemo,
): ParseResult {
  const offered = offeredAnswers(question);
  const state = initialState(offered?.question ?? question, index, now, variant, seed, memo);
  const result = parseState(state, variant);
  if (offered) answerWithWord(result.state, offered.answers);
  return result;
}

const MORE = "more|higher|greater|larger|bigger|above|over";

const LESS = "less|lower|fewer|smaller|below|under";

const OFFERED = new RegExp(
  `\\b(${MORE})\\s+or\\s+(${LESS})\\b|\\b(${LESS})\\s+or\\s+(${MORE})\\b|\\b(before)\\s+or\\s+(after)\\b|\\b(after)\\s+or\\s+(before)\\b`,
  "i",
);

/** "did A score more or less than B": the question reads as its first alternative, answered by one of the two words. */
function offeredAnswers(question: string): { question: string; answers: [string, string] } | undefined {
  const m = OFFERED.exec(question);
  if (!m) return undefined;
  const [first, second] = m[1] ? [m[1], m[2]] : m[3] ? [m[3], m[4]] : m[5] ? [m[5], m[6]] : [m[7], m[8]];
  return { question: question.replace(m[0], first), answers: [first.toLowerCase(), second.toLowerCase()] };
}

/** Whether a row passes the comparison of the first alternative decides between the two words. */
function answerWithWord(state: ParseState, answers: [string, string]) {
  const ir = state.ir;
  if (answerByOrder(state, answers)) return;
  const compared = ir.filters.some((f) => f.op === "gt" || f.op === "gte" || f.op === "lt" || f.op === "lte");
  if (!compared || ir.difference || ir.dimensions.length || ir.select.some((m) => m.agg)) return;
  // the compared number is not also a value to match ("more or less than 4 bronze" is no row with "4")
  const numbers = new Set(state.cues.comparisons.flatMap((c) => [c.numberIndex, c.number2Index ?? -1]));
  const echoed = new Set(
    state.filters.filter((f) => f.op === "eq" && numbers.has(f.at)).map((f) => `${f.column.column}\u0000${f.value}`),
  );
  ir.filters = ir.filters.filter((f) => !(f.op === "eq" && echoed.has(`${f.column.column}\u0000${f.value}`)));
  ir.exists = true;
  ir.answers = answers;
  ir.order = [];
  ir.limit = undefined;
  ir.distinct = undefined;
}

function parseState(state: ParseState, _variant: Variant): ParseResult {
  applyRounding(state);
  if (applyTableRatio(state)) return { ir: state.ir, state, explicitDimensions: [] };
  // "arrange them from smallest to largest area": the column named right after a sort clause is its key, no measure
  const sortKey =
    state.cues.sort && !state.cues.sort.alphabetical
      ? linkAfter(state, state.cues.sort.tokens.at(-1)!, ["column"], 1)
      : undefined;
  if (sortKey) useLink(state, sortKey);
  const differenced = applyDifference(state);
  const ranged = differenced ? undefined : applyRange(state);
  const margin = differenced || ranged ? undefined : applyMargin(state);
  const rows = applyRowReference(state);
  applyTenure(state);
  applyAgeDecades(state);
  const people = peopleCounted(state);
  if (people) noteTable(state, people.staff);
  applySides(state);
  applyComparisons(state);
  applyPatterns(state);
  applyKeyNumbers(state);
  applyHyphenatedValues(state);
  applyAbsence(state);
  applyRelative(state);
  applyAverage(state);
  const ratio = differenced ? undefined : applyRatio(state);
  // ("how many late parcels": the adjective is a condition before the count reads its noun)
  applyLateness(state);
  const count = applyCount(state);
  if (count && state.cues.count) state.measureAt.set(count, state.cues.count.tokens[0]);
  const aggregates = applyAggregates(state);
  applyTopRows(state);
  const ranking = findRanking(state);
  applyRankedAfter(state, rows, ranking);
  const dims = applyDimensions(state, (link) => link.kind === "column" && link.column === ranking?.column, aggregates);
  const measures = ratio
    ? [ratio]
    : combineSums(
        state,
        (ranged ? [ranged] : [margin, count, ...aggregates]).filter((m): m is Measure => !!m),
      );
  // "number of refunds by refund code": a count of the grouped column's values would be 1 in every group;
  // the rows are counted
  for (const m of measures) {
    if (m.agg !== "count_distinct" || !dims.some((d) => !d.grain && sameColumn(d.column, m.column))) continue;
    const table = findTable(state.index, m.column!.table);
    Object.assign(m, { agg: "count", column: undefined, alias: measureAlias("count", undefined, table) });
  }
  // grouped, a ratio is one of sums; alone, each row's own ratio beside its name
  if (ratio && dims.length) ratio.agg = "sum";
  else if (ratio && !ranking) {
    const label = findTable(state.index, ratio.column!.table)?.labelColumn;
    if (label) measures.unshift({ column: label.ref, alias: label.column.name });
  }
  if (differenced && !measures.some((m) => m.column)) {
    const subtracted = differenceMeasure(state) ?? namedRowsMeasure(state);
    if (subtracted) measures.unshift(subtracted);
  }
  if (!measures.length && dims.length && !ranking) {
    const implied = impliedMeasure(state);
    if (implied) measures.push(implied);
  }
  if (!measures.length && !ranking && ((!state.cues.wh && state.cues.list === undefined) || linesMeasured(state))) {
    const bare = bareMeasure(state);
    if (bare) measures.push(bare);
  }
  useDurationWords(state, measures);
  const targets = namedTargets(state);
  applyValueFilters(state);
  applyRoleValues(state, dims);
  applyQuotedFallback(state);
  applyBooleans(state);
  applyDemonyms(state);
  applyGender(state);
  applyCodedWords(state);
  if (!ranking && !dims.length) applyOutcomeFilter(state, measures, (at) => negatedAt(state, at));
  if (!ranking && !dims.length) headcountMeasure(state, measures);
  if (!ranking && !dims.length) cellInsteadOfCount(state, measures);
  const centre = centreTable(state, measures, targets, ranking);
  // a ranking by how many rows, or by an amount, dates the rows counted or summed, not the noun of what is ranked
  // ("the busiest doctor in 2025", "the 3 clients with the most hours logged in Q1")
  const rankedAmount = ranking?.column && !ranking.column.temporal ? ranking.column.table : undefined;
  // a period dates the rows measured (the share of sale lines given away last year, per shop), not the groups
  const measured = measures
    .flatMap((m) => [m.column?.table, ...(m.where ?? []).map((f) => f.column.table)])
    .find((t): t is string => !!t);
  applyDates(
    state,
    (countedByValue(state, centre, ranking) ?? havingRows(state))?.name ??
      measured ??
      groupedRows(state, dims, centre)?.name ??
      centre?.name,
    !measures.length && !(ranking?.countTable ?? rankedAmount)?.naturalDate,
  );
  applyEventStates(state);
  applyBareNumbers(state);
  if (state.index.tables.length === 1) applyFreeText(state);
  applyGrain(state, dims, centre);
  const explicitDimensions = [...dims];
  if (!centre) return { ir: state.ir, state, explicitDimensions };
  const ir = state.ir;
  ir.table = centre.name;
  settleAnchor(state);
  applyBothValues(state, centre);
  ir.filters = state.filters.map(({ at: _at, ...f }) => f);
  ir.dimensions = dims;
  if (differenced) {
    ir.select = [measures[0] ?? { agg: "count", alias: "count" }];
    ir.select[0] = { ...ir.select[0], alias: "difference" };
  } else if (!namedRowsAgree(state) && applyChoice(state, ranking, measures)) {
    return { ir, state, explicitDimensions };
  } else if (ranking) {
    shapeRanking(state, ranking, measures, targets, dims);
  } else {
    shapePlain(state, measures, targets, dims);
  }
  // "how many medals in the first regatta": a sum over the first row is that row's value
  const single =
    ir.select.length === 1 && ir.select[0].agg === "sum" && !ir.dimensions.length && !ir.difference
      ? ir.select[0]
      : undefined;
  if (rows?.order && rows.limit === 1 && single?.column)
    ir.select = [{ column: single.column, alias: single.column.column }];
  // "first"/"last" orders rows; over an ungrouped aggregate it means nothing to SQL
  if (rows?.order && !(ir.select.some((m) => m.agg) && !ir.dimensions.length)) {
    ir.order = rows.then ? [rows.order, rows.then] : [rows.order];
    ir.limit = rows.limit;
    if (rows.offset) ir.offset = rows.offset;
  }
  excludeAnchorValue(state);
  applyOtherSharing(state);
  applyAgreement(state);
  applyOneExample(state);
  spanAnchor(state);
  countRowsOfFixedColumn(ir);
  excludeSummaryRow(state);
  applySortOrder(state, sortKey);
  applyEmptyGroups(state);
  // "was there a race in March?": whether any row matches, when the question sets conditions and ranks nothing
  if (
    state.cues.yesNo &&
    (ir.filters.length || ir.rowAnchor) &&
    !ir.order.length &&
    !ir.select.some((m) => m.agg) &&
    !ir.difference
  ) {
    ir.exists = true;
    use(state, 0);
  }
  applyHaving(state);
  applyShared(state);
  applyConditionRatio(state);
  applyShare(state);
  namedGroupsOnly(state);
  valuesEachCounted(state);
  absorbContextTables(state);
  absorbRepeatedColumns(state);
  if (ir.distinct && ir.order.length) ir.distinct = undefined;
  if (state.cues.distinct !== undefined && !ir.select.some((m) => m.agg) && !ir.order.length) {
    ir.distinct = true;
    use(state, state.cues.distinct);
  }
  // "members who joined before 2020 and have borrowed more than 2 books": once the borrowed rows are what is
  // counted, that such rows exist says nothing more
  ir.filters = ir.filters.filter((f) => !(f.related === ir.table && f.op === "present"));
  return { ir, state, explicitDimensions };
}

/**
 * "the depot that sent the most express parcels in 2023": a ranking by how many rows, those rows named by a value of
 * another table ("express parcels" = shipments of that service), counts that table's rows — and its date is the period's.
 */
function countedByValue(state: ParseState, centre?: TableInfo, ranking?: Ranking): TableInfo | undefined {
  if (!ranking || ranking.column || ranking.countTable || !centre) return undefined;
  const tables = new Set(
    state.filters
      .filter((f) => f.op === "eq" && !f.related && f.column.table !== centre.name)
      .map((f) => f.column.table),
  );
  const dated = state.index.tables.filter((t) => tables.has(t.name) && t.naturalDate);
  return dated.length === 1 ? dated[0] : undefined;
}

/** "patients with at least one appointment in 2025": the period is the counted rows' (the appointments'). */
function havingRows(state: ParseState): TableInfo | undefined {
  const noun = state.having?.noun;
  const link = noun === undefined ? undefined : state.links.find((l) => l.kind === "table" && l.start === noun);
  return link?.kind === "table" && link.table.naturalDate ? link.table : undefined;
}

/**
 * When the centre is only what the rows are grouped by ("for each location"), the rows below it that the question
 * also names ("order lines", through their orders): a period dates those, not when a location opened.
 */
function groupedRows(state: ParseState, dims: Dimension[], centre: TableInfo | undefined): TableInfo | undefined {
  if (!centre || !dims.some((d) => d.column.table === centre.name && !d.grain)) return undefined;
  return state.tables.find((t) => t !== centre && t.naturalDate && parentTables(state.index, t, 3).includes(centre));
}

/**
 * "what was the revenue last month", "show revenue by month": a line measure (quantity × price) is added up — no one
 * asks for each order line's own revenue by naming the measure alone.
 */
function linesMeasured(state: ParseState): boolean {
  if (state.cues.wh && !["what", "how"].includes(state.cues.wh.word)) return false;
  // (a share names its own amount)
  if (state.cues.share !== undefined) return false;
  return state.links.some(
    (l) => l.kind === "column" && !state.assigned.has(l) && l.column.derived?.kind === "line" && !!l.column.aliases,
  );
}

function centreTable(
  state: ParseState,
  measures: Measure[],
  targets: ColumnInfo[],
  ranking?: Ranking,
): TableInfo | undefined {
  const byName = (name?: string) => state.index.tables.find((t) => t.name === name);
  const countTable = measures.find((m) => m.agg === "count" && !m.column && m.alias.endsWith("_count"));
  const fromCount = countTable && state.tables.find((t) => measureAlias("count", undefined, t) === countTable.alias);
  const centre =
    byName(measures.find((m) => m.column)?.column?.table) ??
    fromCount ??
    // "headcount by department": the people are counted, grouped by what they belong to
    (measures.some((m) => m.alias === "headcount") ? state.staffCounted : undefined) ??
    (ranking?.column ? ranking.column.table : undefined) ??
    ranking?.countTable ??
    targets[0]?.table ??
    state.tables[0] ??
    (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  // "vessel types that no vessel uses": the rows said to be missing are not what the question is about
  const absent = (t: TableInfo) => state.filters.some((f) => f.related === t.name && f.op === "absent");
  if (centre && absent(centre)) return state.tables.find((t) => t !== centre && !absent(t)) ?? centre;
  return centre;
}
