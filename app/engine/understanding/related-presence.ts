// Presence of related rows: "customers who bought something in 2025", "accounts with any ticket", "products that
// appear on invoices" — an EXISTS over the rows that refer to them.
import { infinitive, isParticiple, questionTags } from "./parts-of-speech";
import { STOP_WORDS } from "../schema/lexicon";
import type { ColumnRef } from "../ir";
import { refersTo, type TableInfo } from "../model/schema-index";
import type { Link } from "./link";
import { type ParseState, use, useLink } from "./parse-state";
import type { Token } from "./tokens";
import { BUYING } from "./purchases";
import { yesNo } from "./booleans";
import {
  NOT_HAVE,
  PARTICLES,
  SORTING_NEXT,
  VERB_PREPOSITIONS,
  purchaseTable,
  range,
  related,
  relatedFilter,
  traded,
} from "./related-rows";

/** "customers who bought something in 2025", "accounts that ordered": a related purchase exists (EXISTS). */
export function relatedPresence(state: ParseState, t: Token): boolean {
  const before = state.tokens.slice(Math.max(0, t.index - 3), t.index).map((x) => x.norm);
  if (before.some((w) => w === "never" || w === "not" || w === "no" || NOT_HAVE.has(w))) return false;
  // "how many different parts have we sold": only a count of distinct things asks whether they were traded at all
  if (state.cues.distinct !== undefined && traded(state, t)) return true;
  if (verbOfRelatedRows(state, t) || perfectOfRelatedRows(state, t)) return true;
  if (state.links.some((l) => l.start <= t.index && t.index < l.end)) return false;
  // "shops that received a delivery in 2023", "accounts with any ticket": a related row named outright
  if (HAVING_VERBS.has(t.norm)) {
    let i = t.index + 1;
    while (["had", "a", "an", "any", "some", "at", "least", "one", "both"].includes(state.tokens[i]?.norm ?? "")) i++;
    const link = keyedRows(
      state,
      state.links.find((l) => l.start === i && !state.assigned.has(l)),
    );
    if (
      link?.kind !== "table" ||
      namedElsewhere(state, link) ||
      !state.tables.some((s) => s !== link.table) ||
      !related(state, link.table) ||
      state.tokens[i + 1]?.norm === "with" ||
      auxiliary(state, t, link.end)
    )
      return false;
    use(state, t.index, ...range(t.index + 1, i));
    useLink(state, link);
    state.filters.push(relatedFilter(link.table, "present", `with ${link.table.name}`, t.index));
    alsoRelated(state, link);
    return true;
  }
  if (!BUYING.has(t.norm) || (t.norm === "ordered" && SORTING_NEXT.has(state.tokens[t.index + 1]?.norm ?? "")))
    return false;
  const table = purchaseTable(state);
  if (!table || !state.tables.some((s) => s !== table) || !related(state, table)) return false;
  state.via = [...(state.via ?? []), ...purchasePath(state, table)];
  const next = state.tokens[t.index + 1]?.norm;
  // "customers who bought nothing in 2026" is the absence of a purchase
  const none = next === "nothing" || next === "none";
  use(state, t.index, ...(next === "something" || next === "anything" || none ? [t.index + 1] : []));
  state.filters.push(
    relatedFilter(table, none ? "absent" : "present", `with ${none ? "no " : ""}${table.name}`, t.index),
  );
  return true;
}

/**
 * "clients who have ever claimed", "rooms that have been booked": a past form after "have" whose verb is the noun of
 * related rows (claimed → claims) says such a row exists.
 */
function perfectOfRelatedRows(state: ParseState, t: Token): boolean {
  if (t.kind !== "word") return false;
  let k = t.index - 1;
  while (PERFECT_ADVERBS.has(state.tokens[k]?.norm ?? "")) k--;
  if (!["have", "has", "had"].includes(state.tokens[k]?.norm ?? "")) return false;
  const link = state.links.find(
    (l): l is Link & { kind: "table" } =>
      l.kind === "table" && l.start === t.index && l.end === t.index + 1 && !state.assigned.has(l),
  );
  if (!link) return false;
  // "booked the most times", "invoiced more than once": the verb's rows are counted, not only found
  const after = state.tokens.slice(t.index + 1).map((x) => x.norm);
  if (
    state.cues.superlatives.some((c) => c.index > t.index) ||
    state.cues.comparisons.some((c) => c.numberIndex > t.index) ||
    after.some((w) => ["times", "once", "twice"].includes(w))
  )
    return false;
  // a past form ("claimed"), not the noun itself ("have claims")
  const verb = infinitive(t.norm);
  if (!verb || verb === t.norm) return false;
  if (namedElsewhere(state, link) || !state.tables.some((s) => s !== link.table) || !related(state, link.table))
    return false;
  use(state, ...range(k, t.index));
  useLink(state, link);
  state.filters.push(relatedFilter(link.table, "present", `with ${link.table.name}`, t.index));
  return true;
}

