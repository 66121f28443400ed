// Shapes a ranking question: "what is the highest X" (an aggregate), "which Y has the most X" (arg-max), "top 5 Y by X".
import type { Aggregate, ColumnRef, Dimension, Measure } from "../ir";
import { measureAlias } from "./measure-alias";
import { isYearLike, noteTable, type ParseState, use, useLink } from "./parse-state";
import { stem } from "../schema/stem";
import type { Ranking } from "./ranking";
import { ADJECTIVE_MEASURES, PERSON_WORDS, STOP_WORDS } from "../schema/lexicon";
import { findTable, parentTables, type ColumnInfo } from "../model/schema-index";
import { planJoins } from "../schema/join-planner";
import { groupingColumnOf } from "./dimensions";
import { asksMonth, asksYear, filteredColumns, guessTarget, namesMonths } from "./target";

/**
 * "top 10 symbols by total amount … return the symbol, number of trades and total amount": of the measures shown, the
 * one named after "by" (or right after the cue: "with the highest total sales") ranks; else the first.
 */
function rankedMeasure(state: ParseState, ranking: Ranking, measures: Measure[]): Measure {
  const end = ranking.cue.tokens.at(-1)!;
  const stop = state.tokens.findIndex((t, i) => i > end && t.kind === "punct" && [".", "?", ";", "!"].includes(t.raw));
  const by = state.tokens.findIndex((t, i) => i > end && (stop < 0 || i < stop) && t.norm === "by");
  const anchor = by >= 0 ? by : end;
  const named = measures.filter((m) => {
    const at = state.measureAt.get(m);
    return at !== undefined && at > anchor && at <= anchor + 3;
  });
  return named.sort((a, b) => state.measureAt.get(a)! - state.measureAt.get(b)!)[0] ?? measures[0];
}

