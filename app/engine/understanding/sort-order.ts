// Sort clauses: "ordered from largest to smallest", "in descending order", "Order the results by the shop name".
import { findColumn, findTable, type ColumnInfo } from "../model/schema-index";
import type { OrderTarget } from "../ir";
import { holdsYears } from "../model/years";
import type { Link } from "./link";
import { type ParseState, use } from "./parse-state";

/**
 * "which lakes are largest, ordered from largest to smallest", "total credits per student in descending order": the
 * whole list, sorted as the clause says — by the ranking or the measure, else by the first number shown; alphabetically
 * by the first text shown.
 */
export function applySortOrder(state: ParseState, key?: Link & { kind: "column" }) {
  const sort = state.cues.sort;
  const ir = state.ir;
  if (!sort || ir.exists || ir.difference || ir.unpivot || ir.rowAnchor) return;
  use(state, ...sort.tokens);
  if (ir.withTies) [ir.limit, ir.withTies] = [undefined, undefined];
  // a defined metric that aggregates ("success rate") sorts the groups as one of their measures, shown beside
  if (key && key.column.derived?.kind === "defined" && key.column.derived.aggregate && ir.dimensions.length) {
    const alias = key.column.column.name;
    if (!ir.select.some((m) => m.alias === alias)) ir.select.push({ column: key.column.ref, alias });
    ir.order = [{ target: { kind: "measure", alias }, direction: sort.direction }];
    return;
  }
  if (key) {
    const target = { kind: "column" as const, ref: key.column.ref };
    ir.order = [{ target, direction: sort.aged && inTime(state, target) ? turned(sort.direction) : sort.direction }];
    return;
  }
  const shown = ir.select
    .filter((m) => !m.agg && m.column)
    .map((m) => findColumn(state.index, m.column!))
    .filter((c): c is ColumnInfo => !!c);
  if (sort.alphabetical) {
    // whole rows ("list the growers alphabetically") sort by the name of each row
    const label = !ir.select.length ? findTable(state.index, ir.table)?.labelColumn : undefined;
    const text =
      ir.dimensions.map((d) => findColumn(state.index, d.column)).find((c) => c?.text) ??
      shown.find((c) => c.text) ??
      label;
    if (text) ir.order = [{ target: { kind: "column", ref: text.ref }, direction: "asc" }];
    return;
  }
  if (ir.order.length) {
    const direction = sort.aged && inTime(state, ir.order[0].target) ? turned(sort.direction) : sort.direction;
    ir.order = [{ ...ir.order[0], direction }, ...ir.order.slice(1)];
    return;
  }
  const measure = ir.dimensions.length ? ir.select.find((m) => m.agg) : undefined;
  if (measure) ir.order = [{ target: { kind: "measure", alias: measure.alias }, direction: sort.direction }];
  else {
    const number = shown.find((c) => c.numeric && !c.key);
    if (number) ir.order = [{ target: { kind: "column", ref: number.ref }, direction: sort.direction }];
  }
}

const turned = (direction: "asc" | "desc") => (direction === "asc" ? "desc" : "asc");

/** An order along dates or years: a date or year column, or a group of them. */
function inTime(state: ParseState, target: OrderTarget): boolean {
  const ref =
    target.kind === "column"
      ? target.ref
      : target.kind === "measure"
        ? state.ir.dimensions.find((d) => d.alias === target.alias)?.column
        : undefined;
  const column = ref && findColumn(state.index, ref);
  return !!column && (column.temporal || holdsYears(column));
}
