// Honest linking: a word that reads as a value ("sales in Atlantis") but is found in no column is a finding, never
// silently dropped — answering the grand total instead would be a confident wrong answer.
import { PLACE_WORDS, STOP_WORDS } from "../schema/lexicon";
import { translationError } from "../plan/guard";
import type { ParseState } from "./parse-state";
import { valueKey, type ColumnInfo } from "../schema/schema-index";
import { editDistance, stem } from "../schema/stem";

const CALENDAR = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*$/;

const VALUE_PREPOSITIONS = new Set(["in", "from", "for", "at", "to", "of", "by", "called", "named"]);

/** Refuses when an unexplained word is written as a name (capitalised, or quoted) right after a preposition. */
export function refuseUnknownValues(state: ParseState) {
  const tokens = state.tokens;
  for (const t of tokens) {
    if (state.used.has(t.index) || t.index === 0 || STOP_WORDS.has(t.norm)) continue;
    const named = t.kind === "quoted" || (t.kind === "word" && /^\p{Lu}/u.test(t.raw) && t.raw.length >= 3);
    const prev = tokens[t.index - 1];
    if (!named || !prev || !VALUE_PREPOSITIONS.has(prev.norm)) continue;
    if (state.links.some((l) => l.start <= t.index && t.index < l.end) || CALENDAR.test(t.norm)) continue;
    const column = likelyColumn(state, prev.norm);
    const what = column ? (column.display.split(/\s+/).length <= 3 ? column.display : column.column.name.replace(/_/g, " ")).toLowerCase() : "value";
    const closest = column ? closestValues(column, t.raw) : [];
    const hint = closest.length ? `Closest ${what} values: ${closest.join(", ")}.` : "Check the spelling, or ask without that condition.";
    throw translationError(`I found no ${what} called “${t.raw}” in this data.`, hint, { unknownValue: t.raw, closest });
  }
}

/** Which place a bare "in X" most often means. */
const PLACE_ORDER = ["country", "city", "state", "region", "location"].map(stem);

/** "in X", "from X": a place column of the tables in play holds values of that kind. */
function likelyColumn(state: ParseState, preposition: string): ColumnInfo | undefined {
  const valuedIn = (tables: typeof state.tables) => tables.flatMap((t) => t.columns).filter((c) => c.text && (c.column.sampleValues?.length ?? 0) > 0);
  const near = valuedIn(state.tables);
  const valued = near.some((c) => c.words.some((w) => PLACE_WORDS.has(w))) ? near : [...near, ...valuedIn(state.index.tables)];
  const rank = (c: ColumnInfo) => PLACE_ORDER.findIndex((w) => c.words.includes(w));
  const place = valued.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b))[0] ?? valued.find((c) => c.words.some((w) => PLACE_WORDS.has(w)));
  return preposition === "in" || preposition === "from" || preposition === "to" ? (place ?? valued[0]) : valued[0];
}

function closestValues(column: ColumnInfo, raw: string): string[] {
  const key = valueKey(raw);
  return [...new Set(column.column.sampleValues ?? [])]
    .map((value) => ({ value, d: editDistance(valueKey(value), key, 99) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((x) => x.value);
}
