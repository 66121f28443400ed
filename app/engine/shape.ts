// Shapes a ranking question: "what is the highest X" (an aggregate), "which Y has the most X" (arg-max), "top 5 Y by X".
import type { Aggregate, Dimension, Measure } from "./ir";
import { measureAlias } from "./measures";
import { noteTable, type ParseState, use } from "./parse-state";
import type { Ranking } from "./ranking";
import type { ColumnInfo } from "./schema-index";
import { guessTarget } from "./target";

export function shapeRanking(state: ParseState, ranking: Ranking, measures: Measure[], targets: ColumnInfo[], dims: Dimension[]) {
  const ir = state.ir;
  const { cue, column } = ranking;
  const limit = cue.limit ?? 1;
  ir.limit = limit;
  ir.withTies = cue.limit === undefined;
  const wh = state.cues.wh?.word;
  let entity = ranking.entity ?? targets[0];
  const plainValue = !entity && !ranking.entityTable && !dims.length && !measures.length && column && cue.limit === undefined && (wh === undefined || wh === "what" || wh === "how") && !state.cues.list;
  if (plainValue && !column.temporal && !column.position) {
    const agg: Aggregate = cue.direction === "desc" ? "max" : "min";
    ir.select = [{ agg, column: column.ref, alias: measureAlias(agg, column) }];
    ir.limit = undefined;
    ir.withTies = undefined;
    if (wh) use(state, state.cues.wh!.index);
    return;
  }
  if (measures.length && (dims.length || entity)) {
    const groups = dims.length ? dims : [dimensionOf(entity!)];
    ir.dimensions = groups;
    ir.select = measures;
    ir.order = [{ target: { kind: "measure", alias: measures[0].alias }, direction: cue.direction }];
    return;
  }
  if (!entity && dims.length) {
    ir.select = [column ? rankingMeasure(column, cue.direction) : { agg: "count", alias: "count" }];
    ir.order = [{ target: { kind: "measure", alias: ir.select[0].alias }, direction: cue.direction }];
    return;
  }
  if (!entity && ranking.entityTable && column) {
    // "the longest track", "the 5 largest orders by total": rows of the table, named when it has a name column
    const label = ranking.entityTable.labelColumn;
    ir.table = ranking.entityTable.name;
    ir.select = label ? [{ column: label.ref, alias: label.column.name }, { column: column.ref, alias: column.column.name }] : [];
    ir.order = [{ target: { kind: "column", ref: column.ref }, direction: cue.direction }];
    return;
  }
  if (!entity) {
    const guess = guessTarget(state, new Set(column ? [column] : []));
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
  if (!column) {
    // "which country has the most entries": rows per value
    const alias = ranking.countTable ? measureAlias("count", undefined, ranking.countTable) : "count";
    ir.dimensions = [dimensionOf(entity)];
    ir.select = [{ agg: "count", alias }];
    ir.order = [{ target: { kind: "measure", alias }, direction: cue.direction }];
    return;
  }
  if (needsGrouping(entity, column)) {
    const measure = rankingMeasure(column, cue.direction);
    ir.dimensions = [dimensionOf(entity)];
    ir.select = [measure];
    ir.order = [{ target: { kind: "measure", alias: measure.alias }, direction: cue.direction }];
    return;
  }
  ir.select = [{ column: entity.ref, alias: entity.column.name }];
  if (column !== entity) ir.select.push({ column: column.ref, alias: column.column.name });
  ir.order = [{ target: { kind: "column", ref: column.ref }, direction: cue.direction }];
}

function dimensionOf(column: ColumnInfo): Dimension {
  return { column: column.ref, alias: column.column.name };
}

function rankingMeasure(column: ColumnInfo, _direction: "asc" | "desc"): Measure {
  const agg: Aggregate = column.numeric && !column.temporal ? "sum" : "max";
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