/**
 * "how many loans has a member made": a singular "has" after the plural counted rows asks a question in the perfect
 * tense, its subject before the participle — who made the rows, not a row that must exist. "documents that have
 * expenses attached" keeps "have" as the verb.
 */
function auxiliary(state: ParseState, t: Token, end: number): boolean {
  const before = state.tokens[t.index - 1];
  if (t.norm !== "has" || !before) return false;
  if (state.tokens[t.index - 2]?.norm !== "many" && !questionTags(state.tokens).get(before.norm)?.has("Plural"))
    return false;
  return isParticiple(state.tokens[end]?.norm ?? "");
}

const PERFECT_ADVERBS = new Set(["ever", "already", "once", "been", "yet", "previously"]);

/**
 * A table the question reads elsewhere too (it counts those rows per person, or averages a column of theirs) is more
 * than a condition on its rows' existence.
 */
function namedElsewhere(state: ParseState, link: Link & { kind: "table" }): boolean {
  return state.links.some(
    (l) =>
      l !== link &&
      l.start !== link.start &&
      (l.kind === "table" ? l.table === link.table : l.kind === "column" && l.column.table === link.table),
  );
}

/**
 * "received a flyer" where the word names only the flyers' key (flyer_id), "have log entries" where they name only
 * another table's date: the rows that key identifies or that date dates.
 */
function keyedRows(state: ParseState, link: Link | undefined): Link | undefined {
  if (link?.kind !== "column") return link;
  // "staff with log entries" where the words name only the date of each entry (log_entry_date): the rows it dates
  const tags = questionTags(state.tokens);
  const nouns = range(link.start, link.end).every((k) => !tags.get(state.tokens[k].norm)?.has("Verb"));
  if (link.column.temporal && nouns && state.tables[0] !== link.column.table)
    return { kind: "table", start: link.start, end: link.end, score: link.score, table: link.column.table };
  if (link.end - link.start !== 1) return link;
  const { column, table } = link.column;
  const fk = table.table.foreignKeys.find((k) => k.columns.length === 1 && k.columns[0] === column.name);
  const identified =
    column.isPrimaryKey && table.table.primaryKey.length === 1
      ? table
      : fk && state.index.tables.find((t) => t.name === fk.referencedTable && t.table.primaryKey.length === 1);
  return identified ? { kind: "table", start: link.start, end: link.end, score: link.score, table: identified } : link;
}

/**
 * "products that appear on invoices", "parts billed on an order": a verb and a preposition before the noun of rows
 * related to the subject say that such rows exist, whatever the verb ("products in each invoice" has no verb).
 */
