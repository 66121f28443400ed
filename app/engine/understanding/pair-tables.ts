// Many-to-many: two tables meet in a table of pairs that holds a key to each ("titleauthor", "singer_pieces").
import { refersTo, type TableInfo } from "../model/schema-index";
import type { ParseState } from "./parse-state";

/** A table holding a key to each of two tables (the pairs of a many-to-many), with its key to `noun`. */
export function pairTable(
  state: ParseState,
  noun: TableInfo,
  subject: TableInfo,
): { table: TableInfo; key: string } | undefined {
  for (const table of state.index.tables) {
    if (table === noun || table === subject || !refersTo(table, subject)) continue;
    const fk = table.table.foreignKeys.find((f) => f.referencedTable === noun.name && f.columns.length === 1);
    if (fk) return { table, key: fk.columns[0] };
  }
  return undefined;
}