export function shapeRanking(
  state: ParseState,
  ranking: Ranking,
  measures: Measure[],
  targets: ColumnInfo[],
  dims: Dimension[],
) {
  const ir = state.ir;
  const { cue, column } = ranking;
  const limit = cue.limit ?? 1;
  ir.limit = limit;
  ir.withTies = cue.limit === undefined;
  const wh = state.cues.wh?.word;
  const months = monthColumns(state);
  if (months && cue.limit === undefined && !ranking.column) {
    // "which month had the most rain" on a sheet with a column per month: the month column holding the extreme
    ir.unpivot = months;
    ir.select = [{ column: months.columns[0], alias: "month" }];
    ir.order = [{ target: { kind: "measure", alias: "value" }, direction: cue.direction }];
    return;
  }
  // "who won the most golds" names the ranked column twice; the answer is still someone
  // "the 4 parcels with the highest weight, with their sender and city": rows of the table, several columns beside
  const rowsShown =
    !!ranking.entityTable &&
    column?.table === ranking.entityTable &&
    cue.limit !== undefined &&
    targets.some((t) => t !== column);
  let entity = ranking.entity ?? (rowsShown ? undefined : targets.find((t) => t !== column));
  if (ranking.span) {
    const { start, end } = ranking.span;
    entity =
      ranking.entity ??
      targets.find((t) => t !== start && t !== end) ??
      guessTarget(state, new Set([...filteredColumns(state), start, ...(end ? [end] : [])]));
    if (!entity) return;
    noteTable(state, entity.table);
    ir.select = [{ column: entity.ref, alias: entity.column.name }];
    ir.order = [{ target: { kind: "span", start: start.ref, end: end?.ref }, direction: cue.direction }];
    return;
  }
  const plainValue =
    !entity &&
    !ranking.entityTable &&
    !dims.length &&
    !measures.length &&
    column &&
    cue.limit === undefined &&
    (wh === undefined || wh === "what" || wh === "how") &&
    state.cues.list === undefined &&
    !namesAThing(state, cue.tokens.at(-1)!) &&
    !thingAdjective(state, ranking) &&
    !thingWith(state, cue.tokens[0]) &&
    !thingNamed(state, ranking);
  if (ranking.offset) {
    ir.offset = ranking.offset;
    ir.withTies = undefined;
  }
  if (plainValue && ranking.offset) {
    // "what is the second highest score": the value in that place
    ir.select = [{ column: column.ref, alias: column.column.name }];
    ir.order = [{ target: { kind: "column", ref: column.ref }, direction: cue.direction }];
    return;
  }
  if (plainValue && !column.temporal && !column.position) {
    const agg: Aggregate = cue.direction === "desc" ? "max" : "min";
    ir.select = [{ agg, column: column.ref, alias: measureAlias(agg, column) }];
    ir.limit = undefined;
    ir.withTies = undefined;
    if (wh) use(state, state.cues.wh!.index);
    return;
  }
  if (eachGroupsExtreme(state, ranking, measures, dims, entity)) {
    // "the highest fare on each route": every group's own extreme, not the group with the largest total
    const agg: Aggregate = cue.direction === "desc" ? "max" : "min";
    ir.dimensions = dims;
    ir.select = [{ agg, column: column!.ref, alias: measureAlias(agg, column!) }];
    ir.order = [];
    ir.limit = undefined;
    ir.withTies = undefined;
    if (wh) use(state, state.cues.wh!.index);
    return;
  }
  const owner = rowOwner(state, ranking, entity);
  if (owner && column) {
    // "who sent the biggest parcel", "which client had the single largest bill": the top row's owner answers
    noteTable(state, owner.table);
    ir.table = column.table.name;
    ir.select = [
      { column: owner.ref, alias: owner.column.name },
      { column: column.ref, alias: column.column.name },
    ];
    ir.order = [{ target: { kind: "column", ref: column.ref }, direction: cue.direction }];
    return;
  }
  if (measures.length && (dims.length || entity)) {
    const groups = dims.length ? dims : groupsOf(entity!, targets, measures, column);
    ir.dimensions = groups;
    ir.select = measures;
    ir.order = [
      { target: { kind: "measure", alias: rankedMeasure(state, ranking, measures).alias }, direction: cue.direction },
    ];
    return;
  }
  if (!entity && !column && !dims.length && ranking.entityTable && measures.length) {
    // "top 5 products by total revenue": the aggregate after "by" adds up per entity, named by its label
    const label = ranking.entityTable.labelColumn ?? ranking.entityTable.columns.find((c) => c.column.isPrimaryKey);
    if (label) {
      ir.dimensions = groupsOf(
        label,
        targets.filter((t) => t.table === ranking.entityTable),
        measures,
      );
      ir.select = measures;
      ir.order = [
        { target: { kind: "measure", alias: rankedMeasure(state, ranking, measures).alias }, direction: cue.direction },
      ];
      return;
    }
  }
  if (!entity && dims.length) {
    ir.select = [
      column ? rankingMeasure(column, cue.direction, averageAsked(state)) : { agg: "count", alias: "count" },
    ];
    ir.order = [{ target: { kind: "measure", alias: ir.select[0].alias }, direction: cue.direction }];
    return;
  }
  if (!entity && ranking.entityTable && column && column.table !== ranking.entityTable) {
    // "top 5 products by sales": a measure of another table adds up per entity, named by its label
    const label = ranking.entityTable.labelColumn ?? ranking.entityTable.columns.find((c) => c.column.isPrimaryKey);
    if (label) {
      const measure = rankingMeasure(column, cue.direction, averageAsked(state));
      ir.dimensions = groupsOf(
        label,
        targets.filter((t) => t.table === ranking.entityTable),
        [measure],
        column,
      );
      ir.select = [measure];
      ir.order = [{ target: { kind: "measure", alias: measure.alias }, direction: cue.direction }];
      return;
    }
  }
  if (!entity && ranking.entityTable && column) {
    // "the longest track", "the 3 biggest invoices by amount": rows of the table, named when it has a name column
    const label = ranking.entityTable.labelColumn;
    ir.table = ranking.entityTable.name;
    // "… with their sender name and city": the columns listed beside, the ranked value last
    const listed = targets.filter((t) => t !== label && t !== column);
    const shown = [...(label ? [label] : []), ...listed];
    ir.select = shown.length
      ? [...shown, column].map((c) => ({
          column: c.ref,
          alias: shown.some((o) => o !== c && o.column.name === c.column.name)
            ? `${c.table.name}_${c.column.name}`
            : c.column.name,
        }))
      : [];
    ir.order = [{ target: { kind: "column", ref: column.ref }, direction: cue.direction }];
    return;
  }
  if (!entity) {
    const guess = guessTarget(state, new Set([...filteredColumns(state), ...(column ? [column] : [])]));
    if (!guess) return;
    entity = guess;
    state.guessedTarget = true;
  }
  noteTable(state, entity.table);
  if (ranking.position) {
    ir.select = [{ column: entity.ref, alias: entity.column.name }];
    ir.order = [{ target: { kind: "row" }, direction: cue.direction }];
    return;
  }
  const yearInText = asksYear(state) && entity.yearText && !isYearLike(entity);
  const monthInText = asksMonth(state) && entity.text && namesMonths(entity);
  if (!column && unique(entity) && entity.table.position && !ranking.countTable && !yearInText && !monthInText) {
    // "who was the top crew": one row per name and nothing to rank by; a ranked list puts the best first
    ir.select = [{ column: entity.ref, alias: entity.column.name }];
    ir.order = [{ target: { kind: "row" }, direction: cue.direction === "desc" ? "asc" : "desc" }];
    ir.withTies = undefined;
    return;
  }
  if (!column && measures.length && !ranking.countTable) {
    // "the 3 bouquets with the highest total sales": the aggregate the question names ranks them, not their rows
    ir.dimensions = groupsOf(entity, targets, measures);
    ir.select = measures;
    ir.order = [
      { target: { kind: "measure", alias: rankedMeasure(state, ranking, measures).alias }, direction: cue.direction },
    ];
    return;
  }
  if (!column) {
    // "which nation has the most entries": rows per value
    const alias = ranking.countTable ? measureAlias("count", undefined, ranking.countTable) : "count";
    ir.dimensions = yearInText
      ? [{ ...dimensionOf(entity), grain: "year" }]
      : monthInText
        ? [{ ...dimensionOf(entity), grain: "month" }]
        : groupsOf(entity, targets, []);
    ir.select = [{ agg: "count", alias }];
    ir.order = [{ target: { kind: "measure", alias }, direction: cue.direction }];
    return;
  }
  if (needsGrouping(entity, column)) {
    const measure = rankingMeasure(column, cue.direction, averageAsked(state));
    ir.dimensions = groupsOf(entity, targets, [measure], column);
    ir.select = [measure];
    ir.order = [{ target: { kind: "measure", alias: measure.alias }, direction: cue.direction }];
    return;
  }
  ir.select = [{ column: entity.ref, alias: entity.column.name }];
  if (column !== entity) ir.select.push({ column: column.ref, alias: column.column.name });
  ir.order = [{ target: { kind: "column", ref: column.ref }, direction: cue.direction }];
}

