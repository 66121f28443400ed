// What absence and presence of related rows share: the filter they make, whether a table is joined to the question's
// others, the table of purchases, and the verbs of trade ("parts we sold", "parts never shipped").
import { planJoins } from "../schema/join-planner";
import type { Filter } from "../ir";
import { refersTo, type TableInfo } from "../model/schema-index";
import { type ParseState, use, useLink } from "./parse-state";
import type { Token } from "./tokens";
import { TRADE_VERBS, objectOf, BUYING } from "./purchases";

/** "crews that won no gold medals", "huts with no warden": a zero count, or an empty cell. */
export const HAVE = new Set(["have", "has", "had"]);

export const NOT_HAVE = new Set(["doesn't", "don't", "didn't", "haven't", "hasn't", "hadn't"]);

/** The adverbs of phrasal verbs ("put down", "sign up", "sort out"). */
export const PARTICLES = new Set(["up", "down", "out", "off", "over", "back", "away", "through"]);

/** Prepositions a verb takes before the related rows' noun ("used for a job", "appear on invoices"). */
export const VERB_PREPOSITIONS = new Set(["for", "on", "at", "from"]);

/**
 * Whether rows of `table` related to the query's row exist (EXISTS along the key path), keyed by its primary key;
 * `inner`: conditions those rows meet (a posting still running).
 */
export function relatedFilter(
  table: TableInfo,
  op: "absent" | "present",
  phrase: string,
  at: number,
  inner?: Filter[],
): Filter & { at: number } {
  const key = table.columns.find((c) => c.column.isPrimaryKey) ?? table.columns[0];
  return { column: key.ref, op, related: table.name, phrase, at, ...(inner ? { inner } : {}) };
}

/**
 * "how many different parts have we sold", "parts we never shipped": the subject appears (or not) on the rows of the
 * trade — the table the verb names ("shipped" → shipments) that reaches it, else the line table that refers to it.
 */
export function traded(state: ParseState, t: Token, absent = false): boolean {
  if (!TRADE_VERBS.has(t.norm) || (t.norm === "ordered" && SORTING_NEXT.has(state.tokens[t.index + 1]?.norm ?? "")))
    return false;
  const linesOf = (s: TableInfo) =>
    state.index.tables.find((o) => o !== s && o.columns.some((c) => c.derived?.kind === "line") && refersTo(o, s));
  const subject = state.tables.find((s) => linesOf(s) && (!BUYING.has(t.norm) || objectOf(state, s, t)));
  if (!subject) return false;
  const named = state.index.tables.find(
    (o) =>
      o !== subject &&
      o.words.some((w) => w.length >= 4 && (w.startsWith(t.stem) || t.stem.startsWith(w))) &&
      related(state, o),
  );
  const table = named ?? linesOf(subject)!;
  use(state, t.index);
  for (const l of state.links)
    if (l.start <= t.index && t.index < l.end && !state.assigned.has(l) && l.kind !== "table") useLink(state, l);
  state.filters.push(relatedFilter(table, absent ? "absent" : "present", `${absent ? "never " : ""}${t.raw}`, t.index));
  return true;
}

export const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);

/** "ordered by the number of visits": sorted, not bought. */
export const SORTING_NEXT = new Set(["by", "from", "in", "according", "alphabetically", "ascending", "descending"]);

/** "customers who never bought …": the table of purchases (orders, invoices, sales) the question's subject makes. */
export function purchaseTable(state: ParseState): TableInfo | undefined {
  const buying = state.index.tables.filter(
    (t) =>
      t.words.some((w) => ["order", "invoic", "purchas", "sale", "transaction"].includes(w)) &&
      !t.columns.some((c) => c.derived?.kind === "line"),
  );
  return buying.find((t) => t.valueColumn) ?? buying[0];
}

/** Another table of the question is joined to this one by a key. */
export function related(state: ParseState, table: TableInfo): boolean {
  return state.tables.some(
    (s) => s !== table && (planJoins(state.index.catalog, table.name, [s.name])?.length ?? 0) > 0,
  );
}
