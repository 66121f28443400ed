// Value linking: question words that name values the columns hold (exact, partial, fuzzy, a US state's abbreviation),
// and which columns hold categories rather than free text or personal data.
import { PERSON_WORDS, STOP_WORDS, US_STATES } from "../schema/lexicon";
import type { ColumnInfo, SchemaIndex, ValueEntry } from "../model/schema-index";
import { valueKey } from "../model/schema-index";
import { isCommonWord } from "../schema/english-words";
import { editDistance, stem } from "../schema/stem";
import type { Link } from "./link";
import { type Token } from "./tokens";

const ORDINAL_SUFFIX = (n: number) =>
  n % 10 === 1 && n % 100 !== 11
    ? "st"
    : n % 10 === 2 && n % 100 !== 12
      ? "nd"
      : n % 10 === 3 && n % 100 !== 13
        ? "rd"
        : "th";

export const AGGREGATE_CUES = new Set([
  "average",
  "avg",
  "mean",
  "median",
  "total",
  "sum",
  "maximum",
  "minimum",
  "max",
  "min",
  "count",
]);

export function linkValues(span: Token[], start: number, end: number, index: SchemaIndex, allStop: boolean): Link[] {
  if (!index.values.size) return [];
  const person = fullNameValue(span, start, end, index);
  if (person) return [person];
  const keys = spanKeys(span);
  for (const key of keys) {
    let exact = index.values.get(key);
    // "in", "it", "us" are words of the sentence; a code cell they spell ("IN" for India) needs them written as it is
    if (exact && allStop) {
      const written = span.map((t) => t.raw).join(" ");
      exact = exact.filter((e) => e.value.trim() === written);
      if (!exact.length) return [];
    }
    if (exact) {
      // "average rating" asks for an aggregate, even where a cell reads "Average"
      const weak =
        allStop ||
        (span.length === 1 && span[0].kind === "number" && !span[0].ordinal) ||
        (span.length === 1 && AGGREGATE_CUES.has(span[0].norm));
      return [
        {
          kind: "value",
          start,
          end,
          score: weak ? 0.55 : span[0].kind === "quoted" ? 1.05 : 1,
          entries: exact,
          exact: true,
        },
      ];
    }
  }
  if (allStop) return [];
  const place = placeOfAdjective(span, index, start, end);
  if (place) return [place];
  const region = stateAbbreviation(index, keys[0], start, end);
  if (region) return [region];
  const contentWords = span
    .filter((t) => t.kind === "word" || t.kind === "quoted" || t.kind === "number")
    .map((t) => stem(valueKey(t.norm)));
  if (span[0].kind === "quoted") return partialValues(index, keys[0].split(" ").map(stem), start, end, 0.95);
  if (span.length === 1 && span[0].kind === "number") return [];
  const partial = partialValues(index, contentWords, start, end, 0.85);
  if (partial.length) return partial;
  return fuzzyValues(index, keys[0], start, end);
}

/**
 * "Ada Brennan" where a table keeps a person's name in two columns (a full_name label): the first word is a value of
 * the first-name column and the second of the last-name column, so the words name one person, not two values.
 */
function fullNameValue(span: Token[], start: number, end: number, index: SchemaIndex): Link | undefined {
  if (span.length !== 2 || !span.every((t) => t.kind === "word" && /^\p{Lu}/u.test(t.raw))) return undefined;
  const [firsts, lasts] = span.map((t) => index.values.get(valueKey(t.raw)) ?? []);
  for (const first of firsts) {
    const whole = first.column.table.columns.find(
      (c) => c.derived?.kind === "full_name" && c.derived.first === first.column.ref.column,
    );
    const derived = whole?.derived?.kind === "full_name" ? whole.derived : undefined;
    const last =
      derived && lasts.find((e) => e.column.table === first.column.table && e.column.ref.column === derived.last);
    if (!whole || !last) continue;
    const value = `${first.value.trim()} ${last.value.trim()}`;
    const norm = valueKey(value);
    return {
      kind: "value",
      start,
      end,
      score: 1,
      entries: [{ column: whole, value, norm, words: norm.split(" ") }],
      exact: true,
    };
  }
  return undefined;
}

/**
 * "from Florida" where the sheet writes "FL" or "Tampa, FL, U.S.": cells holding the state's abbreviation, alone or as
 * a comma-separated part of a place.
 */
function stateAbbreviation(index: SchemaIndex, key: string, start: number, end: number): Link | undefined {
  const abbreviation = Object.prototype.hasOwnProperty.call(US_STATES, key) ? US_STATES[key] : undefined;
  if (!abbreviation) return undefined;
  const alone = (index.values.get(abbreviation.toLowerCase()) ?? []).filter((e) => e.value.trim() === abbreviation);
  if (alone.length) return { kind: "value", start, end, score: 0.95, entries: alone, exact: true };
  const part = new RegExp(`(^|,\\s*)${abbreviation}(\\s*,|\\s*$|\\s+\\d)`);
  const within = (index.valueWords.get(stem(abbreviation.toLowerCase())) ?? []).filter((e) => part.test(e.value));
  return within.length
    ? { kind: "value", start, end, score: 0.9, entries: within, exact: false, region: abbreviation }
    : undefined;
}

