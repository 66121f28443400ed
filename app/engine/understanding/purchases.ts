// The verbs of trade (bought, ordered, sold) and what they take as their object: "products the shop ordered" names
// the goods, "customers who ordered" the buyer.
import { type TableInfo } from "../model/schema-index";
import { type ParseState } from "./parse-state";
import type { Token } from "./tokens";

/**
 * Verbs whose rows are the trade itself: what was sold, ordered or shipped appears on an order line or a shipment.
 * Only goods are traded (a table that line rows refer to): a customer who ordered is a buyer, read by relatedPresence.
 */
export const TRADE_VERBS = new Set([
  "sold",
  "sell",
  "shipped",
  "ship",
  "delivered",
  "deliver",
  "dispatched",
  "stocked",
  "ordered",
  "purchased",
  "bought",
]);

/** Words that may stand between goods and the verb they undergo: "products (that) have (not) been ordered", "items we bought". */
const PASSIVE_GAP = new Set([
  "that",
  "which",
  "have",
  "has",
  "had",
  "been",
  "was",
  "were",
  "is",
  "are",
  "be",
  "ever",
  "never",
  "not",
  "we",
  "you",
  "they",
  "i",
  "already",
  "actually",
]);

/** "products have been ordered", "items we bought": the goods are what the buying verb acts on, not its buyer. */
export function objectOf(state: ParseState, goods: TableInfo, verb: Token): boolean {
  const link = state.links.filter((l) => l.kind === "table" && l.table === goods && l.end <= verb.index).at(-1);
  return !!link && state.tokens.slice(link.end, verb.index).every((x) => PASSIVE_GAP.has(x.norm));
}

export const BUYING = new Set(["bought", "purchased", "ordered", "buy", "buys", "purchase"]);

export const PURCHASE_VERBS = new Set([
  "bought",
  "buy",
  "buys",
  "purchased",
  "purchase",
  "ordered",
  "order",
  "spent",
  "paid",
]);
