// General nouns a reading explains by what it reads (issue 34): where the rows are kept ("which kits in our inventory
// weigh most"), people when the rows are persons ("people who joined in May" over members) and money when the measure
// is money ("the prize money each team won"). WordNet says what kind of thing the noun and the table or column are; a
// noun of any other kind stays unplaced.
import { isKind, nameIs } from "../schema/kinds";
import { KEPT_DETERMINERS, KEPT_IN, MONEY_NOUNS, PEOPLE_NOUNS } from "../schema/lexicon-nouns";
import { findColumn, findTable, type SchemaIndex } from "../model/schema-index";
import type { ParseState } from "../understanding/parse-state";
import type { QueryIR } from "../ir";

/** Indices of the general nouns this reading explains. */
export function generalNouns(state: ParseState, ir: QueryIR): number[] {
  const { tokens, index } = state;
  const out: number[] = [];
  for (const t of tokens) {
    if (t.kind !== "word" || (state.used.has(t.index) && !state.unexplained.has(t.index))) continue;
    if (keptIn(state, t.index) || (PEOPLE_NOUNS.has(t.norm) && personsRead(ir, index)) || moneyOf(state, ir, t.index))
      out.push(t.index);
  }
  return out;
}

/**
 * "in our inventory", "on the register", "across all our lists": a noun for a record or list, after a preposition
 * and a determiner and closing its phrase, says where the rows are kept — all of them.
 */
function keptIn(state: ParseState, at: number): boolean {
  const { tokens } = state;
  let before = at - 1;
  while (KEPT_DETERMINERS.has(tokens[before]?.norm ?? "")) before--;
  if (before === at - 1 || !KEPT_IN.has(tokens[before]?.norm ?? "")) return false;
  const next = tokens[at + 1];
  if (next && next.kind === "word" && next.norm === "of") return false; // "in the list of unpaid orders"
  return isKind(tokens[at].norm, "records");
}

/** The rows the reading counts or lists are persons: employees, visitors, patients. */
function personsRead(ir: QueryIR, index: SchemaIndex): boolean {
  const table = findTable(index, ir.countOver ?? ir.table);
  return !!table && nameIs(table.table.name, "persons");
}

/** "money" after the measure's own word ("prize money") or beside a measure that is money (a price, a payment). */
function moneyOf(state: ParseState, ir: QueryIR, at: number): boolean {
  if (!MONEY_NOUNS.has(state.tokens[at].norm)) return false;
  const measured = ir.select.filter((m) => m.agg && m.column).map((m) => findColumn(state.index, m.column!));
  if (!measured.length) return false;
  const before = state.allLinks.some((l) => l.kind === "column" && l.end === at && measured.includes(l.column));
  return before || measured.some((c) => c && nameIs(c.column.name, "money"));
}
