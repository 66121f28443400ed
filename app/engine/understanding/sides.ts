// Sides: "departing routes", "incoming transfers" — a row keyed twice to one table (a route's origin and destination
// airports, a transfer's sender and recipient) is joined to it through the key whose name says the side the word asks.
import { DESTINATION_WORDS, ORIGIN_WORDS } from "../schema/lexicon-sides";
import { identifierWords, stem } from "../schema/stem";
import { type ParseState, use } from "./parse-state";

/** Words that say a side only before a value ("from Oslo", "to Rome"), read there (value-filters.ts). */
const BEFORE_VALUES = new Set(["from", "to", "start", "end"].map(stem));

export function applySides(state: ParseState) {
  for (const link of state.links) {
    if (link.kind !== "table") continue;
    const word = state.tokens[link.start - 1];
    if (!word || word.kind !== "word" || state.used.has(word.index) || BEFORE_VALUES.has(word.stem)) continue;
    const side = ORIGIN_WORDS.has(word.stem)
      ? ORIGIN_WORDS
      : DESTINATION_WORDS.has(word.stem)
        ? DESTINATION_WORDS
        : undefined;
    if (!side) continue;
    const keys = link.table.table.foreignKeys.filter((fk) => fk.columns.length === 1);
    for (const target of new Set(keys.map((fk) => fk.referencedTable))) {
      const both = keys.filter((fk) => fk.referencedTable === target);
      const chosen = both.filter((fk) => identifierWords(fk.columns[0]).some((w) => side.has(stem(w))));
      if (both.length < 2 || chosen.length !== 1) continue;
      use(state, word.index);
      state.via = [...(state.via ?? []), { table: link.table.name, column: chosen[0].columns[0] }];
    }
  }
}