const MONTHS = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];

/** The question asks for a month and the sheet has a column per month ("Jan" … "Dec"). */
function monthColumns(state: ParseState): { columns: ColumnRef[]; labels: string[] } | undefined {
  const at = state.tokens.findIndex((t) => t.norm === "month");
  if (at < 0) return undefined;
  const table = state.tables[0] ?? (state.index.tables.length === 1 ? state.index.tables[0] : undefined);
  if (!table) return undefined;
  const found = table.columns
    .map((c) => ({
      c,
      m: MONTHS.findIndex((m) => c.column.name.toLowerCase().length >= 3 && m.startsWith(c.column.name.toLowerCase())),
    }))
    .filter((x) => x.m >= 0 && !x.c.position);
  if (new Set(found.map((x) => x.m)).size < 6) return undefined;
  use(state, at);
  return {
    columns: found.map((x) => x.c.ref),
    labels: found.map((x) => MONTHS[x.m][0].toUpperCase() + MONTHS[x.m].slice(1)),
  };
}

/** "the tallest hut": a noun no link explains follows the superlative, so a thing is asked for, not a number. */
function namesAThing(state: ParseState, after: number): boolean {
  const t = state.tokens[after + 1];
  const linked = (i: number) => state.links.some((l) => l.start <= i && i < l.end);
  return !!t && t.kind === "word" && !STOP_WORDS.has(t.norm) && !state.used.has(t.index) && !linked(t.index);
}

/** "the largest tower" names a thing by its size; "the largest area" or "the highest score" asks for the number. */
function thingAdjective(state: ParseState, ranking: Ranking): boolean {
  const word = state.tokens[ranking.cue.index].norm;
  // rows with nothing that names them ("the largest claim" over a log of claim amounts) are only their value
  if (!ADJECTIVE_MEASURES[word] || !ranking.column?.table.labelColumn || word === "highest" || word === "lowest")
    return false;
  // the noun matched a column that is a measure of it ("tower" → tower_height), not the measure itself
  const said = new Set(state.tokens.slice(ranking.cue.index + 1, ranking.cue.index + 4).map((t) => stem(t.norm)));
  return ranking.column.words.some((w) => MEASURE_WORDS.has(w) && !said.has(w));
}

