// Columns that hold years as numbers or text ("year", "season", "1998", "2018-19"): a year compares with them directly.
import { TIME_WORDS } from "../schema/lexicon";
import type { ColumnInfo, TableInfo } from "./schema-index";

export function isYearLike(column: ColumnInfo): boolean {
  // "is_open" is a flag, whatever time word its name stems to
  if (column.temporal || /^(is|has|was)_/i.test(column.column.name)) return false;
  if (column.words.some((w) => w === "year" || w === "season")) return true;
  if (column.column.kind === "integer" && column.words.some((w) => TIME_WORDS.has(w))) return true;
  const sample = column.column.sampleValues ?? [];
  // "1998", "2018-19", "1999 (2)" read as years; "2019 Harbour Cup" is a name that starts with one
  return (
    sample.length > 0 &&
    sample.filter((v) => /^\s*(1[5-9]|20)\d\d(\s*$|\s*[-–/(,*\d])/.test(v)).length >= sample.length * 0.8
  );
}

/** A column holding years as whole numbers or as text of years ("year", "release_year", "2018-19"), not a key. */
export function holdsYears(c: ColumnInfo): boolean {
  return !c.key && !c.position && (c.column.kind === "integer" || c.yearText) && isYearLike(c);
}

/** A column holding years as numbers ("year", "release_year"). */
export function yearColumn(table: TableInfo | undefined): ColumnInfo | undefined {
  return table?.columns.find(holdsYears);
}
