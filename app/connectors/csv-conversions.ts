// How each staged text column becomes its typed column, and which values that leaves empty (ADR 050): a type
// inferred with every value, a type inferred with a tolerated few that do not have its form, or a type the user chose
// (looser: trimmed, leading zeros), whose values that do not convert are either refused or left empty.
import type pg from "pg";
import type { CsvColumnName } from "./csv-header";
import { castSelectList, chosenTypeTest, inferredTypeTest, quoteIdent, type ColumnType } from "./csv-types";

export interface Conversion extends CsvColumnName {
  type: ColumnType;
  from: "inferred" | "tolerated" | "chosen";
}

/** Values of a column that did not convert and were left empty: how many, and the first few in file order. */
export interface EmptiedValues {
  count: number;
  examples: { row: number; value: string }[];
}

const EXAMPLES = 5;
const EXAMPLE_CHARS = 60;

/** The SQL true for a non-empty staged value that converts. */
function convertsSql(conversion: Conversion): string {
  const type = conversion.type as Exclude<ColumnType, "text">;
  return conversion.from === "chosen" ? chosenTypeTest(conversion.name, type) : inferredTypeTest(conversion.name, type);
}

/** The select-list item writing the typed column: a value that does not convert becomes NULL (never a failed cast). */
export function conversionSelect(conversion: Conversion): string {
  const v = quoteIdent(conversion.name);
  if (conversion.type === "text" || conversion.from === "inferred") return castSelectList([conversion]);
  const value = conversion.from === "chosen" ? `NULLIF(btrim(${v}), '')` : `NULLIF(${v}, '')`;
  return `CASE WHEN ${convertsSql(conversion)} THEN ${value}::${conversion.type} END AS ${v}`;
}

/** The non-empty values of `from` that the conversion leaves empty; null when there are none. */
export async function readEmptied(
  client: pg.ClientBase,
  from: string,
  conversion: Conversion,
  rowColumn = "__row",
): Promise<EmptiedValues | null> {
  if (conversion.type === "text") return null;
  const v = quoteIdent(conversion.name);
  const { rows } = await client.query<{ row: string; value: string; count: string }>(
    `SELECT ${quoteIdent(rowColumn)} AS row, ${v} AS value, count(*) OVER () AS count FROM ${from}
     WHERE btrim(${v}) <> '' AND NOT (${convertsSql(conversion)}) ORDER BY 1 LIMIT ${EXAMPLES}`,
  );
  if (!rows.length) return null;
  const shown = (value: string) => (value.length > EXAMPLE_CHARS ? `${value.slice(0, EXAMPLE_CHARS)}…` : value);
  return { count: Number(rows[0]!.count), examples: rows.map((r) => ({ row: Number(r.row), value: shown(r.value) })) };
}
