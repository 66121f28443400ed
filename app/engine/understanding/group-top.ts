// "the most expensive book in each genre", "the latest loan of every member": the row at the top of every group, shown
// with its group — not the group with the largest total, and not only the extreme value.
import type { Dimension, Measure } from "../ir";
import type { ColumnInfo } from "../model/schema-index";
import { EACH } from "./entity-values";
import { noteTable, type ParseState, use } from "./parse-state";
import type { Ranking } from "./ranking";

/**
 * Reads a ranking of whole rows split by one group after the cue: every group's top row (ties kept). The group is a
 * column of the ranked rows or a table their key refers to, so each row compares with its own group's rows alone.
 */
export function applyGroupTop(
  state: ParseState,
  ranking: Ranking,
  measures: Measure[],
  dims: Dimension[],
  entity: ColumnInfo | undefined,
): boolean {
  const { cue, column } = ranking;
  // (a derived measure is read from its own row's columns; a definition's SQL may read others)
  const ownRow = !column?.derived || !["defined", "full_name"].includes(column.derived.kind);
  if (!column || column.key || column.position || !ownRow || (!column.numeric && !column.temporal)) return false;
  const rows = column.table;
  if (ranking.entityTable !== rows && entity?.table !== rows) return false;
  // ("which book is the dearest in each genre" also groups by the book itself: the rows are what is shown)
  const label = rows.labelColumn ?? rows.columns.find((c) => c.column.isPrimaryKey);
  const groups = dims.filter((d) => d.column.table !== rows.name || d.column.column !== label?.column.name);
  if (groups.length !== 1 || groups[0].grain || measures.length || cue.limit !== undefined || ranking.offset)
    return false;
  if (!state.cues.groupers.some((g) => g > cue.tokens.at(-1)! && EACH.has(state.tokens[g].norm))) return false;
  // (conditions on other tables would have to be joined again inside each group's comparison)
  if (state.filters.some((f) => f.related || f.column.table !== rows.name)) return false;
  const group = groups[0].column;
  const by =
    group.table === rows.name
      ? group.column
      : rows.table.foreignKeys.find((fk) => fk.columns.length === 1 && fk.referencedTable === group.table)?.columns[0];
  // (a group is a category or another table's row: "per square mile" splits by no numeric column)
  const own = rows.columns.find((c) => c.column.name === group.column);
  if (!by || !label || group.column === column.column.name || (group.table === rows.name && !own?.text)) return false;
  const ir = state.ir;
  noteTable(state, rows);
  ir.table = rows.name;
  ir.select = [
    { column: group, alias: groups[0].alias },
    {
      column: label.ref,
      alias: label.column.name === groups[0].alias ? `${rows.name}_${label.column.name}` : label.column.name,
    },
    { column: column.ref, alias: column.column.name },
  ];
  ir.dimensions = [];
  ir.groupTop = { column: column.ref, direction: cue.direction, by: { table: rows.name, column: by } };
  ir.order = [{ target: { kind: "column", ref: group }, direction: "asc" }];
  ir.limit = undefined;
  ir.withTies = undefined;
  if (state.cues.wh) use(state, state.cues.wh.index);
  return true;
}
