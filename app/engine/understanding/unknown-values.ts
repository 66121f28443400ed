// Honest linking: a word that reads as a value ("sales in Atlantis") but is found in no column is a finding, never
// silently dropped — answering the grand total instead would be a confident wrong answer.
import { PLACE_WORDS, STOP_WORDS } from "../schema/lexicon";
import { translationError } from "../guard";
import type { ParseState } from "./parse-state";
import { codeMeanings, countryCodes } from "../model/code-meanings";
import { valueKey, type ColumnInfo } from "../model/schema-index";
import { editDistance, stem } from "../schema/stem";

const CALENDAR = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|mon|tue|wed|thu|fri|sat|sun)[a-z]*$/;

const VALUE_PREPOSITIONS = new Set(["in", "from", "for", "at", "to", "of", "by", "on", "called", "named"]);

const SENTENCE_ENDS = new Set([".", "?", "!", ":", ";"]);

const LOWERCASE_VALUE_AFTER = new Set(["with", "via", "using", "through"]);

/**
 * Refuses when an unexplained word is written as a name (capitalised, or quoted) after a preposition ("sales in
 * Atlantis", "accounts on the Platinum plan") or before the noun of its column ("the Agriculture industry"), or is
 * the last word after "with/via" ("paid with bitcoin").
 */
export function refuseUnknownValues(state: ParseState) {
  const tokens = state.tokens;
  const linked = (i: number) => state.links.some((l) => l.start <= i && i < l.end);
  for (const t of tokens) {
    if (
      state.used.has(t.index) ||
      t.index === 0 ||
      STOP_WORDS.has(t.norm) ||
      t.kind === "number" ||
      linked(t.index) ||
      CALENDAR.test(t.norm)
    )
      continue;
    // a hyphenated name ("Neo-Soul") is one value
    let end = t.index + 1;
    while (tokens[end]?.norm === "-" && tokens[end + 1]?.kind === "word" && !linked(end + 1)) end += 2;
    // a sentence's first word is capitalised by grammar ("… per breed? Include breeds with no dogs")
    const sentenceStart = SENTENCE_ENDS.has(tokens[t.index - 1]?.norm ?? "");
    const named =
      t.kind === "quoted" ||
      (t.kind === "word" && !sentenceStart && /^\p{Lu}/u.test(t.raw) && (t.raw.length >= 3 || end > t.index + 1));
    const back = tokens[t.index - 1]?.norm === "the" ? 2 : 1;
    const prev = tokens[t.index - back];
    const noun = state.links.find(
      (l) => l.start === end && (l.kind === "table" || (l.kind === "column" && l.column.text)),
    );
    const afterPreposition = !!prev && VALUE_PREPOSITIONS.has(prev.norm);
    const lowercaseLast =
      t.kind === "word" &&
      tokens.slice(end).every((x) => x.kind === "punct") &&
      !!prev &&
      LOWERCASE_VALUE_AFTER.has(prev.norm);
    if (!((named && (afterPreposition || noun)) || lowercaseLast)) continue;
    const column =
      noun?.kind === "column"
        ? noun.column
        : noun?.kind === "table"
          ? noun.table.labelColumn
          : named
            ? likelyColumn(state, prev?.norm ?? "in")
            : undefined;
    const value = tokens
      .slice(t.index, end)
      .map((x) => x.raw)
      .join("");
    // the thing is named as the question names it ("the Platinum plan" → plan), else by its column
    const said =
      noun?.kind === "table"
        ? tokens
            .slice(noun.start, noun.end)
            .map((x) => x.norm)
            .join(" ")
        : undefined;
    const what =
      said ??
      (column && countryCodes(column.column).length
        ? "country"
        : column
          ? (column.display.split(/\s+/).length <= 3
              ? column.display
              : column.column.name.replace(/_/g, " ")
            ).toLowerCase()
          : "value");
    const closest = column ? closestValues(column, value) : [];
    const hint = closest.length
      ? `Closest ${what} values: ${closest.join(", ")}.`
      : "Check the spelling, or ask without that condition.";
    throw translationError(`I found no ${what} called “${value}” in this data.`, hint, {
      unknownValue: value,
      closest,
    });
  }
}

/** Which place a bare "in X" most often means. */
const PLACE_ORDER = ["country", "city", "state", "region", "location"].map(stem);

/** "in X", "from X": a place column of the tables in play holds values of that kind. */
function likelyColumn(state: ParseState, preposition: string): ColumnInfo | undefined {
  const valuedIn = (tables: typeof state.tables) =>
    tables.flatMap((t) => t.columns).filter((c) => c.text && (c.column.sampleValues?.length ?? 0) > 0);
  const near = valuedIn(state.tables);
  const valued = near.some((c) => c.words.some((w) => PLACE_WORDS.has(w)))
    ? near
    : [...near, ...valuedIn(state.index.tables)];
  const rank = (c: ColumnInfo) => PLACE_ORDER.findIndex((w) => c.words.includes(w));
  const place =
    valued.filter((c) => rank(c) >= 0).sort((a, b) => rank(a) - rank(b))[0] ??
    valued.find((c) => c.words.some((w) => PLACE_WORDS.has(w)));
  return preposition === "in" || preposition === "from" || preposition === "to" ? (place ?? valued[0]) : valued[0];
}

function closestValues(column: ColumnInfo, raw: string): string[] {
  const key = valueKey(raw);
  // codes are offered by what they mean: "France (FR)", not "FR"
  const meanings = codeMeanings(column.column);
  const named = meanings.length
    ? meanings.map((m) => ({ value: `${m.meaning} (${m.code})`, key: valueKey(m.meaning) }))
    : undefined;
  return [
    ...new Map(
      (named ?? (column.column.sampleValues ?? []).map((value) => ({ value, key: valueKey(value) }))).map((v) => [
        v.value,
        v,
      ]),
    ).values(),
  ]
    .map(({ value, key: other }) => ({ value, d: editDistance(other, key, 99) }))
    .sort((a, b) => a.d - b.d)
    .slice(0, 3)
    .map((x) => x.value);
}
