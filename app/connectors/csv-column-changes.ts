// The user's corrections to an import: a column's name and type, by its position in the file. Applied to the
// layout before the rows are staged, so the staging table already carries the new names.
import { AppError } from "~/lib/errors";
import { toIdentifier, type CsvColumnName } from "./csv-header";
import type { ColumnType } from "./csv-types";

export const CSV_COLUMN_TYPES: ColumnType[] = [
  "text",
  "bigint",
  "numeric",
  "boolean",
  "date",
  "timestamp",
  "timestamptz",
];

export interface CsvColumnChange {
  /** 0-based position among the file's columns (the row position column not counted). */
  index: number;
  name?: string;
  type?: ColumnType;
  /** "empty": values that do not convert to `type` are left empty and counted, instead of failing the import (ADR 050). */
  badValues?: "empty" | "fail";
}

const TYPE_WORDS: Record<ColumnType, string> = {
  text: "text",
  bigint: "a whole number",
  numeric: "a number",
  boolean: "true or false",
  date: "a date (YYYY-MM-DD)",
  timestamp: "a date and time (YYYY-MM-DD HH:MM)",
  timestamptz: "a date and time with a time zone",
};

/** The columns renamed as asked, and the type chosen for each position (undefined: inferred). */
export function applyColumnChanges(
  columns: CsvColumnName[],
  changes: CsvColumnChange[] = [],
): { columns: CsvColumnName[]; chosen: (ColumnType | undefined)[]; leaveEmpty: boolean[] } {
  const renamed = columns.map((column) => ({ ...column }));
  const chosen: (ColumnType | undefined)[] = columns.map(() => undefined);
  const leaveEmpty = columns.map(() => false);
  for (const change of changes) {
    const column = renamed[change.index];
    if (!Number.isInteger(change.index) || !column)
      throw invalid(`The file has no column ${change.index + 1}; it has ${columns.length}`);
    if (change.type) chosen[change.index] = change.type;
    leaveEmpty[change.index] = change.badValues === "empty";
    const label = change.name?.trim();
    if (!label || label === column.label) continue;
    const name = toIdentifier(label, "");
    if (!name || name === "_")
      throw invalid(`“${label}” cannot be a column name: use letters or digits`, { index: change.index });
    renamed[change.index] = { name, label };
  }
  const seen = new Map<string, string>();
  for (const { name, label } of renamed) {
    if (seen.has(name))
      throw invalid(`Two columns would be named “${name}” (${seen.get(name)} and ${label}): choose different names`);
    seen.set(name, label);
  }
  return { columns: renamed, chosen, leaveEmpty };
}

/** A value of the file that does not convert to the type chosen for its column: nothing is imported. */
export function conversionError(column: CsvColumnName, type: ColumnType, row: number, value: string): AppError {
  const shown = value.length > 60 ? `${value.slice(0, 60)}…` : value;
  return invalid(
    `Column “${column.label}”, row ${row}: “${shown}” is not ${TYPE_WORDS[type]}. Nothing was changed: choose to leave such values empty, or keep the column as text.`,
    { column: column.name, row, value: shown, type },
  );
}

function invalid(message: string, details: Record<string, unknown> = {}): AppError {
  return new AppError("VALIDATION_ERROR", message, details);
}
