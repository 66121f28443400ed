// Question → intermediate query: runs the role modules in order over one parse state.
import { sameColumn, type Dimension, type Measure, type QueryIR } from "../ir";
import { holdsDurations } from "../model/durations";
import { DURATION_WORDS } from "../schema/lexicon";
import {
  findColumn,
  findTable,
  parentTables,
  type ColumnInfo,
  type SchemaIndex,
  type TableInfo,
} from "../model/schema-index";
import { applyAbsence } from "./absence";
import { applyAggregates, bareMeasure, combineSums, impliedMeasure } from "./aggregates";
import { measureAlias } from "./measure-alias";
import { applyBooleans } from "./booleans";
import { applyChoice } from "./choice";
import { applyDifference, applyMargin, applyRange, differenceMeasure, namedRowsMeasure } from "./compare";
import { applyBareNumbers } from "./bare-numbers";
import { applyComparisons } from "./comparisons";
import { applyCount, cellInsteadOfCount, headcountMeasure } from "./counting";
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
import { namedGroupsOnly } from "./named-groups";
import { applyPatterns } from "./patterns";
import { applySortOrder } from "./sort-order";
import { linkAfter, noteTable, penalize, type ParseState, type Variant, use, useLink } from "./parse-state";
import type { LinkMemo } from "./linking";
import { asksHowLong } from "./tokens";
import { applyRatio } from "./ratios";
import { applyRelative } from "./relative";
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
import { applyConditionRatio, applyTableRatio } from "./ratios";
import { applyLateness } from "./lateness";
import { spanColumns, spansYears } from "./spans";
import { findRanking } from "./superlatives";
import type { Ranking } from "./ranking";
import { applyAgreement, applyOneExample, applyOtherSharing, namedRowsAgree } from "./row-agreement";
import { asksYear, guessTarget } from "./guessed-target";
import { filteredColumns, namedTargets } from "./target";
import { applyRoleValues, applyValueFilters } from "./value-filters";

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
  applyComparisons(state);
  applyPatterns(state);
  applyKeyNumbers(state);
  applyHyphenatedValues(state);
  applyAbsence(state);
  applyRelative(state);
  const ratio = differenced ? undefined : applyRatio(state);
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
  if (!measures.length && !ranking && !state.cues.wh && state.cues.list === undefined) {
    const bare = bareMeasure(state);
    if (bare) measures.push(bare);
  }
  useDurationWords(state, measures);
  const targets = namedTargets(state);
  applyValueFilters(state);
  applyRoleValues(state, dims);
  applyQuotedFallback(state);
  applyBooleans(state);
  applyLateness(state);
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
  absorbContextTables(state);
  absorbRepeatedColumns(state);
  if (ir.distinct && ir.order.length) ir.distinct = undefined;
  if (state.cues.distinct !== undefined && !ir.select.some((m) => m.agg) && !ir.order.length) {
    ir.distinct = true;
    use(state, state.cues.distinct);
  }
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

function centreTable(
  state: ParseState,
  measures: Measure[],
  targets: ColumnInfo[],
  ranking?: Ranking,
): TableInfo | undefined {
  const byName = (name?: string) => state.index.tables.find((t) => t.name === name);
  const countTable = measures.find((m) => m.agg === "count" && !m.column && m.alias.endsWith("_count"));
  const fromCount = countTable && state.tables.find((t) => measureAlias("count", undefined, t) === countTable.alias);
  return (
    byName(measures.find((m) => m.column)?.column?.table) ??
    fromCount ??
    // "headcount by department": the people are counted, grouped by what they belong to
    (measures.some((m) => m.alias === "headcount") ? state.staffCounted : undefined) ??
    (ranking?.column ? ranking.column.table : undefined) ??
    ranking?.countTable ??
    targets[0]?.table ??
    state.tables[0] ??
    (state.index.tables.length === 1 ? state.index.tables[0] : undefined)
  );
}

