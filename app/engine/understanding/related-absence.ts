// Absence of related rows: "customers without any order", "products nobody bought" — a NOT EXISTS over the rows that
// refer to them.
import { yesNo } from "./booleans";
import { POSSESSIVES } from "../schema/lexicon";
import { sharedStart } from "../schema/name-match";
import { stem } from "../schema/stem";
import { nounsOfVerb } from "../schema/wordnet";
import { refersTo, type TableInfo } from "../model/schema-index";
import type { Link } from "./link";
import { type ParseState, use, useLink } from "./parse-state";
import { pairTable } from "./pair-tables";
import type { Token } from "./tokens";
import { PURCHASE_VERBS } from "./purchases";
import { infinitive, questionTags } from "./parts-of-speech";
import {
  HAVE,
  NOT_HAVE,
  PARTICLES,
  VERB_PREPOSITIONS,
  purchaseTable,
  range,
  related,
  relatedFilter,
  traded,
} from "./related-rows";

const CLAUSE_BREAKS = new Set([",", ";", ":"]);

const NOT_BE = new Set(["isn't", "aren't", "wasn't", "weren't", "doesn't", "don't"]);

const LACK_VERBS = new Set([
  ...(
    "part of in belong belongs belonging associated linked assigned with to member members attached been " +
    "be being was were is are place placed make made have had has receive received get got submit " +
    "submitted write written wrote leave left open opened file filed raise raised log logged generate " +
    "generated any a an the single one yet ever by"
  ).split(" "),
  // determiners: "any of our titles"
  ...POSSESSIVES,
]);

/**
 * "customers without any order", "products never reviewed", "accounts with no tickets", "who have not placed an order":
 * no row of a related table points at the row (NOT EXISTS along the key path), when another table is the subject.
 */