const MEASURE_WORDS = new Set(Object.values(ADJECTIVE_MEASURES).flatMap((e) => e.words.map(stem)));

/** "the mast with the least height": the thing before "with" is asked for, not the height. */
function thingWith(state: ParseState, at: number): boolean {
  const before = state.tokens[at - 1]?.norm === "the" ? at - 2 : at - 1;
  const noun = state.tokens[before - 1];
  return state.tokens[before]?.norm === "with" && !!noun && noun.kind === "word" && !STOP_WORDS.has(noun.norm);
}

const POPULATION_WORDS = new Set(["among", "amongst", "across"]);

/** "what broadcast drew the highest share", "the top earning tour": a noun no link explains names the thing asked for. */
function thingNamed(state: ParseState, ranking: Ranking): boolean {
  const free = (i: number) => {
    const t = state.tokens[i];
    // "the lowest price among open orders": what follows "among" is the population, not the thing asked for
    return (
      !!t &&
      t.kind === "word" &&
      !STOP_WORDS.has(t.norm) &&
      !POPULATION_WORDS.has(t.norm) &&
      !state.used.has(i) &&
      !state.links.some((l) => l.start <= i && i < l.end)
    );
  };
  const wh = state.cues.wh;
  if (wh && (wh.word === "what" || wh.word === "which") && free(wh.index + 1)) return true;
  const measure = state.links.find(
    (l) => l.kind === "column" && l.column === ranking.column && l.start > ranking.cue.index,
  );
  return !!measure && measure.start <= ranking.cue.tokens.at(-1)! + 2 && free(measure.end);
}

/**
 * Rows ranked one by one ("the biggest parcel", "the first complaint") whose answer is the entity they belong to: the
 * table asked for ("which customer"), or for "who" the nearest referenced table that names people.
 */
function rowOwner(state: ParseState, ranking: Ranking, entity: ColumnInfo | undefined): ColumnInfo | undefined {
  const rows = ranking.entityTable;
  if (
    !rows ||
    !ranking.column ||
    ranking.column.table !== rows ||
    ranking.countTable ||
    ranking.cue.limit !== undefined ||
    averageAsked(state)
  )
    return undefined;
  // a self-reference's other side (the rows' managers) owns nothing: "who was hired last" is one of the rows
  const parents = parentTables(state.index, rows).filter((p) => p.table.aliasOf !== rows.name);
  if (entity)
    return entity.table !== rows && parents.includes(entity.table)
      ? (groupingColumnOf(entity.table) ?? entity)
      : undefined;
  const wh = state.cues.wh?.word;
  if (wh !== "who" && wh !== "whom") return undefined;
  const person = (label: ColumnInfo | undefined) =>
    !!label && (label.derived?.kind === "full_name" || label.table.words.some((w) => PERSON_WORDS.has(w)));
  if (person(rows.labelColumn)) return undefined;
  const owner = parents.find((p) => person(p.labelColumn));
  if (owner) use(state, state.cues.wh!.index);
  return owner?.labelColumn;
}

function unique(column: ColumnInfo): boolean {
  const rows = column.table.table.rowEstimate;
  return column.distinct !== undefined && rows >= 3 && column.distinct >= rows * 0.9;
}

function dimensionOf(column: ColumnInfo): Dimension {
  return { column: column.ref, alias: column.column.name };
}

/**
 * "return the make, model, number of sales and revenue", "first name, last name": every plain column listed beside the
 * ranked entity groups the answer too, in the order asked; amounts listed are measured, not grouped.
 */
function groupsOf(entity: ColumnInfo, targets: ColumnInfo[], measures: Measure[], ranked?: ColumnInfo): Dimension[] {
  const measured = (c: ColumnInfo) =>
    c === ranked || measures.some((m) => m.column?.table === c.ref.table && m.column?.column === c.ref.column);
  const shown = targets.filter((t) => !measured(t) && !(t.numeric && !t.key && !t.temporal));
  const columns = shown.includes(entity) ? shown : [entity, ...shown];
  const names = new Set<string>();
  return columns.map((c) => {
    const alias = names.has(c.column.name) ? `${c.table.name}_${c.column.name}` : c.column.name;
    names.add(c.column.name);
    return { column: c.ref, alias };
  });
}

const AVERAGED = new Set(["rating", "score", "stars", "star", "satisfaction", "nps", "grade", "sentiment"].map(stem));