function shapePlain(state: ParseState, measures: Measure[], targets: ColumnInfo[], dims: Dimension[]) {
  const ir = state.ir;
  if (measures.length) {
    ir.select = measures;
    // "show the store city and the count of refunds": plain columns listed beside a measure group it
    for (const c of listedBeside(state, targets, measures, dims))
      dims.push({
        column: c.ref,
        alias: dims.some((d) => d.alias === c.column.name) ? `${c.table.name}_${c.column.name}` : c.column.name,
      });
    // periods read in their order: a time bucket, a date grouped as it is, or labels such as "2022-04" and "2021 Q3"
    const time = dims.find((d) => d.grain) ?? dims.find((d) => periodLabels(findColumn(state.index, d.column)));
    if (time) ir.order = [{ target: { kind: "measure", alias: time.alias }, direction: "asc" }];
    else if (dims.length) ir.order = [{ target: { kind: "measure", alias: measures[0].alias }, direction: "desc" }];
    return;
  }
  if (dims.length) {
    // "ARPU and churn for each of the prior quarters": defined metrics asked per period are what is measured
    const metrics = targets.filter((c) => c.derived?.kind === "defined" && c.derived.aggregate);
    ir.select = metrics.length
      ? metrics.map((c) => ({ column: c.ref, alias: c.column.name }))
      : [{ agg: "count", alias: "count" }];
    const time = dims.find((d) => d.grain);
    if (time) ir.order = [{ target: { kind: "measure", alias: time.alias }, direction: "asc" }];
    return;
  }
  let columns = targets;
  if (!columns.length && (asksYear(state) || !isListOfTable(state))) {
    const guess = guessTarget(state, filteredColumns(state));
    if (guess) {
      columns = [guess];
      state.guessedTarget = true;
    }
  }
  for (const c of columns) noteTable(state, c.table);
  ir.select = columns.map((c) => ({ column: c.ref, alias: c.column.name }));
  // "the names of …" answered with whole rows: the rows were found, their names were not
  if (
    !columns.length &&
    state.tokens.some((t) => t.norm === "names" && !state.links.some((l) => l.start <= t.index && t.index < l.end))
  )
    penalize(state, "names asked, whole rows shown", 0.15);
  // "how long did the hut stay staffed": a term written as a range of years answers with the years between its ends
  if (state.guessedTarget && asksHowLong(state.tokens) && columns.length === 1 && spansYears(columns[0])) {
    ir.select.push({ column: columns[0].ref, alias: "years", span: true });
    return;
  }
  // "how long did she serve": a start and an end column ("Took office", "Left office") answer with the years between
  const pair =
    state.guessedTarget &&
    asksHowLong(state.tokens) &&
    columns.length === 1 &&
    !columns[0].words.some((w) => DURATION_WORDS.has(w)) &&
    !holdsDurations(columns[0])
      ? spanColumns(columns[0].table)
      : undefined;
  if (pair?.end) {
    ir.select = [{ column: pair.start.ref, alias: "years", span: true, spanEnd: pair.end.ref }];
    return;
  }
  // "which makers appear": a column that repeats across rows is listed once per value
  const rows = (c: ColumnInfo) => c.table.table.rowEstimate;
  if (
    columns.length &&
    !state.filters.length &&
    columns.every((c) => !c.key && c.distinct !== undefined && c.distinct < rows(c) * 0.8)
  )
    ir.distinct = true;
}

/** Text and key columns a list ("return …", "show …") names outright beside its measures, not already grouped by. */
function listedBeside(state: ParseState, targets: ColumnInfo[], measures: Measure[], dims: Dimension[]): ColumnInfo[] {
  const listing = state.tokens.some(
    (t) => LIST_OPENERS.has(t.norm) && (t.index === 0 || [".", "?", "!", ";"].includes(state.tokens[t.index - 1].norm)),
  );
  if (!listing) return [];
  const same = (a: { table: string; column: string } | undefined, c: ColumnInfo) =>
    a?.table === c.ref.table && a.column === c.ref.column;
  const named = (c: ColumnInfo) =>
    state.links.some((l) => l.kind === "column" && l.column === c && state.assigned.has(l));
  return targets.filter(
    (c) =>
      named(c) &&
      !(c.numeric && !c.key) &&
      !c.temporal &&
      !measures.some((m) => same(m.column, c)) &&
      !dims.some((d) => same(d.column, c)),
  );
}

const LIST_OPENERS = new Set(["return", "show", "list", "give", "display", "provide"]);

/** "list customers from France", "show orders over $50": every column of the named table. */
function isListOfTable(state: ParseState): boolean {
  const unassignedTable = state.links.find((l) => l.kind === "table" && !state.assigned.has(l));
  if (
    unassignedTable?.kind === "table" &&
    (state.cues.list !== undefined ||
      state.cues.wh?.word === "which" ||
      state.cues.wh?.word === "what" ||
      !state.cues.wh)
  ) {
    for (let i = unassignedTable.start; i < unassignedTable.end; i++) state.used.add(i);
    state.assigned.add(unassignedTable);
    if (state.cues.list !== undefined) use(state, state.cues.list);
    if (state.cues.wh) use(state, state.cues.wh.index);
    state.ir.table = unassignedTable.table.name;
    return true;
  }
  return false;
}

/**
 * "how many clubs are Harbour Lions": distinct values of a column held to one value number one;
 * the question counts the rows that hold it.
 */
