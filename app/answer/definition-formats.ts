// The formats a team chose in its definitions (ADR 048), put on the catalog columns they name: a column definition's
// on its column, a metric's on the column the engine made of it. Kept apart from the engine's own reading of them.
import type { SchemaCatalog } from "~/lib/catalog";
import type { EngineDefinition } from "~/lib/definitions";

const memo = new WeakMap<SchemaCatalog, Map<string, SchemaCatalog>>();

/** The catalog with each chosen format on its column; the same object when no definition chose one. */
export function withFormats(
  catalog: SchemaCatalog,
  definitions: readonly EngineDefinition[] | undefined,
): SchemaCatalog {
  const chosen = (definitions ?? []).filter((d) => (d.kind === "column" || d.kind === "metric") && d.format);
  if (!chosen.length) return catalog;
  const key = JSON.stringify(
    chosen.map((d) => [
      d.kind,
      d.name,
      "table" in d ? d.table : "",
      "column" in d ? d.column : "",
      "format" in d ? d.format : "",
    ]),
  );
  const cached = memo.get(catalog)?.get(key);
  if (cached) return cached;
  const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();
  const tables = catalog.tables.map((table) => ({
    ...table,
    columns: table.columns.map((column) => {
      const match = chosen.find((d) =>
        d.kind === "column"
          ? same(d.table, table.name) && same(d.column, column.name) && !column.defined
          : d.kind === "metric" &&
            same(d.table, table.name) &&
            column.defined?.kind === "metric" &&
            column.defined.name === d.name,
      );
      return match && "format" in match && match.format ? { ...column, format: match.format } : column;
    }),
  }));
  const applied = { ...catalog, tables };
  if (!memo.has(catalog)) memo.set(catalog, new Map());
  memo.get(catalog)!.set(key, applied);
  return applied;
}
