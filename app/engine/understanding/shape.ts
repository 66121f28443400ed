// Shapes a ranking question: "what is the highest X" (an aggregate), "which Y has the most X" (arg-max), "top 5 Y by X".
import type { Aggregate, Dimension, Measure } from "../ir";
import { measureAlias } from "./measure-alias";
import { isYearLike } from "../model/years";
import { noteTable, type ParseState, use } from "./parse-state";
import { stem } from "../schema/stem";
import type { Ranking } from "./ranking";
import { ADJECTIVE_MEASURES, PERSON_WORDS, STOP_WORDS } from "../schema/lexicon";
import { parentTables, type ColumnInfo } from "../model/schema-index";
import { groupingColumnOf } from "./dimensions";
import { asksMonth, asksYear, guessTarget, namesMonths } from "./guessed-target";
import { filteredColumns } from "./target";
import { eachGroupsExtreme } from "./having-conditions";
import { applyGroupTop } from "./group-top";
import {
  rankedMeasure,
  monthColumns,
  unique,
  dimensionOf,
  groupsOf,
  averageAsked,
  rankingMeasure,
  needsGrouping,
} from "./ranking-measures";

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
    !thingByParticiple(state, cue.tokens.at(-1)!) &&
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
  if (applyGroupTop(state, ranking, measures, dims, entity)) return;
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
  if (needsGrouping(entity, column) && !eachRowNamed(state, entity, column)) {
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

/**
 * "which flour is the cheapest" over flours whose names repeat: the question names the table's rows, each one a
 * flour with its own key, so each is ranked by its own price — not the flours sharing a name added up.
 */
function eachRowNamed(state: ParseState, entity: ColumnInfo, column: ColumnInfo): boolean {
  const table = entity.table;
  return (
    column.table === table &&
    entity === table.labelColumn &&
    table.table.primaryKey.length === 1 &&
    state.links.some((l) => l.kind === "table" && l.table === table)
  );
}

/** "the tallest hut": a noun no link explains follows the superlative, so a thing is asked for, not a number. */
function namesAThing(state: ParseState, after: number): boolean {
  const t = state.tokens[after + 1];
  const linked = (i: number) => state.links.some((l) => l.start <= i && i < l.end);
  return !!t && t.kind === "word" && !STOP_WORDS.has(t.norm) && !state.used.has(t.index) && !linked(t.index);
}

/** "the lowest rated tour", "the highest paid clerk": a participle between the superlative and a table's noun. */
function thingByParticiple(state: ParseState, after: number): boolean {
  const said = state.tokens[after + 1];
  return (
    said?.kind === "word" &&
    /(ed|en|id)$/.test(said.norm) &&
    state.links.some((l) => l.kind === "table" && l.start === after + 2)
  );
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
