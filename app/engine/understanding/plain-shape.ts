// Questions with no ranking: the answer columns, measures and groups laid out as one SELECT, and lists of a table.
import { type Dimension, type Measure, type QueryIR } from "../ir";
import { holdsDurations } from "../model/durations";
import { holdsYears } from "../model/years";
import { DURATION_WORDS } from "../schema/lexicon";
import { findColumn, type ColumnInfo } from "../model/schema-index";
import { noteTable, penalize, type ParseState, use } from "./parse-state";
import { asksHowLong } from "./tokens";
import { spanColumns, spansYears } from "./spans";
import { asksYear, guessTarget } from "./guessed-target";
import { filteredColumns } from "./target";

export function shapePlain(state: ParseState, measures: Measure[], targets: ColumnInfo[], dims: Dimension[]) {
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
    // a breakdown by two or more groups reads as a table, ordered by its groups as a BI tool orders breakouts (ADR 090)
    if (dims.length > 1) ir.byGroups = true;
    else if (time) ir.order = [{ target: { kind: "measure", alias: time.alias }, direction: "asc" }];
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
    if (dims.length > 1) ir.byGroups = true;
    else if (time) ir.order = [{ target: { kind: "measure", alias: time.alias }, direction: "asc" }];
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
export function countRowsOfFixedColumn(ir: QueryIR) {
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

const PERIOD_LABEL = /^(?:\d{4}(?:[-/ ]?(?:q[1-4]|h[12]|w?\d{1,2}))?|(?:q[1-4]|h[12]|fy)[- ]?\d{2,4})$/i;

/**
 * A column whose values name periods in an order of their own: dates, years ("launch_year", "season"), or text like
 * "2022-04", "2021 Q3", "FY2022".
 */
function periodLabels(column: ColumnInfo | undefined): boolean {
  if (!column) return false;
  if (column.temporal) return true;
  if (holdsYears(column)) return true;
  const values = column.column.sampleValues ?? [];
  return column.text && values.length >= 2 && values.every((v) => PERIOD_LABEL.test(v.trim()));
}