const NOT_ADDITIVE = new Set(
  [
    "year",
    "season",
    "rank",
    "position",
    "place",
    "average",
    "avg",
    "percentage",
    "percent",
    "rate",
    "ratio",
    "density",
    "height",
    "age",
    "speed",
    "time",
    "rating",
    "score",
    "stars",
  ].map(stem),
);

/** Amounts add up per group; years, ranks, rates and sizes do not, so a group is ranked by its extreme. */
/** "fastest on average", "the best mean score": the groups are ranked by their mean. */
function averageAsked(state: ParseState): boolean {
  return state.tokens.some((t) => t.norm === "average" || t.norm === "avg" || t.norm === "mean");
}

function rankingMeasure(column: ColumnInfo, direction: "asc" | "desc", averaged = false): Measure {
  const additive =
    column.numeric && !column.temporal && !isYearLike(column) && !column.words.some((w) => NOT_ADDITIVE.has(w));
  // "the lowest scored label": a group's ratings are averaged, not summed or reduced to one extreme
  averaged = column.numeric && !column.temporal && (averaged || column.words.some((w) => AVERAGED.has(w)));
  const agg: Aggregate = averaged ? "avg" : additive ? "sum" : direction === "asc" ? "min" : "max";
  return { agg, column: column.ref, alias: measureAlias(agg, column) };
}

/** Group when the answer column lives in another table or repeats across rows (several orders per customer). */
function needsGrouping(entity: ColumnInfo, column: ColumnInfo): boolean {
  if (entity.table !== column.table) return true;
  if (entity.key || column.temporal) return false;
  const rows = entity.table.table.rowEstimate;
  if (entity.distinct !== undefined && rows > 0) return entity.distinct < rows * 0.8;
  return false;
}

/**
 * "customers with more than 5 orders", "how many products have at least 10 reviews": the rows of a related table are
 * counted per entity, and the entities whose count passes are listed (or counted).
 */
function havingOnRelatedRows(state: ParseState): boolean {
  const having = state.having!;
  const ir = state.ir;
  const link =
    having.noun === undefined ? undefined : state.links.find((l) => l.kind === "table" && l.start === having.noun);
  // "more than 10 late parcels": the rows the condition is on are counted
  const conditioned =
    having.noun === undefined ? undefined : state.filters.find((f) => f.at === having.noun && f.other);
  // "more than 50 enrollments" where the noun only linked its table's own key (enrollment_id of training_enrollments)
  const key =
    having.noun === undefined
      ? undefined
      : state.links.find((l) => l.kind === "column" && l.start === having.noun && l.column.column.isPrimaryKey);
  const nounTable =
    link?.kind === "table"
      ? link.table
      : conditioned
        ? findTable(state.index, conditioned.column.table)
        : key?.kind === "column"
          ? key.column.table
          : undefined;
  const subject = findTable(state.index, ir.table);
  if (!nounTable || !subject || nounTable === subject) return false;
  const via = state.links.flatMap((l) => (l.kind === "table" && l.via && state.assigned.has(l) ? [l.via] : []));
  const steps = planJoins(state.index.catalog, nounTable.name, [subject.name], via.length ? via : undefined);
  const group = groupingColumnOf(subject);
  if (!steps?.length || steps.some((s) => s.fanOut) || !group) return false;
  use(state, having.at);
  if (link) useLink(state, link);
  if (key) useLink(state, key);
  const alias = measureAlias("count", undefined, nounTable);
  const counted = !!state.cues.count;
  ir.table = nounTable.name;
  ir.dimensions = [dimensionOf(group)];
  ir.select = [{ agg: "count", alias }];
  ir.having = { alias, op: having.op, value: having.value };
  ir.distinct = undefined;
  ir.limit = counted ? 1 : undefined;
  ir.withTies = undefined;
  ir.countGroups = counted;
  ir.order = counted ? [] : [{ target: { kind: "measure", alias }, direction: "desc" }];
  return true;
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
  ir.limit = counted ? 1 : undefined;
  ir.withTies = undefined;
  ir.countGroups = !!counted;
  ir.order = counted ? [] : [{ target: { kind: "measure", alias: "count" }, direction: "desc" }];
}

/**
 * "the highest fare on each route", "lowest price per supplier": a column's extreme within every group the question
 * splits by after the cue — not a ranking of the groups, which "which route had the highest fare" asks for.
 */
function eachGroupsExtreme(
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
