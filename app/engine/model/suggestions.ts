// Definitions the engine would suggest for a schema (issue 18): what it derives on its own, written as definitions a
// person can accept, edit or leave. Accepting one makes the engine's guess the team's word.
import type { SchemaCatalog } from "~/lib/catalog";
import type { DefinitionInput } from "~/lib/definitions";
import { getSchemaIndex } from "./build-index";

const q = (table: string, column: string) => `${table}.${column}`;

export function suggestDefinitions(catalog: SchemaCatalog): DefinitionInput[] {
  const index = getSchemaIndex(catalog);
  const out: DefinitionInput[] = [];
  for (const info of index.tables) {
    if (info.table.aliasOf) continue;
    for (const c of info.columns) {
      const d = c.derived;
      if (d?.kind !== "line" && d?.kind !== "discount") continue;
      const line = `${q(info.name, d.quantity)} * ${q(info.name, d.price)}`;
      const rate =
        d.discount && `COALESCE(${q(info.name, d.discount.column)}, 0)${d.discount.percent ? " / 100.0" : ""}`;
      const row =
        d.kind === "line" && d.total
          ? q(info.name, d.total)
          : d.kind === "discount"
            ? `${line} * ${rate}`
            : rate
              ? `${line} * (1 - ${rate})`
              : line;
      const name = d.kind === "discount" ? "Discount amount" : rate ? "Net revenue" : "Revenue";
      const synonyms =
        d.kind === "discount" ? ["discounts"] : ["revenue", "sales"].filter((s) => s !== name.toLowerCase());
      out.push({
        kind: "metric",
        name,
        synonyms,
        description: `Derived by Askdata from ${info.name}'s columns.`,
        table: info.name,
        sql: `SUM(${row})`,
        time_column: info.naturalDate?.table === info ? info.naturalDate.column.name : undefined,
      });
    }
    for (const fk of info.table.foreignKeys) {
      if (!fk.inferred || fk.evidence === "data" || fk.columns.length !== 1) continue;
      out.push({
        kind: "relationship",
        name: `${info.name}.${fk.columns[0]} → ${fk.referencedTable}`,
        synonyms: [],
        description: "Inferred from the column names; the schema declares no foreign key.",
        table: info.name,
        column: fk.columns[0],
        ref_table: fk.referencedTable,
        ref_column: fk.referencedColumns[0],
      });
    }
  }
  return out;
}
