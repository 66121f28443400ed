// What kind of values each column of a result holds — numeric, date or text — judged as spec §5 says.
import type { QueryResult } from "~/lib/catalog";
import { TYPE_INFERENCE_ROWS } from "~/lib/limits";
import { isTimeName, parseCalendar, toNumber } from "./values";

export type ValueKind = "numeric" | "date" | "text";

/** spec §5: each column is numeric, date or text, judged from the first 5 rows. */
export function inferColumnKinds(result: Pick<QueryResult, "columns" | "rows">): Record<string, ValueKind> {
  const sample = result.rows.slice(0, TYPE_INFERENCE_ROWS);
  const kinds: Record<string, ValueKind> = {};
  for (const column of resultColumns(result)) {
    const values = sample
      .map((row) => row?.[column.name])
      .filter((value) => value !== null && value !== undefined && value !== "");
    kinds[column.name] = kindOf(column.name, column.kind, values);
  }
  return kinds;
}

/** The result's columns, or its first row's keys when it declares none. */
export function resultColumns(result: Pick<QueryResult, "columns" | "rows">): { name: string; kind?: string }[] {
  if (result.columns.length) return result.columns;
  return Object.keys(result.rows[0] ?? {}).map((name) => ({ name }));
}

function kindOf(name: string, declared: string | undefined, values: unknown[]): ValueKind {
  const timeName = isTimeName(name);
  // A year held in a number column ("year", "fiscal_year") is time; other numbers near 2023 are quantities.
  const allDates = values.length > 0 && values.every((value) => parseCalendar(value, timeName) !== null);
  switch (declared) {
    case "integer":
    case "decimal":
      return timeName && allDates ? "date" : "numeric";
    case "date":
    case "timestamp":
      return "date";
    case "boolean":
      return "text";
  }
  if (allDates) return "date";
  if (values.length > 0 && values.every((value) => toNumber(value) !== null)) return "numeric";
  return "text";
}