function countRowsOfFixedColumn(ir: QueryIR) {
  const on = (m: Measure) =>
    ir.filters.filter((f) => f.column.table === m.column?.table && f.column.column === m.column?.column);
  const fixed = (m: Measure) =>
    on(m).some((f) => f.op === "eq" || f.op === "contains" || f.op === "matches") &&
    new Set(
      on(m)
        .filter((f) => f.op === "eq")
        .map((f) => String(f.value)),
    ).size <= 1;
  if (ir.dimensions.length || ir.difference) return;
  ir.select = ir.select.map((m) =>
    m.agg === "count_distinct" && !m.where && fixed(m) ? { agg: "count", alias: "count" } : m,
  );
}

/** A "Total" row would win every ranking and double every sum; it stays out unless the question picks it. */
function excludeSummaryRow(state: ParseState) {
  const ir = state.ir;
  const summary = findTable(state.index, ir.table)?.summary;
  const ranked = ir.order.length > 0 && ir.limit !== undefined;
  const aggregated = ir.select.some((m) => m.agg) || !!ir.difference || ir.filters.some((f) => f.than);
  if (!summary || !(ranked || aggregated)) return;
  if (ir.filters.some((f) => f.column.column === summary.column.column.name && f.op === "eq")) return;
  ir.filters.push({ column: summary.column.ref, op: "neq", value: summary.value });
}

/**
 * "Veldoria and Ostravia each won how many bronze medals?", "A and B both moved to which team?": the value the named
 * rows share, once, not their sum.
 */
function applyShared(state: ParseState) {
  const at = state.tokens.findIndex(
    (t, i) => t.norm === "both" || (t.norm === "each" && !["for", "per"].includes(state.tokens[i - 1]?.norm ?? "")),
  );
  const ir = state.ir;
  if (at < 0 || ir.dimensions.length || ir.difference || ir.order.length || ir.exists || ir.select.length !== 1) return;
  const values = new Map<string, number>();
  for (const f of ir.filters)
    if (f.op === "eq" && !f.than) values.set(f.column.column, (values.get(f.column.column) ?? 0) + 1);
  if (![...values.values()].some((n) => n > 1)) return;
  const [m] = ir.select;
  // "how many seats did both blocs take" is their total; "each won how many" asks for the one value
  if (m.agg === "sum" && m.column && !m.where && state.tokens[at].norm === "each")
    ir.select = [{ column: m.column, alias: m.column.column }];
  else if (m.agg) return;
  ir.distinct = true;
  use(state, at);
}

/** "average price of books": a table named next to one of its own columns only gives context. */
function absorbContextTables(state: ParseState) {
  const ir = state.ir;
  const tables = new Set([
    ir.table,
    ...ir.select.map((m) => m.column?.table),
    ...ir.dimensions.map((d) => d.column.table),
    ...ir.filters.map((f) => f.column.table),
  ]);
  for (const link of state.links) {
    if (link.kind === "table" && !state.assigned.has(link) && tables.has(link.table.name)) {
      state.assigned.add(link);
      for (let i = link.start; i < link.end; i++) state.used.add(i);
    }
  }
}

/** "which album sold the most copies": two phrases naming the column the query already uses are both understood. */
function absorbRepeatedColumns(state: ParseState) {
  const ir = state.ir;
  const key = (r: { table: string; column: string }) => `${r.table}.${r.column}`;
  const used = new Set([
    ...ir.select.flatMap((m) => (m.column ? [key(m.column)] : [])),
    ...ir.dimensions.map((d) => key(d.column)),
    ...ir.filters.map((f) => key(f.column)),
    ...ir.order.flatMap((o) => (o.target.kind === "column" ? [key(o.target.ref)] : [])),
  ]);
  for (const link of state.links) {
    if (link.kind === "column" && !state.assigned.has(link) && used.has(key(link.column.ref))) {
      state.assigned.add(link);
      for (let i = link.start; i < link.end; i++) state.used.add(i);
    }
  }
}

const PERIOD_LABEL = /^(?:\d{4}(?:[-/ ]?(?:q[1-4]|h[12]|w?\d{1,2}))?|(?:q[1-4]|h[12]|fy)[- ]?\d{2,4})$/i;

/** A column whose values name periods in an order of their own: dates, or text like "2022-04", "2021 Q3", "FY2022". */
function periodLabels(column: ColumnInfo | undefined): boolean {
  if (!column) return false;
  if (column.temporal) return true;
  const values = column.column.sampleValues ?? [];
  return column.text && values.length >= 2 && values.every((v) => PERIOD_LABEL.test(v.trim()));
}
