// Schema and value linking: score question n-grams against tables, columns (names, labels, synonyms) and values.
import {
  ADJECTIVE_MEASURES,
  ADJECTIVE_QUANTITIES,
  PLURAL_MODIFIERS,
  STOP_WORDS,
  kindredStems,
  synonymsOf,
} from "../schema/lexicon";
import type { ColumnInfo, SchemaIndex } from "../model/schema-index";
import { abbreviates, compactWord, endLetters, joinedPairs } from "../schema/name-match";
import { editDistance, isPlural, stem } from "../schema/stem";
import { ELAPSED_WORDS } from "../model/row-spans";
import type { Link } from "./link";
import { asksElapsed, asksHowLong, asksHowMuch, type Token } from "./tokens";
import { coordinatedColumns } from "./coordinated-columns";
import { DEFINED_SCORE, aliasScore, saysPhrase } from "./phrase-match";
import { linkValues, pointedValues } from "./value-links";
import { EACH, PER_ROW_WORDS, linkEntityValue, linkValueOf } from "./entity-values";

const MAX_NGRAM = 6;

/**
 * Links of one question, shared by its readings: the engine parses a question once per reading (VARIANTS) with the
 * same words, and linking is most of its time. Links are never mutated once made. Keyed by the words kept out of
 * linking, which are the same for every reading.
 */
export type LinkMemo = Map<string, Link[]>;

/** All candidate links of every n-gram, best first within a span. */
export function linkAll(tokens: Token[], index: SchemaIndex, blocked: Set<number>, memo?: LinkMemo): Link[] {
  const key = [...blocked].sort((a, b) => a - b).join(",");
  const known = memo?.get(key);
  if (known) return known;
  const links = linkSpans(tokens, index, blocked);
  memo?.set(key, links);
  return links;
}

/** Punctuation a linked span may hold: inside names ("R&D", "A/B") and, for whole values only, "," and ".". */
const SPAN_PUNCT = new Set(["-", "&", "/", ",", "."]);