function verbOfRelatedRows(state: ParseState, t: Token): boolean {
  // "been to a sorting hub": a visit, though "been" is otherwise a function word
  const visited = t.norm === "been" && state.tokens[t.index + 1]?.norm === "to";
  if (t.kind !== "word" || (STOP_WORDS.has(t.norm) && !visited)) return false;
  let i = t.index + 1;
  // "signed up for a class": a phrasal verb's particle comes before its preposition
  const particle = PARTICLES.has(state.tokens[i]?.norm ?? "") && VERB_PREPOSITIONS.has(state.tokens[i + 1]?.norm ?? "");
  if (particle) i++;
  // "incurred a penalty", "picked any flyer": a verb's object with an article is a row of its own too
  const object = !particle && ["a", "an", "any", "both"].includes(state.tokens[i]?.norm ?? "");
  if (
    !object &&
    !VERB_PREPOSITIONS.has(state.tokens[i]?.norm ?? "") &&
    !ALSO_AFTER_VERBS.has(state.tokens[i]?.norm ?? "")
  )
    return false;
  if (!questionTags(state.tokens).get(t.norm)?.has("Verb")) return false;
  i++;
  while (
    ["a", "an", "any", "some", "one", "of", "our", "the", "at", "least", "both"].includes(state.tokens[i]?.norm ?? "")
  )
    i++;
  const link = keyedRows(
    state,
    state.links.find((l) => l.start === i && !state.assigned.has(l)),
  );
  if (link?.kind !== "table" || !state.tables.some((s) => s !== link.table)) return false;
  if (object && namedElsewhere(state, link)) return false;
  if (state.tables[0] === link.table || !related(state, link.table) || state.tokens[i + 1]?.norm === "with")
    return false;
  // "billed on invoices": the verb may name the same rows, or ("visited a marina") the rows that pair the
  // subject with them, never others
  const own = state.links.filter((l) => l.start <= t.index && t.index < l.end);
  // ("phones stocked in a market", passive, where the stock is a column of the rows pairing phones with markets)
  const passive = COPULAS.has(state.tokens[t.index - 1]?.norm ?? "");
  const pairing = (l: Link) => {
    const rows = tableOf(l);
    return (
      !!rows &&
      (l.kind === "table" || (l.kind === "column" && passive && !l.column.column.isPrimaryKey)) &&
      refersTo(rows, link.table) &&
      state.tables.some((s) => s !== link.table && refersTo(rows, s))
    );
  };
  // ("cleared into a hub" where "cleared" is the hub visits' yes/no column: that column's condition, read elsewhere)
  if (
    own.some(
      (l) =>
        l.start !== t.index ||
        l.end !== t.index + 1 ||
        (tableOf(l) !== link.table && !pairing(l)) ||
        (l.kind === "column" && yesNo(l.column)),
    )
  )
    return false;
  for (const l of own) useLink(state, l);
  use(state, ...range(t.index, i));
  useLink(state, link);
  state.filters.push(relatedFilter(link.table, "present", `${t.raw} ${link.table.name}`, t.index));
  alsoRelated(state, link);
  return true;
}

/** "kept both invoices and receipts", "made a sale and a refund": rows of a second related table exist too. */
function alsoRelated(state: ParseState, first: Link & { kind: "table" }) {
  if (state.tokens[first.end]?.norm !== "and") return;
  let i = first.end + 1;
  while (["a", "an", "any", "some"].includes(state.tokens[i]?.norm ?? "")) i++;
  const link = state.links.find((l) => l.start === i && !state.assigned.has(l));
  if (link?.kind !== "table" || link.table === first.table || state.tables[0] === link.table) return;
  if (!related(state, link.table) || namedElsewhere(state, link)) return;
  use(state, ...range(first.end, i));
  useLink(state, link);
  state.filters.push(relatedFilter(link.table, "present", `with ${link.table.name}`, first.end));
}

/** "items in an order", "went to a depot": prepositions of place after a verb, beyond those of any verb. */
const ALSO_AFTER_VERBS = new Set(["in", "to", "into"]);

const COPULAS = new Set(["is", "are", "was", "were", "be", "been"]);

const tableOf = (l: Link) => (l.kind === "table" ? l.table : l.kind === "column" ? l.column.table : undefined);

/**
 * "customers who bought products of each category": between the buyer and the goods the joins go through the
 * purchases and their lines, not through another table that links them (reviews, wish lists).
 */
function purchasePath(state: ParseState, purchase: TableInfo): ColumnRef[] {
  const lines = state.index.tables.find(
    (o) => o !== purchase && o.columns.some((c) => c.derived?.kind === "line") && refersTo(o, purchase),
  );
  if (!lines) return [];
  const parents = state.index.tables.filter((p) => refersTo(lines, p));
  const goods = (s: TableInfo) => s !== purchase && s !== lines && parents.some((p) => p === s || refersTo(p, s));
  if (!state.tables.some(goods)) return [];
  return [purchase, lines].flatMap((t) =>
    t.table.foreignKeys.flatMap((fk) => (fk.columns.length === 1 ? [{ table: t.name, column: fk.columns[0] }] : [])),
  );
}

const HAVING_VERBS = new Set([
  "received",
  "receive",
  "got",
  "placed",
  "made",
  "opened",
  "raised",
  "filed",
  "submitted",
  "wrote",
  "written",
  "posted",
  "recorded",
  "logged",
  "left",
  "had",
  "having",
  "have",
  "has",
  "with",
]);
