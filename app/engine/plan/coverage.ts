// Coverage (issue 33): every content word of a question is placed — a table, column, value, definition, date or
// number, or a word of a question's own grammar — or it is reported back as not understood. A reading that leaves
// a noun or an adjective unplaced ("profit margin by supplier" with no supplier and no cost) is not an answer.
import { ADJECTIVE_MEASURES, STOP_WORDS } from "../schema/lexicon";
import { PEOPLE_NOUNS } from "../schema/lexicon-nouns";
import { findColumn, findTable, type SchemaIndex } from "../model/schema-index";
import { abbreviates, compactWord, joinedPairs, sharedStart } from "../schema/name-match";
import { stem } from "../schema/stem";
import { categoryColumn } from "../understanding/value-links";
import type { ParseState } from "../understanding/parse-state";
import type { Token } from "../understanding/tokens";
import { partOfVerb, questionTags } from "../understanding/parts-of-speech";
import { ANSWER_FORM, FILLER, bodyOfRows, ownEstablishment } from "./confidence";
import { referencedColumns, referencedTables, type QueryIR } from "../ir";

/**
 * Words about asking and presenting, not about the data: a question may carry them without naming anything
 * ("a breakdown of sales", "the trend of signups", "compare A and B").
 */
const QUESTION_WORDS = new Set(
  (
    "break breakdown trend trends distribution overview summary report chart graph plot figures figure numbers stats statistics " +
    "metric metrics kpi kpis share percentage percent proportion fraction ratio rate average avg mean median sum maximum " +
    "minimum max min growth change difference comparison compare compared comparing versus vs rank ranking split mix " +
    "level history performance way thing things stuff kind kinds sort lot lots bit info information detail details " +
    "top bottom highest lowest biggest smallest largest least most best worst frequency frequently often " +
    "long short far euro euros dollar dollars usd eur gbp pound pounds cent cents unit units " +
    "today yesterday tomorrow now currently recent recently latest earliest oldest newest ago so far " +
    "new current different distinct unique common popular overall main typical usual general whole entire individual " +
    "various several specific particular certain actual real big small large high low good bad many few " +
    "each every per respective respectively combined altogether together including included alone " +
    "please thanks thank hi hello hey ok okay quick quickly roughly approximately about around exactly " +
    "people person someone anyone anything everything something nothing one ones everyone"
  ).split(/\s+/),
);

/**
 * Words asking about the future or about causes: a database records what happened, so a question carrying one is
 * not answered from it, whatever else it names ("what will the parcels weigh next winter").
 */
const BEYOND_THE_DATA = new Set([
  "will",
  "forecast",
  "forecasts",
  "predict",
  "predicted",
  "prediction",
  "projected",
  "projection",
  "expect",
  "expected",
  "why",
]);

/** Parts of speech that never name data on their own: grammar, numbers, dates, units. */
const FUNCTION_TAGS = [
  "Verb",
  "Adverb",
  "Preposition",
  "Determiner",
  "Conjunction",
  "Pronoun",
  "QuestionWord",
  "Value",
  "Date",
  "Unit",
  "Auxiliary",
  "Copula",
  "Negative",
  "Expression",
];

/**
 * Two-word idioms whose second word names no data: "no e-mail on file" (none recorded), "a single book" (any book,
 * after a negation) — unless a link placed the word first ("a single room" where rooms are single or double).
 */
const IDIOMS: [string, string][] = [
  ["on", "file"],
  ["a", "single"],
];
const idiom = (state: ParseState, t: Token) =>
  IDIOMS.some(([before, word]) => t.norm === word && state.tokens[t.index - 1]?.norm === before);

/** The idioms' own words, which a reading explains by having read the rest. */
export function idiomWords(state: ParseState): number[] {
  return state.tokens.filter((t) => !state.used.has(t.index) && idiom(state, t)).map((t) => t.index);
}

/** How close a link has to be to place a word: fuzzy matches ("margin" ~ "Martin") place nothing. */
const PLACING_SCORE = 0.8;

/**
 * Content words of the question that no link, cue, date or number placed: nouns and adjectives the database does
 * not explain. Verbs are left to the confidence ("placed", "opened" rarely carry a condition of their own).
 */
