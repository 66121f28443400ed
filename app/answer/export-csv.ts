// A result as CSV, two ways (issue 36, ADR 048): "formatted" reads as the table does ("$218,284", "Dec 2025") under
// the columns' labels; "raw" keeps numbers as numbers for a spreadsheet, under the columns' names, without float
// noise (money to cents) and with dates as ISO at their grain.
import { toCsv } from "~/lib/csv-format";
import { inferSemantics, type SemanticType } from "./semantic";
import { formatValue, rawValue } from "./semantic-format";

export type CsvValues = "formatted" | "raw";

export interface CsvColumn {
  name: string;
  kind?: string;
  label?: string;
  semantic?: SemanticType;
}

export function resultCsv(
  columns: CsvColumn[],
  rows: Record<string, unknown>[],
  values: CsvValues,
  locale?: string,
): string {
  const missing = columns.some((column) => !column.semantic);
  const inferred = missing ? inferSemantics({ columns, rows }) : {};
  const typed = columns.map((column) => ({ ...column, semantic: column.semantic ?? inferred[column.name] }));
  if (values === "raw") {
    return toCsv(
      typed.map((column) => column.name),
      rows.map((row) =>
        Object.fromEntries(typed.map((column) => [column.name, rawValue(row[column.name], column.semantic)])),
      ),
    );
  }
  // labels can repeat ("Name" of two tables): a header is keyed by its position
  const keys = typed.map((_, i) => String(i));
  const header = Object.fromEntries(typed.map((column, i) => [keys[i], column.label || column.name]));
  const body = rows.map((row) =>
    Object.fromEntries(
      typed.map((column, i) => [
        keys[i],
        row[column.name] === null || row[column.name] === undefined
          ? ""
          : formatValue(row[column.name], column.semantic, locale),
      ]),
    ),
  );
  return toCsv(keys, [header, ...body])
    .split("\r\n")
    .slice(1)
    .join("\r\n");
}
