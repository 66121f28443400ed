// The lexicon's words for the two ends of a row keyed twice to one table (understanding/sides.ts, value-filters.ts).
import { stem } from "./stem";

/** Which end of a row keyed twice to one table a word names (a route's origin airport, a transfer's sender), stemmed. */
export const ORIGIN_WORDS = new Set(
  [
    "from",
    "origin",
    "orig",
    "source",
    "src",
    "departure",
    "depart",
    "start",
    "outgoing",
    "leave",
    "sender",
    "send",
  ].map(stem),
);
export const DESTINATION_WORDS = new Set(
  ["to", "destination", "dest", "dst", "arrival", "arrive", "target", "end", "incoming", "recipient", "receive"].map(
    stem,
  ),
);