export function unplacedWords(state: ParseState): string[] {
  const dated = new Set(state.dates.flatMap((d) => d.tokens));
  const placed = (i: number) => state.allLinks.some((l) => l.start <= i && i < l.end && l.score >= PLACING_SCORE);
  const beyond = state.tokens.filter(
    (t) => BEYOND_THE_DATA.has(t.norm) && !state.used.has(t.index) && !schemaWords(state.index).words.has(t.stem),
  );
  const candidates = state.tokens.filter(
    (t) =>
      t.kind === "word" &&
      // a sheet's counted noun is its subject ("how many huts"); a database's must be something it holds
      (!state.used.has(t.index) || (state.unexplained.has(t.index) && state.index.tables.length > 1)) &&
      !dated.has(t.index) &&
      !STOP_WORDS.has(t.norm) &&
      !FILLER.has(t.norm) &&
      // "how many people saw …" counts people: a counted noun nothing explains is unplaced, however general
      ((!QUESTION_WORDS.has(t.norm) && !QUESTION_WORDS.has(t.stem)) || state.unexplained.has(t.index)) &&
      !ANSWER_FORM.has(t.norm) &&
      !ownEstablishment(state.tokens, t.index) &&
      !bodyOfRows(state, t.index) &&
      !/^\d|['’]/.test(t.norm) &&
      t.norm.length > 1 &&
      !placed(t.index) &&
      !idiom(state, t) &&
      !namesSchemaWord(state.index, t) &&
      !partOfVerb(state.tokens, t.index),
  );
  if (!candidates.length) return beyond.map((t) => t.raw);
  const tags = questionTags(state.tokens);
  return [...beyond, ...candidates.filter((t) => !beyond.includes(t) && !grammatical(t.norm, tags.get(t.norm)))].map(
    (t) => t.raw,
  );
}

/** Verbs, participles ("the least used feature") and every other word class that names no data. */
function grammatical(word: string, tags: Set<string> | undefined): boolean {
  if (!tags) return false;
  if (FUNCTION_TAGS.some((tag) => tags.has(tag))) return true;
  return tags.has("Adjective") && /(ed|ing)$/.test(word) && !tags.has("Noun");
}

/** A word the schema says, writes as two ("timesheet") or abbreviates ("members" for mbr). */
function namesSchemaWord(index: SchemaIndex, token: Token): boolean {
  const { words, joined } = schemaWords(index);
  return (
    words.has(token.stem) ||
    joined.has(token.stem) ||
    joined.has(token.norm) ||
    joined.has(stem(compactWord(token.norm))) ||
    [...words].some((w) => abbreviates(w, token.norm))
  );
}

const SCHEMA_WORDS = new WeakMap<SchemaIndex, { words: Set<string>; joined: Set<string> }>();

/**
 * Words the database itself uses — in its tables' and columns' names and in its categories' values: a question
 * that says one names something the database has, even where this reading made no use of it.
 */
function schemaWords(index: SchemaIndex): { words: Set<string>; joined: Set<string> } {
  let known = SCHEMA_WORDS.get(index);
  if (!known) {
    const names = [...index.tables.map((t) => t.words), ...index.columns.map((c) => c.words)];
    const words = new Set([...names.flat(), ...index.columns.flatMap((c) => (c.phrases ?? []).flat())]);
    for (const entries of index.valueWords.values())
      for (const e of entries) if (categoryColumn(e.column)) for (const w of e.words) words.add(stem(w));
    const joined = new Set(names.flatMap((n) => joinedPairs(n).flatMap((p) => [p.joined, stem(p.joined)])));
    known = { words, joined };
    SCHEMA_WORDS.set(index, known);
  }
  return known;
}

/**
 * Words that name a table or column the reading reads, whatever part of the parse took them up or left them: a
 * ratio of this year's loans to all loans counts loan rows, so "loans" is explained by that reading even where the
 * ratio was built from its conditions rather than from the word's own link.
 */
export function namedByReading(state: ParseState, ir: QueryIR): number[] {
  const index = state.index;
  const stems = new Set<string>();
  for (const name of [ir.table, ...referencedTables(ir), ...(ir.countOver ? [ir.countOver] : [])])
    for (const w of findTable(index, name)?.words ?? []) stems.add(w);
  for (const ref of referencedColumns(ir)) for (const w of findColumn(index, ref)?.words ?? []) stems.add(w);
  // "the most expensive rooms" ranked by their price: the adjective named the measure the reading reads
  const measures = (t: Token) => ADJECTIVE_MEASURES[t.norm]?.words.some((w) => stems.has(stem(w)));
  // "customers who complained", "rooms reserved most": a verb of the rows the reading reads (complaints,
  // reservations) shares their word's start
  const all = [...stems];
  const verbOf = (t: Token) => /(ed|ing)$/.test(t.norm) && all.some((w) => sharedStart(t.stem, w) >= 6);
  return state.tokens
    .filter((t) => t.kind === "word" && !state.used.has(t.index) && (stems.has(t.stem) || measures(t) || verbOf(t)))
    .map((t) => t.index);
}

/**
 * The noun "how many" counts, when the database holds nothing it could mean: the head of the counted phrase (a verb
 * right after it, "how many lifeboats does …"; a modifier, "coffee shops", "different models", leaves the head to name
 * the rows), unexplained and unplaced, in a database of several tables (a single sheet's counted noun is its subject).
 * People are counted as a people table's rows; rows are what is counted (a stored count summed explains the noun).
 */
export function countedUnknown(state: ParseState, ir: QueryIR, unplaced: string[]): string | undefined {
  const cue = state.cues.count;
  const noun = cue && state.tokens[cue.tokens.at(-1)! + 1];
  if (!noun || state.index.tables.length < 2 || !state.unexplained.has(noun.index) || !unplaced.includes(noun.raw))
    return undefined;
  // a stored count was found for the noun ("the number of students enrolled" summing an enrolment column)
  if (ir.select.some((m) => m.agg === "sum" || m.agg === "avg")) return undefined;
  const next = state.tokens[noun.index + 1];
  const tags = questionTags(state.tokens);
  const headed = !next || next.kind === "punct" || !!tags.get(next.norm)?.has("Verb");
  // the verb may name what is counted ("students enrolled": an enrolment column), or values say which rows the noun
  // stands for ("programmes are bachelor's or master's")
  const linked = (i: number, kinds: string[]) =>
    state.allLinks.some((l) => kinds.includes(l.kind) && l.start <= i && i < l.end && l.score >= PLACING_SCORE);
  const described =
    next &&
    (linked(next.index, ["column", "table"]) ||
      (!!tags.get(next.norm)?.has("Copula") && linked(next.index + 1, ["value"])));
  return headed && !described && tags.get(noun.norm)?.has("Plural") && !PEOPLE_NOUNS.has(noun.norm)
    ? noun.raw.toLowerCase()
    : undefined;
}