function linkSpans(tokens: Token[], index: SchemaIndex, blocked: Set<number>): Link[] {
  const links: Link[] = [];
  const howLong = asksHowLong(tokens) || asksElapsed(tokens);
  const howMuch = asksHowMuch(tokens);
  // an order's worth where only its lines hold money is their sum: added up, per order, or averaged over orders
  // (refine/grain) — never their largest, which is the lines' own
  const summed = !tokens.some((t) => PER_ROW_WORDS.has(t.norm));
  for (let i = 0; i < tokens.length; i++) {
    for (let j = i + 1; j <= Math.min(tokens.length, i + MAX_NGRAM); j++) {
      const span = tokens.slice(i, j);
      if (span.some((t) => t.kind === "punct" && !SPAN_PUNCT.has(t.norm))) break;
      if (span.some((t) => blocked.has(t.index)) && !span.every((t) => t.kind === "number")) break;
      if (span[0].kind === "punct" || span.at(-1)!.kind === "punct") continue;
      // "October 9, 1987", "Alder Vale, NY", "Comp. Sci.": a comma or a full stop joins words only inside a value
      // written out whole
      if (span.some((t) => t.norm === "," || t.norm === ".")) {
        const exact = linkValues(span, i, j, index, false).filter((l) => l.kind === "value" && l.exact);
        links.push(...exact);
        continue;
      }
      const allStop = span.every((t) => STOP_WORDS.has(t.norm) || t.kind === "punct");
      // "once", "twice", "3 times" count occurrences: never a stored value
      if (!span.some((t) => t.times))
        links.push(...pointedValues(linkValues(span, i, j, index, allStop), tokens, index));
      if (span.some((t) => t.kind === "quoted")) continue;
      // "the priciest product" ranks products by price: a superlative's measure is read by the ranking, not as a name
      // ("product price") it happens to resemble — unless the column says the superlative itself ("highest_point")
      const measuring = span.length > 1 ? span.find((t) => ADJECTIVE_MEASURES[t.norm]) : undefined;
      const named = (l: Link) =>
        !measuring || (l.kind === "column" && l.column.words.some((w) => w === measuring.stem || w === measuring.norm));
      links.push(
        ...linkColumns(
          span,
          i,
          j,
          index,
          allStop,
          /^['’]s$/.test(tokens[i - 1]?.norm ?? ""),
          howLong || tokens.slice(Math.max(0, i - 2), i).some(timeWord),
          howMuch,
        ).filter(named),
      );
      if (!allStop && !measuring) links.push(...linkTables(span, i, j, index));
      // "what is each claim worth": each claim is a group, its worth the measure
      if (span.length === 2 && !measuring && !EACH.has(tokens[i - 1]?.norm ?? ""))
        links.push(...linkEntityValue(span, i, j, index, summed));
      if (span.length === 1) links.push(...linkValueOf(tokens, i, index, summed), ...howQuantity(tokens, i, index));
    }
  }
  return [...links, ...coordinatedColumns(tokens, links)];
}

/** "how old", "how tall": the adjective after "how" asks for the quantity it names (age, height). */
function howQuantity(tokens: Token[], at: number, index: SchemaIndex): Link[] {
  const said = tokens[at].norm;
  if (tokens[at - 1]?.norm !== "how" || !ADJECTIVE_QUANTITIES[said] || said === "long" || said === "short") return [];
  const quantities = new Set(ADJECTIVE_QUANTITIES[said].map(stem));
  return index.columns
    .filter((c) => c.numeric && !c.key && (c.ownWords ?? c.words).some((w) => quantities.has(w)))
    .map((column) => ({ kind: "column", start: at, end: at + 1, score: 0.95, column }));
}

/** A schema word that abbreviates the question's word ("mbr" for members): as close as a synonym. */
const ABBREVIATED = 0.8;

/** A schema word WordNet gives as the question word's synonym ("client" for "customers"): below a near spelling. */
const KINDRED = 0.65;

/** `word`: the question word's stem; `said`: the word as written, which WordNet looks up. */
function matchQuality(word: string, target: string, said: string): number {
  if (word === target) return 1;
  if (synonymsOf(word).has(target)) return 0.8;
  if (word.length >= 5 && target.length >= 5 && editDistance(word, target, 1) <= 1) return 0.7;
  if (kindredStems(said).has(target)) return KINDRED;
  if (word.length >= 4 && target.startsWith(word) && target.length - word.length <= 3) return 0.6;
  return 0;
}

const UNIT_WORD =
  /^(seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|kg|kilos?|kilograms?|grams?|km|kilometers?|kilometres?|miles?|meters?|metres?|euros?|dollars?|usd|eur|gbp)$/;

const JOINERS = new Set(["of", "-", "&", "/"]);

const EARNING_VERBS = new Set([
  "sell",
  "sold",
  "sells",
  "selling",
  "make",
  "made",
  "makes",
  "earn",
  "earned",
  "earns",
  "bring",
  "brought",
  "generate",
  "generated",
  "gross",
  "grossed",
]);

/** The best of a name's kinds, each a one-word name of its own ("country", "nation"). */
function kindsScore(span: Token[], kinds: string[] | undefined): number {
  return Math.max(0, ...(kinds ?? []).map((k) => nameScore(span, [k])));
}

/** Every content word of the span must match a word of the name; coverage of the name raises the score. */
function nameScore(span: Token[], nameWords: string[], own: string[] = nameWords): number {
  // a function word inside a phrase must be part of the name ("date of birth"), else the phrase spans two things
  // ("delay in minutes", "weight in kg": a unit after "in" is part of the reading of a name that starts the span)
  const unitPhrase = (t: Token) =>
    t.norm === "in" && UNIT_WORD.test(span[span.indexOf(t) + 1]?.norm ?? "") && own.includes(span[0].stem);
  if (
    span
      .slice(1, -1)
      .some((t) => STOP_WORDS.has(t.norm) && !JOINERS.has(t.norm) && !nameWords.includes(t.stem) && !unitPhrase(t))
  )
    return 0;
  const edgeStop = (t: Token) => STOP_WORDS.has(t.norm) && !nameWords.includes(t.stem) && !nameWords.includes(t.norm);
  if (span.length > 1 && (edgeStop(span[0]) || edgeStop(span.at(-1)!))) return 0;
  const content = span.filter(
    (t) => t.kind !== "punct" && !(STOP_WORDS.has(t.norm) && span.length > 1 && !nameWords.includes(t.stem)),
  );
  if (!content.length || !nameWords.length) return 0;
  let quality = 0;
  const covered = new Set<number>();
  // "birth date", "user name" for a name that writes them as one word
  const written = new Set<Token>();
  content.forEach((t, i) => {
    const next = content[i + 1];
    const k =
      next && next.index === t.index + 1
        ? nameWords.findIndex((w) => w === t.norm + next.norm || w === stem(t.norm + next.norm))
        : -1;
    if (k < 0 || written.has(t)) return;
    written.add(t).add(next);
    covered.add(k);
    quality += 2;
  });
  for (const t of content) {
    if (written.has(t)) continue;
    let best = 0;
    let bestIndex = -1;
    nameWords.forEach((w, k) => {
      const q = Math.max(
        matchQuality(t.stem, w, t.norm),
        t.norm === w ? 1 : 0,
        abbreviates(w, t.norm) || (content.length > 1 && nameWords.length > 1 && endLetters(w, t.norm))
          ? ABBREVIATED
          : 0,
      );
      if (q > best) [best, bestIndex] = [q, k];
    });
    // "timesheet" for a name that writes time and sheet apart
    const compact = best < 1 && nameWords.length > 1 ? stem(compactWord(t.norm)) : undefined;
    const pair =
      compact !== undefined
        ? joinedPairs(nameWords).find(
            (p) =>
              p.joined === t.stem || p.joined === t.norm || stem(p.joined) === t.stem || stem(p.joined) === compact,
          )
        : undefined;
    if (pair) {
      quality += 1;
      covered.add(pair.at).add(pair.at + 1);
      continue;
    }
    if (!best) return 0;
    quality += best;
    covered.add(bestIndex);
  }
  const coverage = covered.size / nameWords.length;
  return (quality / content.length) * (0.55 + 0.45 * coverage);
}

/** Last words of a column's name that say how its thing is written, not what it is. */
const FORM_WORDS = new Set(
  ["name", "title", "code", "id", "key", "no", "num", "number", "nr", "type", "desc", "description", "label"].map(stem),
);

/** Words that make a column the kind of its first word ("visit_type", "loan_category"). */
const CLASS_WORDS = new Set(["type", "kind", "category", "class"].map(stem));

const timeWord = (t: Token) => ELAPSED_WORDS.includes(t.stem);

/** `timed`: the question asks how long, or a word of time comes just before the span ("time to close"). */
function linkColumns(
  span: Token[],
  start: number,
  end: number,
  index: SchemaIndex,
  allStop: boolean,
  possessed = false,
  timed = false,
  money = false,
): Link[] {
  const out: Link[] = [];
  // "how much did we sell", "how much did jazz make": the verb asks for the money the lines bring, not their units
  const earned = money && span.length === 1 && EARNING_VERBS.has(span[0].norm);
  // "appointment duration" where a stored column is called duration_minutes: that column, not a derived duration
  // (asked only when a derived duration would take the span: most spans never get there)
  let stored: boolean | undefined;
  // asked once per span, not per column: whether a lone word names a table's rows
  let tabled: boolean | undefined;
  const namesTable = () => (tabled ??= span.length === 1 && index.tables.some((t) => t.words.includes(span[0].stem)));
  const namesStored = () =>
    (stored ??=
      span.some((t) => !STOP_WORDS.has(t.norm)) &&
      index.columns.some(
        (c) =>
          !c.derived && c.numeric && !c.key && span.every((t) => STOP_WORDS.has(t.norm) || c.words.includes(t.stem)),
      ));
  const clause = subjectAndVerb(span);
  for (const column of index.columns) {
    if (column.position || (clause && !column.column.name.toLowerCase().includes(clause))) continue;
    // a definition's name or synonym, said whole, is what the team means: ahead of any column's own words
    if (column.phrases && saysPhrase(span, column.phrases)) {
      out.push({ kind: "column", start, end, score: DEFINED_SCORE, column });
      continue;
    }
    if (column.aliases) {
      // an event's word ("closed complaints") names a duration only with a word of time ("time to close", "how long")
      // (an age is named by its own words: "how old", "age at hire"; asked how long, "shipped" is the time to ship
      // before it is the units a line table ships)
      const duration =
        column.derived?.kind !== "duration" ||
        column.derived.unit === "year" ||
        ((timed || span.some(timeWord)) && !namesStored());
      const score = earned
        ? column.derived?.kind === "line"
          ? 1.05
          : 0
        : duration
          ? aliasScore(span, column.aliases) * (timed && column.derived?.kind === "duration" ? 1.1 : 1)
          : 0;
      if (score) out.push({ kind: "column", start, end, score, column });
      if (score || allStop) continue;
    }
    // "course ID" names every "course_id" in full, whatever longer comment each one carries
    // (the own words are a subset: a span that matches none of the words matches none of them either)
    // (a unit phrase reads only a column's own measure word: "delay in minutes", not "mountains in meters")
    let score = nameScore(
      span,
      column.words,
      (column.ownWords ?? column.words).filter((w) => !column.table.words.includes(w)),
    );
    if (score > 0 && column.ownWords) score = Math.max(score, nameScore(span, column.ownWords));
    if (column.kinds) score = Math.max(score, kindsScore(span, column.kinds) * 0.95);
    // a table's own "id" (or "sbtickerid" under the table's name) is "car id", "ticker id" to its users
    if (column.column.isPrimaryKey && (column.ownWords ?? column.words).join() === "id")
      score = Math.max(score, nameScore(span, [...column.table.words, "id"]));
    // a lone function word ("name", "year", "total") links only to a column named exactly so, or after a possessive
    // to the column its header leads with ("Kestrel Four's time" → "Time/Retired")
    const leads = possessed && span.length === 1 && column.words[0] === span[0].stem;
    // "first name", "last names": function words that together are a column's whole own name
    const own = column.ownWords ?? column.words;
    const whole = span.length > 1 && own.length === span.length && span.every((t) => own.includes(t.stem));
    if (allStop && !(span.length === 1 && own.length === 1 && own[0] === span[0].stem) && !leads && !whole) continue;
    // a lone number names a column only when the header holds it ("1926 census", "2010")
    if (span.length === 1 && span[0].kind === "number" && !column.words.includes(span[0].norm)) continue;
    // a key pointing at another table ("cust_no") is that table's row, not a thing to name: the table wins — and more
    // so where the key is named only by words of that table's name ("kennel" pointing at "dog_kennel")
    // (looked up only for a span the key matches: this runs for every span and column of every question)
    const pointed =
      score > 0 && column.key && !column.column.isPrimaryKey
        ? column.table.table.foreignKeys.find((fk) => fk.columns.includes(column.column.name))
        : undefined;
    if (pointed)
      score *= pointed.columns.length === 1 && namesReferenced(column, pointed.referencedTable, index) ? 0.7 : 0.85;
    // a column holding one value on every row ("channel_total" = "Channel total") tells no row apart: it names
    // nothing a question asks about unless said whole (a flag set on some rows and empty on the rest does)
    if (column.distinct === 1 && !column.flag && column.table.table.rowEstimate > 1 && score < 1) score *= 0.6;
    // a compound's last word is what it is: "order" in "orderqty" only qualifies a quantity when a table holds the
    // orders (a last word that only says how a thing is written — "country_name", "device_type" — leaves the first
    // in charge)
    if (
      span.length === 1 &&
      own.length > 1 &&
      namesTable() &&
      !FORM_WORDS.has(own.at(-1)!) &&
      own.slice(0, -1).includes(span[0].stem) &&
      own.at(-1) !== span[0].stem
    )
      score *= 0.9;
    // "visits" are the rows of a table whose name ends in visit, not the values of its "visit_type": a plural names
    // things counted, a classifier column only their kinds
    if (
      span.length === 1 &&
      own.length === 2 &&
      CLASS_WORDS.has(own[1]) &&
      own[0] === span[0].stem &&
      isPlural(span[0].norm) &&
      index.tables.some((t) => t.words.at(-1) === span[0].stem)
    )
      score *= 0.8;
    if (score >= 0.5) out.push({ kind: "column", start, end, score, column });
  }
  return out;
}

/** A key column whose words, but for words that say it is a key, are all words of the table it points at. */
function namesReferenced(column: ColumnInfo, referenced: string, index: SchemaIndex): boolean {
  const target = index.tables.find((t) => t.name === referenced);
  const words = (column.ownWords ?? column.words).filter((w) => !FORM_WORDS.has(w));
  return !!target && words.length > 0 && words.every((w) => target.words.includes(w));
}

/**
 * "customers ordered", "products cost": a plural noun or a verb's past form inside a span reads as a subject and its
 * verb, not as a compound name ("customer orders", "product cost") — but for plurals English puts before nouns
 * ("sales channel"); the word is returned so a name that holds it as written ("orders_shipped") still matches.
 */
function subjectAndVerb(span: Token[]): string | undefined {
  if (span.length < 2) return undefined;
  const last = span.at(-1)!;
  if (last.norm.endsWith("ed") && last.norm !== last.stem) return last.norm;
  return span
    .slice(0, -1)
    .find((t) => t.norm.endsWith("s") && t.norm !== t.stem && !STOP_WORDS.has(t.norm) && !PLURAL_MODIFIERS.has(t.norm))
    ?.norm;
}

function linkTables(span: Token[], start: number, end: number, index: SchemaIndex): Link[] {
  const out: Link[] = [];
  const clause = subjectAndVerb(span);
  for (const table of index.tables) {
    if (clause && !table.name.toLowerCase().includes(clause)) continue;
    if (table.phrases && saysPhrase(span, table.phrases)) {
      out.push({ kind: "table", start, end, score: DEFINED_SCORE, table });
      continue;
    }
    const score = nameScore(span, table.words);
    if (score >= 0.6) out.push({ kind: "table", start, end, score, table });
    // "countries" for a table of country names: below its own name, above a guess
    const kindScore = kindsScore(span, table.kinds);
    if (kindScore >= 0.9 && kindScore > score) out.push({ kind: "table", start, end, score: kindScore * 0.95, table });
    // "the driver", "which support rep": a role another table's key gives these rows, joined through that key
    for (const role of table.roles ?? []) {
      const roleScore = nameScore(span, role.words);
      if (roleScore >= 0.9 && roleScore > score)
        out.push({ kind: "table", start, end, score: roleScore * 0.97, table, via: role.via });
    }
  }
  return out;
}