export function relatedAbsence(state: ParseState, t: Token): boolean {
  const prev = state.tokens[t.index - 1]?.norm ?? "";
  // "authors not part of any organization", "shops that are not in any region"
  // ("staff who are not the packer of any delivery": a role may stand before "of any")
  const notAny =
    (t.norm === "not" || NOT_BE.has(t.norm)) &&
    state.tokens.slice(t.index + 1, t.index + 7).some((x) => x.norm === "any");
  // "depots that haven't sent a single parcel"
  const didNot = NOT_HAVE.has(t.norm) && !HAVE.has(state.tokens[t.index + 1]?.norm ?? "");
  const lacks =
    t.norm === "without" ||
    t.norm === "never" ||
    t.norm === "no" ||
    t.norm === "nobody" ||
    t.norm === "zero" ||
    t.norm === "nothing" ||
    notAny ||
    didNot ||
    (t.norm === "not" && HAVE.has(prev)) ||
    (HAVE.has(t.norm) && (prev === "not" || NOT_HAVE.has(prev)));
  if (!lacks) return false;
  if (relatedAmountAbsent(state, t)) return true;
  // "parts we never sold"
  const verb = state.tokens[t.index + 1];
  if ((t.norm === "never" || didNot) && verb && traded(state, verb, true)) {
    use(state, t.index);
    return true;
  }
  let i = t.index + 1;
  let conditions = 0;
  let table: TableInfo | undefined;
  // "shipments with no damage" where damage is a code of the exceptions logged against them
  let valued: TableInfo | undefined;
  // "riders who never rode a route": one verb of the question's own may stand before the related noun
  let verbs = 0;
  // "not the packer of any delivery": the related rows' key that names the subject's role in them
  let role: Link | undefined;
  // the related rows were named by a verb ("never enrolled"), not by a noun
  let byVerb = false;
  // "without an active subscription", "no video tracks", "never had a paid invoice": conditions may come first
  // "not used in any of our kennels": the words that pick out whose rows lengthen the phrase, not its reach
  let determiners = 0;
  for (; i < state.tokens.length && i <= t.index + (role ? 7 : 5) + determiners; i++) {
    if (WHOSE.has(state.tokens[i].norm) && ["any", "of"].includes(state.tokens[i - 1].norm)) determiners++;
    // "dogs never treated?": the phrase ends with the sentence (a comma goes on to another clause)
    if (state.tokens[i].kind === "punct" && !CLAUSE_BREAKS.has(state.tokens[i].norm)) break;
    const link = state.links.find((l) => l.start === i && !state.assigned.has(l));
    if (!role && notAny && link && namesRole(state, link)) {
      role = link;
      i = link.end - 1;
      continue;
    }
    // "stations no trip started from": "trip start" names the station a trip starts at (a key of the trips'); what is
    // absent is such a trip
    if (!role && link?.kind === "table" && namesRole(state, link)) {
      role = link;
      table = roleTable(state, link);
      break;
    }
    if (link?.kind === "table") {
      table = link.table;
      break;
    }
    // "without any exception" linked to the exception log's type column: the noun names the log's rows
    // (or named by its label column: "any of our titles" over the repertoire's titles)
    if (
      link?.kind === "column" &&
      link.end - link.start === 1 &&
      (link.column.table.words.includes(state.tokens[i].stem) || link.column.table.labelColumn === link.column) &&
      state.tables.some((s) => s !== link.column.table)
    ) {
      table = link.column.table;
      break;
    }
    // "medications we have never prescribed": the verb names the related rows (prescriptions) — also when it named
    // one of their columns ("enrolled" the enrolments' date of enrolment)
    // ("parts never shipped" where "shipped" linked the shipments' ship date: the verb's rows even when noted already)
    // ("forms nobody started" where "started" linked the date a form was started on, in the rows that refer to forms)
    const recorded =
      tableOfVerb(state, state.tokens[i]) ??
      (link?.kind === "column" && (verbOfRows(state.tokens[i], link.column.table) || eventColumnOf(state, link))
        ? link.column.table
        : undefined);
    if (recorded && (!link || (link.kind === "column" && link.column.table === recorded))) {
      table = recorded;
      byVerb = true;
      break;
    }
    const purchase = PURCHASE_VERBS.has(state.tokens[i].norm) ? purchaseTable(state) : undefined;
    if (purchase && !link) {
      table = purchase;
      break;
    }
    if (link && link.score >= 0.8 && link.kind !== "value" && !(link.kind === "column" && yesNo(link.column)))
      return false;
    if (link && conditions++ < 2) {
      if (link.kind === "value" && !valued && new Set(link.entries.map((e) => e.column.table)).size === 1)
        valued = link.entries[0].column.table;
      i = link.end - 1;
      continue;
    }
    // "never signed up for a shift": a verb's particle ("up", "down", "out") stands before its preposition
    if (PARTICLES.has(state.tokens[i].norm) && verbs > 0 && !link) continue;
    // "rooms that have not been booked for any stay": the verb may follow an auxiliary
    const verb =
      state.tokens[i].kind === "word" &&
      (i === t.index + 1 || (LACK_VERBS.has(state.tokens[i - 1].norm) && /(ed|en)$/.test(state.tokens[i].norm)));
    // "never been hired for a job", "never been on a shift": a preposition after the verb ("notes on record" is
    // no verb's)
    const before = state.tokens[i - 1].norm;
    const afterVerb =
      VERB_PREPOSITIONS.has(state.tokens[i].norm) &&
      (/(ed|en)$/.test(before) || ["been", "was", "were"].includes(before) || (PARTICLES.has(before) && verbs > 0));
    if (!LACK_VERBS.has(state.tokens[i].norm) && !afterVerb && !link && !(verb && verbs++ === 0)) return false;
  }
  // the noun that named the related rows, if one did (a value names them only through its table)
  const noun = table ? i : undefined;
  table ??= valued;
  // "forms nobody ever started": a verb that names no table of its own is done in the rows that refer to the subject
  // ("zero included", "no one else": a determiner's verb is no event of the subject's)
  const verbAt =
    table || !verbs || !(t.norm === "never" || t.norm === "nobody" || didNot)
      ? undefined
      : range(t.index + 1, i).find((k) => ownVerb(state, k));
  const referring = verbAt === undefined ? undefined : referringRows(state, state.tokens[verbAt]);
  if (referring) {
    table = referring.table;
    // a verb WordNet ties to the rows is read; the only table that refers to the subject is a guess, left unread
    if (referring.named) use(state, verbAt!);
  }
  if (!table || !state.tables.some((s) => s !== table) || !related(state, table)) return false;
  // "singers who haven't sung any piece": singers and pieces meet only in their pairs, which are what is absent
  const subject = state.tables.find((s) => s !== table)!;
  const pair = !refersTo(table, subject) && !refersTo(subject, table) ? pairTable(state, table, subject) : undefined;
  const absent = pair?.table ?? table;
  if (role && roleTable(state, role) !== table) return false;
  if (role) {
    useLink(state, role);
    const key = role.kind === "table" ? role.via : role.kind === "column" ? role.column.ref : undefined;
    if (key) state.via = [...(state.via ?? []), key];
  }
  use(state, t.index, ...(HAVE.has(t.norm) || t.norm === "not" ? [t.index - 1] : []));
  if (noun !== undefined) {
    use(state, noun);
    for (let k = t.index + 1; k < noun; k++)
      if (
        LACK_VERBS.has(state.tokens[k].norm) ||
        (verbs && state.tokens[k].kind === "word" && !state.links.some((l) => l.start <= k && k < l.end))
      )
        use(state, k);
    const link = state.links.find((l) => l.start === noun && (l.kind === "table" || l.kind === "column"));
    if (link) useLink(state, link);
    if (byVerb) useObject(state, noun, table);
  }
  state.filters.push(relatedFilter(absent, "absent", `with no ${table.name}`, t.index));
  return true;
}