/** Surface variants of a span to look up: as written, ordinals as "1st"/"first". */
/**
 * "European countries", "North American cities", "Japanese customers": an adjective of place names a stored place
 * ("Europe", "North America", "Japan") by the regular ways English makes one from the other; a place's own spelling
 * is always checked against the data, never taken from a list.
 */
function placeOfAdjective(span: Token[], index: SchemaIndex, start: number, end: number): Link | undefined {
  const last = span.at(-1)!;
  const word = last.norm.replace(/(an|ese)s$/, "$1");
  if (last.kind !== "word" || word.length < 5 || AGGREGATE_CUES.has(word) || !/(an|ese)$/.test(word)) return undefined;
  const stems = [word.slice(0, -1), word.slice(0, -2), word.slice(0, -3)];
  const places = [...stems, `${stems[2]}a`, `${stems[2]}ia`, `${stems[2]}y`, `${stems[1]}o`, `${word}y`];
  const before = valueKey(
    span
      .slice(0, -1)
      .map((t) => t.raw)
      .join(" "),
  );
  for (const place of places) {
    const entries = index.values.get(before ? `${before} ${place}` : place);
    if (entries?.length) return { kind: "value", start, end, score: 0.9, entries, exact: true };
  }
  return undefined;
}

function spanKeys(span: Token[]): string[] {
  const base = valueKey(span.map((t) => t.raw).join(" "));
  const keys = [base];
  if (span.length === 1 && span[0].ordinal)
    keys.push(`${span[0].value}${ORDINAL_SUFFIX(span[0].value!)}`, String(span[0].value));
  if (span.length === 1 && span[0].kind === "number" && !span[0].ordinal) keys.push(String(span[0].value));
  const compact = base.replace(/ /g, "");
  if (compact !== base) keys.push(compact);
  return keys;
}

/** Values that contain every word of the span as whole words ("kestrel" → "Kestrel Four"). */
function partialValues(index: SchemaIndex, words: string[], start: number, end: number, weight: number): Link[] {
  if (!words.length || words.every((w) => STOP_WORDS.has(w))) return [];
  let candidates: ValueEntry[] | undefined;
  for (const w of words) {
    const hits = index.valueWords.get(w);
    if (!hits) return [];
    candidates = candidates ? candidates.filter((e) => hits.includes(e)) : hits;
    if (!candidates.length) return [];
  }
  if (!candidates?.length) return [];
  // words nearly every value of a column holds ("… Cup" in every tournament's name) name what that column's rows are,
  // not some of them: elsewhere the same words are an accident of naming ("Cup Stadium")
  // (unless the words also name the column or its table: "which firm" over firms called "… Firm" asks for the firms)
  const held = heldBy(candidates);
  const universal = candidates.filter(
    (e) =>
      sharedByAll(e.column, held.get(e.column)!) &&
      !words.some((w) => e.column.words.includes(w) || e.column.table.words.includes(w)),
  );
  if (universal.length)
    return [{ kind: "value", start, end, score: weight, entries: universal, exact: false, universal: true }];
  if (candidates.length > 200) return [];
  const best = new Map<number, ValueEntry[]>();
  for (const e of candidates) {
    const ratio = Math.round((words.length / e.words.length) * 100);
    best.set(ratio, [...(best.get(ratio) ?? []), e]);
  }
  const top = Math.max(...best.keys());
  const entries = best.get(top)!;
  // a word or two out of a sentence-long cell (a post's title, a description) is an accident of wording, no value named
  if (top < 25 && entries.every((e) => e.words.length >= 6)) return [];
  const contentStops = words.filter((w) => STOP_WORDS.has(w)).length;
  const score = weight * (0.6 + 0.4 * (top / 100)) - contentStops * 0.1;
  return [{ kind: "value", start, end, score, entries, exact: false }];
}

/** The distinct values of each column among the entries. */
function heldBy(entries: ValueEntry[]): Map<ColumnInfo, number> {
  const values = new Map<ColumnInfo, Set<string>>();
  for (const e of entries) values.set(e.column, (values.get(e.column) ?? new Set()).add(e.norm));
  return new Map([...values].map(([column, norms]) => [column, norms.size]));
}

/** The words are in at least four in five of the column's values, and in three or more. */
function sharedByAll(column: ColumnInfo, values: number): boolean {
  return values >= 3 && column.distinct !== undefined && values >= column.distinct * 0.8;
}

/**
 * A database's names, addresses and comments hold every word of the language: a business word must not fall into
 * one by accident ("margin" is no customer called Martin). A value of such a column is read only when the question
 * points at it — capitalised, quoted, or after "called", "named" or its table's noun ("customer martin"); a
 * sheet's own names are its subject and stay as they are.
 */
