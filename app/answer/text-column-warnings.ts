// Issue 37 item 6: an answer whose SQL reads a text column holding dates or amounts ("03/02/2024", "$1,200") says so,
// because text compares and sorts otherwise than dates and numbers: "03/02/2024" > "12/01/2023", "$900" > "$1,200".
import type { CatalogColumn, SchemaCatalog } from "~/lib/catalog";

const MAX_WARNINGS = 3;

/** The names the SQL mentions outside its string literals and comments; unquoted ones as PostgreSQL folds them. */
export function identifiersOf(sql: string): Set<string> {
  const names = new Set<string>();
  const tokens =
    /'(?:[^']|'')*'|--[^\n]*|\/\*[\s\S]*?\*\/|"((?:[^"]|"")*)"|`((?:[^`]|``)*)`|([A-Za-z_][A-Za-z0-9_$]*)/g;
  for (const [, quoted, backquoted, bare] of sql.matchAll(tokens)) {
    if (quoted !== undefined) names.add(quoted.replace(/""/g, '"'));
    else if (backquoted !== undefined) names.add(backquoted.replace(/``/g, "`"));
    else if (bare !== undefined) names.add(bare.toLowerCase());
  }
  return names;
}

function labelOf(column: CatalogColumn): string {
  const label = column.label?.trim() || column.name.replace(/_+/g, " ").trim();
  return label.charAt(0).toUpperCase() + label.slice(1);
}

export function textColumnWarning(column: CatalogColumn): string | null {
  if (column.kind !== "text" || !column.textShape) return null;
  return column.textShape === "dates"
    ? `${labelOf(column)} is stored as text; dates in it are compared and sorted as text, not as dates.`
    : `${labelOf(column)} is stored as text; amounts in it are compared and sorted as text, not as numbers.`;
}

/** Warnings for the text columns holding dates or amounts of the tables the SQL reads, that the SQL uses. */
export function textColumnWarnings(sql: string, catalog: Pick<SchemaCatalog, "tables">): string[] {
  const names = identifiersOf(sql);
  const mentioned = (name: string) => names.has(name) || names.has(name.toLowerCase());
  const warnings = catalog.tables
    .filter((table) => mentioned(table.name))
    .flatMap((table) => table.columns.filter((column) => mentioned(column.name)))
    .map(textColumnWarning)
    .filter((warning): warning is string => warning !== null);
  return [...new Set(warnings)].slice(0, MAX_WARNINGS);
}
