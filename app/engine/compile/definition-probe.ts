// The query that checks a definition before it is saved (issue 18): the SQL the engine itself would write with it,
// joins to the tables it reads included, with LIMIT 0 — run through the guard, it proves the definition compiles
// and reads only, without reading rows.
import type { SchemaCatalog } from "~/lib/catalog";
import type { DefinitionInput } from "~/lib/definitions";
import { AppError } from "~/lib/errors";
import { compileIR } from "./compile";
import type { QueryIR } from "../ir";
import { findTable } from "../model/schema-index";
import { getSchemaIndex } from "../model/build-index";
import { withDefinitions } from "../model/definitions";

const invalid = (field: string, message: string) =>
  new AppError("VALIDATION_ERROR", message, { fields: { [field]: message } });

/** The probe query, or undefined for a definition with nothing to run (a term); unknown names are refused. */
export function definitionProbe(catalog: SchemaCatalog, definition: DefinitionInput): string | undefined {
  if (definition.kind === "term") return undefined;
  const table = catalog.tables.find((t) => t.name.toLowerCase() === definition.table.toLowerCase() && !t.aliasOf);
  if (!table) throw invalid("table", `There is no table ${definition.table} in this database.`);
  const hasColumn = (t: typeof table, name: string) =>
    t.columns.some((c) => c.name.toLowerCase() === name.toLowerCase() && !c.defined);
  if ((definition.kind === "column" || definition.kind === "relationship") && !hasColumn(table, definition.column))
    throw invalid("column", `There is no column ${definition.column} in ${table.name}.`);
  if (definition.kind === "metric" && definition.time_column && !hasColumn(table, definition.time_column))
    throw invalid("time_column", `There is no column ${definition.time_column} in ${table.name}.`);
  if (definition.kind === "relationship") {
    const target = catalog.tables.find(
      (t) => t.name.toLowerCase() === definition.ref_table.toLowerCase() && !t.aliasOf,
    );
    if (!target) throw invalid("ref_table", `There is no table ${definition.ref_table} in this database.`);
    if (!hasColumn(target, definition.ref_column))
      throw invalid("ref_column", `There is no column ${definition.ref_column} in ${target.name}.`);
  }
  if (definition.kind !== "metric" && definition.kind !== "segment" && definition.kind !== "relationship")
    return undefined;
  const index = getSchemaIndex(withDefinitions(catalog, [definition]));
  const info = findTable(index, table.name)!;
  let ir: QueryIR;
  if (definition.kind === "relationship") {
    const target = definition.ref_table.toLowerCase();
    const ref = index.tables.find((t) => t.name.toLowerCase() === target)!;
    const key = ref.columns.find((c) => c.column.name.toLowerCase() === definition.ref_column.toLowerCase())!;
    ir = {
      table: info.name,
      select: [{ agg: "count", alias: "count" }],
      dimensions: [{ column: key.ref, alias: "related" }],
      filters: [],
      order: [],
      limit: 0,
    };
  } else {
    const defined = info.columns.find((c) => c.derived?.kind === "defined")!;
    ir =
      definition.kind === "metric"
        ? {
            table: info.name,
            select: [{ agg: "sum", column: defined.ref, alias: "value" }],
            dimensions: [],
            filters: [],
            order: [],
            limit: 0,
          }
        : {
            table: info.name,
            select: [{ agg: "count", alias: "count" }],
            dimensions: [],
            filters: [{ column: defined.ref, op: "eq", value: "true" }],
            order: [],
            limit: 0,
          };
  }
  try {
    return compileIR(ir, index);
  } catch (error) {
    if (error instanceof AppError && error.code === "TRANSLATION_ERROR")
      throw invalid(definition.kind === "relationship" ? "ref_table" : "sql", error.message);
    throw error;
  }
}
