// "the number of songs sold", "how many lamps were bought in May": counting an entity's sales counts the units on the
// lines that reference it (a catalogue row is not a sale), so the count becomes the lines' quantity, summed.
import type { QueryIR } from "../ir";
import { referencedTables } from "../ir";
import { planJoins } from "../schema/join-planner";
import { findTable, refersTo, type SchemaIndex } from "../model/schema-index";
import type { Token } from "../understanding/tokens";

const DISTINCT_WORDS = new Set(["distinct", "unique", "different"]);
const SALE_WORDS = new Set(["sold", "sell", "sells", "selling", "purchased", "bought", "buy", "ordered"]);

export function countSoldUnits(ir: QueryIR, index: SchemaIndex, tokens: Token[]): { ir: QueryIR; used: number[] } {
  const [m] = ir.select;
  const counted = findTable(index, ir.table);
  if (ir.select.length !== 1 || m.agg !== "count" || m.column || m.where || !counted || ir.averaged)
    return { ir, used: [] };
  // the sale word beside the counted noun ("songs sold", "sold the most songs"), not anywhere in the question;
  // an order is placed, not sold: a table with its own total is the lines' parent, not what they sell
  const near = (i: number) =>
    tokens.slice(Math.max(0, i - 2), i + 4).some((n) => n.index !== i && counted.words.includes(n.stem));
  const at = tokens.findIndex((t, i) => SALE_WORDS.has(t.norm) && near(i));
  // "distinct songs sold" counts songs, not units
  if (at < 0 || counted.valueColumn || tokens.some((t) => DISTINCT_WORDS.has(t.norm))) return { ir, used: [] };
  for (const lines of index.tables) {
    const line = lines.columns.find((c) => c.derived?.kind === "line")?.derived;
    if (line?.kind !== "line" || !refersTo(lines, counted)) continue;
    const quantity = lines.columns.find((c) => c.column.name === line.quantity)!;
    const others = referencedTables(ir).filter((t) => t !== lines.name);
    if (!planJoins(index.catalog, lines.name, others)) continue;
    const alias = `${counted.name.replace(/s$/, "")}_units_sold`;
    const order = ir.order.map((o) =>
      o.target.kind === "measure" && o.target.alias === m.alias
        ? { ...o, target: { kind: "measure" as const, alias } }
        : o,
    );
    const having = ir.having?.alias === m.alias ? { ...ir.having, alias } : ir.having;
    return {
      ir: { ...ir, table: lines.name, select: [{ agg: "sum", column: quantity.ref, alias }], order, having },
      used: [at],
    };
  }
  return { ir, used: [] };
}
