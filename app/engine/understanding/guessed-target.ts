// The answer column when the question names none: guessed from the question word's kind (who → a person's name, how
// long → a duration, which month → a month), or what the question's subject possesses.
import { DURATION_WORDS, PERSON_WORDS, PLACE_WORDS, TIME_WORDS } from "../schema/lexicon";
import { isYearLike } from "../model/years";
import { choose, penalize, type ParseState, use } from "./parse-state";
import { findTable, refersTo, type ColumnInfo, type TableInfo } from "../model/schema-index";
import { nameIs } from "../schema/kinds";
import type { ColumnRef } from "../ir";
import { spansYears } from "./spans";
import { asksHowLong } from "./tokens";
import { echoedColumns } from "./target";

export const LIST_VERBS = new Set(["list", "show", "display", "name", "give", "tell", "enumerate"]);

const CLOCK_TIME = /^\s*(\d+:)?\d{1,2}:\d\d([.,]\d+)?\s*$|^\s*\d+h\s*\d+['′]/;

/** "6:58.30", "2:03:11", "5h 29' 10\"": a column of elapsed times answers "how long", whatever its header says. */
function holdsDurations(column: ColumnInfo): boolean {
  const sample = (column.column.sampleValues ?? []).filter((v) => v.trim());
  return sample.length > 0 && sample.filter((v) => CLOCK_TIME.test(v)).length >= sample.length * 0.6;
}

/** A header naming a duration first; among unnamed time columns the rightmost, where sheets put the final or total time. */
function durationRank(column: ColumnInfo): number {
  return column.words.some((w) => DURATION_WORDS.has(w)) ? -1000 : holdsDurations(column) ? -column.ordinal : 0;
}

/**
 * "who commented the most" over comments keyed to users: the people a row is keyed to are named by their own table's
 * label, before any name the row keeps beside the key (often left empty). "Who lives in Hall B" over halls: the people
 * whose rows refer to the hall (residents), or who meet it in a row of two keys (a hall's residencies keyed to students);
 * organisations answer "who" after people ("who is moving into the tower": the firms its leases are keyed to).
 */
function referencedPeople(state: ParseState, tables: TableInfo[], exclude: Set<ColumnInfo>): ColumnInfo[] {
  // "who among the clerks filed the most claims": the question's own rows are people
  if (tables.some(people)) return [];
  const parents = (table: TableInfo) =>
    table.table.foreignKeys.flatMap((fk) => {
      const target = fk.referencedSchema ? undefined : findTable(state.index, fk.referencedTable);
      return target && target !== table ? [target] : [];
    });
  const referring = state.index.tables.filter((o) => !tables.includes(o) && tables.some((t) => refersTo(o, t)));
  const found = [...tables.flatMap(parents), ...referring, ...referring.filter((o) => !o.labelColumn).flatMap(parents)];
  // persons first: a course's department answers "who" less than the students who take it
  return [
    ...new Set(
      [...found.filter(people), ...found.filter((t) => nameIs(t.table.name, "organisations"))]
        .filter((t) => !tables.includes(t))
        .map((t) => t.labelColumn)
        .filter((label): label is ColumnInfo => !!label && !exclude.has(label)),
    ),
  ];
}

/** Rows of people, by a word of the lexicon or by WordNet. */
function people(table: TableInfo): boolean {
  return table.words.some((w) => PERSON_WORDS.has(w)) || nameIs(table.table.name, "persons");
}

/** Guess the answer column from the question word ("who" → a person, "when" → a date) or the table's label column. */
export function guessTarget(state: ParseState, exclude: Set<ColumnInfo>): ColumnInfo | undefined {
  const tables = state.tables.length ? state.tables : state.index.tables.slice(0, 1);
  const columns = tables.flatMap((t) => t.columns).filter((c) => !c.position && !c.key);
  const shared = agreeingColumn(state);
  if (shared)
    exclude = new Set([
      ...exclude,
      ...columns.filter((c) => c.ref.table === shared.table && c.ref.column === shared.column),
    ]);
  const wh = state.cues.wh?.word;
  const pick = (words: Set<string>, extra?: (c: ColumnInfo) => boolean) =>
    columns.filter((c) => !exclude.has(c) && (c.words.some((w) => words.has(w)) || extra?.(c)));
  let pool: ColumnInfo[] = [];
  const howLong = state.cues.wh === undefined && asksHowLong(state.tokens);
  if (wh === "who" || wh === "whom" || wh === "whose")
    pool = [
      // asked "who …?", not a relative "staff who …"
      ...(state.cues.wh!.index === 0 ? referencedPeople(state, tables, exclude) : []),
      // "customers who …": every customer_* column says "customer"; the one naming them is the table's label
      ...pick(PERSON_WORDS).sort((a, b) => Number(b === b.table.labelColumn) - Number(a === a.table.labelColumn)),
    ];
  else if (wh === "when")
    pool = [
      ...(state.eventDate && !exclude.has(state.eventDate) ? [state.eventDate] : []),
      ...pick(new Set(), (c) => c.temporal),
      ...pick(TIME_WORDS, (c) => isYearLike(c)),
    ];
  else if (asksMonth(state)) pool = pick(new Set(), (c) => c.temporal || (c.text && namesMonths(c)));
  else if (asksYear(state))
    pool = [...pick(new Set(), (c) => isYearLike(c)), ...pick(new Set(), (c) => c.temporal || c.yearText)];
  else if (wh === "where") pool = pick(PLACE_WORDS);
  else if (howLong)
    pool = [...pick(DURATION_WORDS, (c) => holdsDurations(c) || spansYears(c))].sort(
      (a, b) => durationRank(a) - durationRank(b),
    );
  const textual = columns.filter((c) => !exclude.has(c) && c.text && !c.numericText);
  const label = tables[0]?.labelColumn;
  const echoed = echoedColumns(state, columns)
    .filter((c) => !exclude.has(c))
    .sort((a, b) => Number(pool.includes(b)) - Number(pool.includes(a)));
  const ordered = [
    ...new Set([
      ...echoed,
      ...pool,
      ...(label && !exclude.has(label) ? [label] : []),
      ...textual,
      ...columns.filter((c) => !exclude.has(c)),
    ]),
  ];
  if (!ordered.length) return undefined;
  const picked = ordered[choose(state, "target", ordered.length)];
  // a first or last name stands for the whole name the table's label joins
  const whole = picked.table.labelColumn?.derived?.kind === "full_name" ? picked.table.labelColumn : undefined;
  const choice =
    whole?.derived?.kind === "full_name" &&
    [whole.derived.first, whole.derived.last].includes(picked.column.name) &&
    !exclude.has(whole)
      ? whole
      : picked;
  penalize(state, "answer column guessed", pool.length ? 0.05 : 0.12);
  if (wh) use(state, state.cues.wh!.index);
  return choice;
}

/** "the month with the most launches": the answer is a month read from a date column. */
export function asksMonth(state: ParseState): boolean {
  const wh = state.cues.wh;
  return (
    !!wh &&
    (wh.word === "what" || wh.word === "which") &&
    ["month", "months"].includes(state.tokens[wh.index + 1]?.norm ?? "")
  );
}

const MONTH_NAME = /\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/i;

/** Most values name a month ("October 4", "2 February 2008"). */
export function namesMonths(column: ColumnInfo): boolean {
  const sample = (column.column.sampleValues ?? []).filter((v) => v.trim());
  return sample.length > 0 && sample.filter((v) => MONTH_NAME.test(v)).length >= sample.length * 0.6;
}

/** "what year …", "in which years …": the answer is a year, though no column is called that. */
export function asksYear(state: ParseState): boolean {
  const wh = state.cues.wh;
  if (!wh || (wh.word !== "what" && wh.word !== "which")) return false;
  // "what year", "what was the year …", "which is the earliest year shown"
  let i = wh.index + 1;
  while (
    i <= wh.index + 4 &&
    ["is", "was", "the", "other", "first", "last", "final", "latest", "earliest"].includes(state.tokens[i]?.norm ?? "")
  )
    i++;
  return ["year", "years", "season", "seasons"].includes(state.tokens[i]?.norm ?? "");
}

/**
 * "Kestrel Four and Heron Pair both had what builder", "A and B each finished in which place": two or more values of
 * one column, then "both"/"each" and the question word; the named rows share the answer, asked from another column.
 * Returns the column of the named values.
 */
export function agreeingColumn(state: ParseState): ColumnRef | undefined {
  if (!state.cues.wh || state.cues.count) return undefined;
  const together = state.tokens.findIndex(
    (t, i) => (t.norm === "both" || t.norm === "each") && state.tokens[i + 1]?.norm !== "other",
  );
  if (
    together < 0 ||
    !state.tokens.slice(together + 1).some((t) => ["what", "which", "who", "whom", "where", "when"].includes(t.norm))
  )
    return undefined;
  const named = state.filters.filter((f) => f.op === "eq" && f.at < together);
  const column = named[0]?.column;
  if (
    !column ||
    named.some((f) => f.column.table !== column.table || f.column.column !== column.column) ||
    new Set(named.map((f) => String(f.value))).size < 2
  )
    return undefined;
  use(state, together);
  return column;
}