export function pointedValues(links: Link[], tokens: Token[], index: SchemaIndex): Link[] {
  if (index.tables.length < 2) return links;
  return links.flatMap((link): Link[] => {
    if (link.kind !== "value") return [link];
    // one word in common use written in lower case ("held", "open") is the word, not a name spelt like it (a phrase
    // written out whole, "mountain bikes", still names its value)
    const word = link.end - link.start === 1 ? tokens[link.start] : undefined;
    const plainWords = !!word && word.kind === "word" && word.raw === word.norm && isCommonWord(word.norm);
    const entries = link.entries.filter(
      (e) =>
        !freeText(e.column) ||
        (link.exact && !personal(e.column) && !plainWords) ||
        pointedAt(tokens, link.start, e.column),
    );
    return entries.length === link.entries.length ? [link] : entries.length ? [{ ...link, entries }] : [];
  });
}

/** Text too varied to be a category: names, addresses, comments, identifiers. */
const freeText = (column: ColumnInfo) => column.text && !categoryColumn(column);

/**
 * A column of a few values many rows share (a status, a genre, a country): at most half as many values as rows, or
 * two — or the names of a short list of kinds kept in a table of their own ("post types": a key, a name, a few rows).
 */
export function categoryColumn(column: ColumnInfo): boolean {
  if (column.distinct === undefined) return false;
  // a lookup table's "color_description" names kinds in a word or two, however its name reads ("Dairy and Egg
  // Products" is a description's phrase, whose words are accidents)
  if (kindList(column) && fewWords(column)) return true;
  if (personal(column)) return false;
  const rows = column.table.table.rowEstimate > 0 ? column.table.table.rowEstimate : Infinity;
  return column.distinct <= Math.max(2, rows * 0.5) || kindList(column);
}

const KIND_LIST_ROWS = 50;

/** Values of at most two words each. */
function fewWords(column: ColumnInfo): boolean {
  const values = (column.column.sampleValues ?? []).filter((v): v is string => typeof v === "string");
  return values.length > 0 && values.every((v) => v.trim().split(/\s+/).length <= 2);
}

/** The label of a table of two or three columns and a few dozen rows at most: a list of kinds. */
function kindList(column: ColumnInfo): boolean {
  const table = column.table;
  return table.labelColumn === column && table.table.columns.length <= 3 && table.table.rowEstimate <= KIND_LIST_ROWS;
}

const PERSONAL_WORDS = new Set(
  [
    "first",
    "last",
    "full",
    "given",
    "family",
    "surname",
    "forename",
    "email",
    "mail",
    "phone",
    "address",
    "street",
    "comment",
    "note",
    "description",
    "remark",
    "message",
    "body",
  ].map(stem),
);

/**
 * People's names, addresses and prose — whatever their values repeat in a small sample: a value there is a person or
 * a sentence, never a business word. A bare "name" is a person's on a table of people.
 */
function personal(column: ColumnInfo): boolean {
  const own = column.ownWords ?? column.words;
  return (
    own.some((w) => PERSONAL_WORDS.has(w)) ||
    (own.length === 1 && own[0] === "name" && column.table.words.some((w) => PERSON_WORDS.has(w)))
  );
}

const POINTERS = new Set(["called", "named", "name", "titled", "labelled", "labeled"]);

function pointedAt(tokens: Token[], start: number, column: ColumnInfo): boolean {
  const first = tokens[start];
  if (first.kind === "quoted") return true;
  // sentence case capitalises the first word whatever it is: there the word before decides
  if (
    start > 0 &&
    /^\p{Lu}/u.test(first.raw) &&
    !tokens.every((t) => t.kind !== "word" || t.raw === t.raw.toUpperCase())
  )
    return true;
  const before = tokens[start - 1];
  return (
    !!before &&
    (POINTERS.has(before.norm) || column.table.words.includes(before.stem) || column.words.includes(before.stem))
  );
}

function fuzzyValues(index: SchemaIndex, key: string, start: number, end: number): Link[] {
  if (key.length < 6) return [];
  const entries: ValueEntry[] = [];
  const max = key.length >= 10 ? 2 : 1;
  for (let length = key.length - max; length <= key.length + max; length++) {
    // one typo rarely touches both ends: only values sharing the first or the last letter are compared
    const first = index.valuesByEdge.get(`${length}^${key[0]}`) ?? [];
    const last = (index.valuesByEdge.get(`${length}$${key.at(-1)}`) ?? []).filter((norm) => norm[0] !== key[0]);
    for (const norm of [...first, ...last])
      if (editDistance(norm, key, max) <= max)
        entries.push(...index.values.get(norm)!.filter((e) => index.tables.length < 2 || !freeText(e.column)));
  }
  return entries.length ? [{ kind: "value", start, end, score: 0.7, entries, exact: false }] : [];
}
