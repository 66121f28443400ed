// GROUP BY terms: a person by first and last name, an entity's label with its key.
import { findColumn, findTable } from "../model/schema-index";
import type { QueryIR } from "../ir";
import { columnExpr, dimensionExpr, type Ctx } from "./expressions";

/** Grouping by an entity's label ("by customer") keeps apart two customers of one name: their key joins the group. */
export function groupTerms(ir: QueryIR, ctx: Ctx): string[] {
  const terms = ir.dimensions.flatMap((dim) => {
    const name = findColumn(ctx.index, dim.column)?.derived;
    return name?.kind === "full_name"
      ? [name.first, name.last].map((column) => columnExpr({ table: dim.column.table, column }, ctx))
      : [dimensionExpr(dim.column, dim.grain, ctx)];
  });
  const keyed = new Set<string>();
  for (const dim of ir.dimensions) {
    const table = findTable(ctx.index, dim.column.table);
    const key = table?.table.primaryKey.length === 1 ? table.table.primaryKey[0] : undefined;
    const label = table?.labelColumn;
    // a first or last name alone is part of the label too ("their first name, last name")
    const labelled =
      label?.column.name === dim.column.column ||
      (label?.derived?.kind === "full_name" && [label.derived.first, label.derived.last].includes(dim.column.column));
    // grouping the measured rows by their own key would make groups of one
    if (!dim.grain && key && table!.name !== ir.table && labelled && !table!.position && !keyed.has(table!.name)) {
      keyed.add(table!.name);
      terms.push(columnExpr({ table: table!.name, column: key }, ctx));
    }
  }
  return terms;
}
