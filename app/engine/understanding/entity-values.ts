// An entity's own value, linked where the question names it: "order value", "the worth of our invoices" — a table's
// amount column, else the money its lines bring in (an order without an amount is worth its lines).
import type { ColumnInfo, SchemaIndex } from "../model/schema-index";
import type { Link } from "./link";
import type { Token } from "./tokens";

const VALUE_WORDS = new Set(["value", "size", "total", "amount", "worth"]);

/** "order value", "invoice size": the entity's own money total. */
export function linkEntityValue(
  span: Token[],
  start: number,
  end: number,
  index: SchemaIndex,
  summed: boolean,
): Link[] {
  if (!VALUE_WORDS.has(span[1].norm)) return [];
  const column = valueOf(index, span[0].stem, summed);
  return column ? [{ kind: "column", start, end, score: 1, column }] : [];
}

/** "the value of all completed orders", "the worth of our invoices": the value of the rows named after "of". */
export function linkValueOf(tokens: Token[], at: number, index: SchemaIndex, summed: boolean): Link[] {
  if (!OF_VALUE_WORDS.has(tokens[at].norm) || tokens[at + 1]?.norm !== "of") return [];
  for (let k = at + 2; k <= at + 5 && k < tokens.length && tokens[k].kind === "word"; k++) {
    const column = valueOf(index, tokens[k].stem, summed);
    if (column) return [{ kind: "column", start: at, end: at + 1, score: 1, column }];
  }
  return [];
}

const OF_VALUE_WORDS = new Set(["value", "worth"]);

export const EACH = new Set(["each", "every", "per"]);

export const PER_ROW_WORDS = new Set([
  "median",
  "largest",
  "biggest",
  "highest",
  "max",
  "maximum",
  "smallest",
  "lowest",
  "min",
  "minimum",
  "most",
  "least",
]);

/** A table's own amount, else the money its lines bring in (an order without an amount is worth its lines). */
function valueOf(index: SchemaIndex, word: string, summed: boolean): ColumnInfo | undefined {
  // the table the word heads ("orders", not "order_items")
  const table = index.tables.find((t) => t.words.at(-1) === word) ?? index.tables.find((t) => t.words.includes(word));
  if (!table) return undefined;
  if (table.valueColumn || !summed) return table.valueColumn;
  const lines = index.tables.filter(
    (t) => t !== table && t.table.foreignKeys.some((f) => f.referencedTable === table.name),
  );
  return lines.flatMap((t) => t.columns).find((c) => c.derived?.kind === "line");
}