/**
 * "students who never enrolled in a course": the rows a verb named (enrolments) each have one of the thing named
 * after it, so any course is no condition of its own.
 */
function useObject(state: ParseState, verb: number, rows: TableInfo) {
  let i = verb + 1;
  while (i <= verb + 3 && OBJECT_LEADS.has(state.tokens[i]?.norm ?? "")) i++;
  const link = state.links.find((l) => l.start === i && l.kind === "table" && !state.assigned.has(l));
  if (link?.kind !== "table" || !refersTo(rows, link.table) || state.tables.indexOf(link.table) === 0) return;
  use(state, ...range(verb + 1, link.end));
  useLink(state, link);
}

const WHOSE = new Set(["of", "the", ...POSSESSIVES]);

const OBJECT_LEADS = new Set(["in", "on", "for", "to", "at", "a", "an", "any", "the", "single"]);

/** "orders without any discount": no related row (an order's lines) carries a positive amount of that number. */
function relatedAmountAbsent(state: ParseState, t: Token): boolean {
  if (t.norm !== "without" && t.norm !== "no") return false;
  let i = t.index + 1;
  while (["a", "an", "any"].includes(state.tokens[i]?.norm ?? "")) i++;
  const link = state.links.find((l) => l.start === i && !state.assigned.has(l));
  if (link?.kind !== "column" || !link.column.numeric || link.column.key || link.column.position || link.column.derived)
    return false;
  // the rows asked about are named before, by a table of their own
  const table = link.column.table;
  const named = state.links
    .filter((l) => l.kind === "table" && l.end <= t.index)
    .map((l) => (l.kind === "table" ? l.table : undefined));
  if (!named.length || named.includes(table) || !related(state, table)) return false;
  use(state, ...range(t.index, i));
  useLink(state, link);
  state.filters.push({
    column: link.column.ref,
    op: "gt",
    value: 0,
    phrase: `with a ${link.column.display}`,
    at: t.index,
  });
  state.filters.push(relatedFilter(table, "absent", `with no ${link.column.display}`, t.index));
  return true;
}

