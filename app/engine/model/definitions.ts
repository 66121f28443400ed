// A connection's definitions (issue 18) as the engine reads them: the catalog it indexes is the introspected one
// with the team's words added. Metrics and segments become columns of their table (a number, a yes/no), so linking,
// grouping, ranking and filtering treat them like any column; the compiler renders their SQL. Names and synonyms of
// tables and columns are phrases that link ahead of the schema's own names; hidden columns are gone; a declared
// relationship is a foreign key.
import type { CatalogColumn, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import type { EngineDefinition } from "~/lib/definitions";

const memo = new WeakMap<SchemaCatalog, Map<string, SchemaCatalog>>();

/** The catalog with the definitions applied; the same object for the same catalog and definitions (the index is cached by it). */
export function withDefinitions(
  catalog: SchemaCatalog,
  definitions: readonly EngineDefinition[] | undefined,
): SchemaCatalog {
  if (!definitions?.length) return catalog;
  const key = JSON.stringify(definitions);
  let byKey = memo.get(catalog);
  if (!byKey) memo.set(catalog, (byKey = new Map()));
  const hit = byKey.get(key);
  if (hit) return hit;
  const applied = applyDefinitions(catalog, definitions);
  if (byKey.size > 8) byKey.delete(byKey.keys().next().value!);
  byKey.set(key, applied);
  return applied;
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

function applyDefinitions(catalog: SchemaCatalog, definitions: readonly EngineDefinition[]): SchemaCatalog {
  const tables: CatalogTable[] = catalog.tables.map((t) => ({
    ...t,
    columns: [...t.columns],
    foreignKeys: [...t.foreignKeys],
  }));
  const tableOf = (name: string) => tables.find((t) => same(t.name, name) && !t.aliasOf);
  const columnIndex = (t: CatalogTable, name: string) => t.columns.findIndex((c) => same(c.name, name) && !c.defined);
  const hidden: [CatalogTable, string][] = [];
  for (const d of definitions) {
    if (d.kind === "term") continue;
    const table = tableOf(d.table);
    if (!table) continue;
    switch (d.kind) {
      case "table":
        table.synonyms = [...(table.synonyms ?? []), d.name, ...d.synonyms];
        if (d.description) table.description = d.description;
        break;
      case "column": {
        const i = columnIndex(table, d.column);
        if (i < 0) break;
        const column = table.columns[i];
        table.columns[i] = {
          ...column,
          label: d.name,
          synonyms: [...(column.synonyms ?? []), ...d.synonyms],
          ...(d.description ? { description: d.description } : {}),
        };
        if (d.hidden) hidden.push([table, column.name]);
        break;
      }
      case "relationship": {
        const column = table.columns[columnIndex(table, d.column)]?.name;
        const target = tableOf(d.ref_table);
        const targetColumn = target?.columns[columnIndex(target, d.ref_column)]?.name;
        if (!column || !target || !targetColumn) break;
        // the team's word replaces what the engine guessed from names for this column
        table.foreignKeys = table.foreignKeys.filter(
          (fk) => !(fk.inferred && fk.columns.length === 1 && fk.columns[0] === column),
        );
        table.foreignKeys.push({
          columns: [column],
          referencedTable: target.name,
          referencedColumns: [targetColumn],
          inferred: false,
          ...(target.schema !== table.schema ? { referencedSchema: target.schema } : {}),
        });
        break;
      }
      case "metric":
      case "segment":
        table.columns.push(definedColumn(table, d));
        if (d.kind === "metric" && d.time_column && !table.definedDate) {
          const date = table.columns[columnIndex(table, d.time_column)];
          if (date) table.definedDate = date.name;
        }
        break;
    }
  }
  for (const [table, name] of hidden) {
    // a key stays: joins need it, whatever answers show
    const keyed =
      table.primaryKey.includes(name) ||
      table.foreignKeys.some((fk) => fk.columns.includes(name)) ||
      tables.some((t) =>
        t.foreignKeys.some((fk) => fk.referencedTable === table.name && fk.referencedColumns.includes(name)),
      );
    if (!keyed) table.columns = table.columns.filter((c) => c.name !== name);
  }
  return { ...catalog, tables };
}

function definedColumn(
  table: CatalogTable,
  d: Extract<EngineDefinition, { kind: "metric" | "segment" }>,
): CatalogColumn {
  const base =
    d.name
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, "_")
      .replace(/^_|_$/g, "") || d.kind;
  let name = base;
  for (let n = 2; table.columns.some((c) => c.name === name); n++) name = `${base}_${n}`;
  return {
    name,
    label: d.name,
    dataType: d.kind === "metric" ? "numeric" : "boolean",
    kind: d.kind === "metric" ? "decimal" : "boolean",
    nullable: true,
    isPrimaryKey: false,
    synonyms: d.synonyms,
    ...(d.description ? { description: d.description } : {}),
    defined: { kind: d.kind, name: d.name, sql: d.sql },
  };
}