/** The one table whose name the verb's participle starts ("prescribed" → prescriptions, "booked" → bookings). */
function tableOfVerb(state: ParseState, t: Token): TableInfo | undefined {
  if (t.kind !== "word") return undefined;
  const unnamed = (table: TableInfo) => !state.tables.includes(table);
  if (!/ed$/.test(t.norm)) {
    // "paid" for a payment, "taught" for teaching rows: an irregular past form names them through its infinitive
    const base = infinitive(t.norm);
    if (!base || base === t.norm || !questionTags(state.tokens).get(t.norm)?.has("PastTense")) return undefined;
    const tables = state.index.tables.filter((table) => unnamed(table) && table.words.some((w) => w.startsWith(base)));
    return tables.length === 1 ? tables[0] : undefined;
  }
  if (t.stem.length < 4) return undefined;
  // "enrolled" for an enrolment: spellings differ in a doubled last consonant
  const least = Math.max(5, Math.min(6, t.stem.length - 1));
  const tables = state.index.tables.filter(
    (table) => unnamed(table) && table.words.some((w) => w.startsWith(t.stem) || sharedStart(w, t.stem) >= least),
  );
  return tables.length === 1 ? tables[0] : undefined;
}

/** A participle naming the rows of a table: "shipped" for shipments (its stem, or a noun WordNet makes of the verb). */
function verbOfRows(t: Token, table: TableInfo): boolean {
  if (t.kind !== "word" || !/(ed|en)$/.test(t.norm) || t.stem.length < 4) return false;
  const nouns = [...nounsOfVerb(infinitive(t.norm) || t.stem)].map(stem);
  return table.words.some((w) => w.startsWith(t.stem) || nouns.includes(w));
}

/**
 * A verb that named a date of the rows that refer to the question's subject (the day those rows were made) or their
 * own key ("booked" a booking's id).
 */
function eventColumnOf(state: ParseState, link: Link): boolean {
  const subject = state.tables[0];
  return (
    link.kind === "column" &&
    link.end - link.start === 1 &&
    (link.column.temporal || link.column.column.isPrimaryKey) &&
    !!subject &&
    refersTo(link.column.table, subject) &&
    /(ed|en)$/.test(state.tokens[link.start].norm)
  );
}

/** A word of the question's own after the negation: no link, no auxiliary, particle or preposition. */
function ownVerb(state: ParseState, k: number): boolean {
  const t = state.tokens[k];
  return (
    t.kind === "word" &&
    !LACK_VERBS.has(t.norm) &&
    !PARTICLES.has(t.norm) &&
    !VERB_PREPOSITIONS.has(t.norm) &&
    !state.links.some((l) => l.start <= k && k < l.end)
  );
}

/**
 * The rows that refer to the question's subject: those the verb names, else the only table that refers to it, else
 * the only one of them that records two others meeting.
 */
function referringRows(state: ParseState, verb: Token): { table: TableInfo; named: boolean } | undefined {
  const subject = state.tables[0];
  if (!subject) return undefined;
  const referrers = state.index.tables.filter((o) => o !== subject && refersTo(o, subject));
  const named = referrers.filter((o) => verbOfRows(verb, o));
  if (named.length === 1) return { table: named[0], named: true };
  // forms that belong to a service and the bookings of it: what is done to a row is a row of two keys, unnamed
  const events = referrers.filter(
    (o) => !o.labelColumn && new Set(o.table.foreignKeys.map((fk) => fk.referencedTable)).size >= 2,
  );
  const only = referrers.length === 1 ? referrers : events;
  return only.length === 1 ? { table: only[0], named: false } : undefined;
}

/** A role the subject plays in another table's rows ("packer": deliveries.packer_id at staff). */
function namesRole(state: ParseState, link: Link): boolean {
  if (link.kind === "table")
    return !!link.via && link.via.table !== link.table.name && state.tables.includes(link.table);
  if (link.kind !== "column" || !link.column.key) return false;
  const fk = link.column.table.table.foreignKeys.find(
    (f) => f.columns.length === 1 && f.columns[0] === link.column.column.name,
  );
  return !!fk && state.tables.some((s) => s !== link.column.table && s.name === fk.referencedTable);
}

function roleTable(state: ParseState, role: Link): TableInfo | undefined {
  return role.kind === "table"
    ? state.index.tables.find((t) => t.name === role.via!.table)
    : role.kind === "column"
      ? role.column.table
      : undefined;
}
