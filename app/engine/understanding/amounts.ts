// Which amount a phrase means: a table's money column, the money of the tables a question names, the amount of the
// rows a value names ("the average refund amount"), the amount a verb names ("what they paid out"), the amount at
// the head of a phrase.
import type { ColumnInfo, SchemaIndex, TableInfo } from "../model/schema-index";
import { isYearLike } from "../model/years";
import { STOP_WORDS } from "../schema/lexicon";
import { MONEY_NOUNS, WHOLE_WORDS } from "../schema/lexicon-nouns";
import { nameWords } from "../schema/name-words";
import { stem } from "../schema/stem";
import { eventColumn } from "./date-filters";
import { doQuestionVerb, infinitive, questionTags } from "./parts-of-speech";
import { AUXILIARIES, PASSIVE_AUXILIARIES, SPENDING_VERBS } from "../schema/lexicon-events";
import { isKind, isMoneyVerb, nameIs } from "../schema/kinds";
import { nounsOfVerb } from "../schema/wordnet";
import { hopsBetween } from "../schema/join-planner";
import type { Link } from "./link";
import { linkAfter, type ParseState, use } from "./parse-state";

const MONEY_WORDS = new Set(
  ["amount", "total", "revenue", "price", "sale", "value", "mrr", "fee", "cost", "balance"].map(stem),
);

/**
 * "how much was paid out to fencers", "how much did the repairs cost": a verb of money shortly after "how much" asks
 * for the money column of the rows the question names after it.
 */
export function moneyOfVerb(state: ParseState, after: number): { at: number; column: ColumnInfo } | undefined {
  const tags = questionTags(state.tokens);
  for (let at = after; at < Math.min(state.tokens.length, after + 8); at++) {
    const t = state.tokens[at];
    // ("how much should we budget": what ought to be, not what was)
    if (t.kind !== "word" || tags.get(t.norm)?.has("Modal")) return undefined;
    if (state.links.some((l) => l.start <= at && at < l.end)) continue;
    if (!tags.get(t.norm)?.has("Verb") && !doQuestionVerb(state.tokens, at)) continue;
    const verb = infinitive(t.norm) || t.norm;
    if (!verb || !isMoneyVerb(verb)) continue;
    // ("how much sales tax was charged": a noun before its verb, whatever the tagger said)
    if (AUXILIARIES.has(state.tokens[at + 1]?.norm ?? "")) return undefined;
    const column = moneyNamed(state, at) ?? (paidOut(state, at) ? moneyNearest(state, at) : undefined);
    return column ? { at, column } : undefined;
  }
  return undefined;
}

/**
 * "how much did each owner pay in total": the subject paid (not what the couriers are paid, their wage) and
 * nothing after the verb names what for.
 */
function paidOut(state: ParseState, verbAt: number): boolean {
  const said = state.tokens[verbAt];
  if (!SPENDING_VERBS.has(infinitive(said.norm))) return false;
  // ("how much are the couriers paid", "how much was paid to them": paid to the subject, not by it)
  if (said.norm.endsWith("paid") && state.tokens.slice(0, verbAt).some((t) => PASSIVE_AUXILIARIES.has(t.norm)))
    return false;
  return state.tokens
    .slice(verbAt + 1)
    .every((t) => t.kind === "punct" || STOP_WORDS.has(t.norm) || WHOLE_WORDS.has(t.norm));
}

/**
 * "how much did each owner pay", "which owner spent the most": no rows named after the verb — the money of the rows
 * nearest (fewest keys away) to the person who paid, when one table is nearest; a person's own amount (a balance, a
 * limit) is not what they paid.
 */
export function moneyNearest(state: ParseState, verbAt: number): ColumnInfo | undefined {
  const subject = [...state.links]
    .reverse()
    .find((l): l is Link & { kind: "table" } => l.kind === "table" && l.end <= verbAt)?.table;
  if (!subject || !nameIs(subject.table.name, "persons")) return undefined;
  const near = state.index.tables
    .filter((t) => t !== subject && moneyColumnOf(t))
    .map((t) => ({ t, hops: hopsBetween(state.index.catalog, subject.table.name, t.table.name) }))
    .filter((n) => n.hops < Infinity)
    .sort((a, b) => a.hops - b.hops);
  return near.length && near[0].hops !== near[1]?.hops ? moneyColumnOf(near[0].t) : undefined;
}

/** The money column of the one table the question names (by itself or a column of it) that has one. */
export function moneyNamed(state: ParseState, after: number): ColumnInfo | undefined {
  // ("how much money came in as deposits": a value of one table names its rows too)
  const named = new Set(
    state.links
      .filter((l) => l.start > after)
      .flatMap((l) =>
        l.kind === "table"
          ? [l.table]
          : l.kind === "column"
            ? [l.column.table]
            : new Set(l.entries.map((e) => e.column.table)).size === 1
              ? [l.entries[0].column.table]
              : [],
      ),
  );
  const money = [...named].flatMap((t) => (t ? [moneyColumnOf(t)] : [])).filter((c): c is ColumnInfo => !!c);
  if (money.length === 1) return money[0];
  // "the money we collected in May": the rows whose date the verb names (collected: the payment date)
  const event = named.size
    ? undefined
    : eventColumn(
        state,
        state.index.tables.filter((t) => moneyColumnOf(t)),
      );
  return event ? moneyColumnOf(event.table) : undefined;
}

/**
 * "the average refund amount", "total Visa payments": a value between the cue and what it measures names the rows —
 * the amount is the numeric column right after it, or the value's rows' own amount.
 */
function amountOfValue(state: ParseState, cueEnd: number): Link | undefined {
  // "how much did we refund in March": the verb is a value of the rows, whose own amount is summed
  const howMuch = state.tokens[cueEnd]?.norm === "much" && state.tokens[cueEnd - 1]?.norm === "how";
  // ("the total of all refunds": the words of a whole say nothing of which rows)
  let whole = 0;
  while (WHOLE_WORDS.has(state.tokens[cueEnd + 1 + whole]?.norm ?? "")) whole++;
  const value = linkAfter(state, cueEnd, ["value"], howMuch ? 3 : 1 + whole);
  if (value?.kind !== "value") return undefined;
  const tables = new Set(value.entries.map((e) => e.column.table));
  // the value's rows' own amount, when the value is of one table's rows
  const valued = tables.size === 1 ? moneyColumnOf([...tables][0]) : undefined;
  if (howMuch) {
    const named = state.links.some((l) => l.kind === "column" && l.start > cueEnd && !state.assigned.has(l));
    if (valued && !named) return { kind: "column", start: cueEnd, end: cueEnd + 1, score: 1, column: valued };
  }
  const next = state.links.find((l) => l.start === value.end && !state.assigned.has(l));
  if (next?.kind === "column" && next.column.numeric && !next.column.key) return next;
  if (next?.kind === "table" && next.table.valueColumn && tables.has(next.table)) return next;
  // "the average refund amount" where "amount" names no column by itself; "the total of all refunds": the rows' money
  if (!next && valued) {
    const said = AMOUNT_NOUNS.has(state.tokens[value.end]?.norm ?? "") ? 1 : 0;
    return { kind: "column", start: value.end, end: value.end + said, score: 1, column: valued };
  }
  return undefined;
}

const AMOUNT_NOUNS = new Set(["amount", "amounts", "value", "values", "size"]);

/** The one column of a table that reads as its money amount ("amount", "total"), else the row's value. */
export function moneyColumnOf(table: TableInfo | undefined): ColumnInfo | undefined {
  if (!table) return undefined;
  const money = table.columns.filter(
    (c) => c.numeric && !c.key && (c.words.some((w) => MONEY_WORDS.has(w)) || nameIs(c.column.name, "money")),
  );
  // several amounts ("amount_claimed", "amount_settled"): the one the model reads as the row's value
  return money.length === 1 ? money[0] : table.valueColumn;
}

/**
 * "what every tenant paid", "what members spent altogether": a verb after `after` that one amount column's name
 * holds as a participle ("pay" for amount_paid, "spend" for total_spent) — the amount the verb measures.
 */
export function amountOfVerb(state: ParseState, after: number): { at: number; column: ColumnInfo } | undefined {
  if (!amountsByVerb(state.index).size) return undefined;
  for (let at = after; at < state.tokens.length; at++) {
    const column = amountOfVerbAt(state, at);
    if (column) return { at, column };
  }
  return undefined;
}

/** The one amount column the word at `at` names as a verb ("paid" → amount_paid), if it does. */
export function amountOfVerbAt(state: ParseState, at: number): ColumnInfo | undefined {
  const t = state.tokens[at];
  if (t?.kind !== "word" || state.used.has(at)) return undefined;
  const byVerb = amountsByVerb(state.index);
  const named = byVerb.size ? byVerb.get(infinitive(t.norm)) : undefined;
  return named?.length === 1 ? named[0] : undefined;
}

/**
 * "how much was each client billed": no amount is named by the verb, but the rows it names are (billed → bills) —
 * their money is what was asked.
 */
export function moneyOfVerbRows(state: ParseState, after: number): { at: number; column: ColumnInfo } | undefined {
  for (let at = after; at < state.tokens.length; at++) {
    const t = state.tokens[at];
    if (t?.kind !== "word" || state.used.has(at)) continue;
    const verb = infinitive(t.norm);
    if (!verb || verb === t.norm) continue;
    // the verb's event by its own name or a noun made from it ("paid" → payments; not the payer, a person)
    const events = new Set([verb, ...[...nounsOfVerb(verb)].filter((n) => !isKind(n, "persons"))].map(stem));
    const column =
      moneyColumnOf(state.index.tables.find((table) => events.has(table.words.at(-1)!))) ??
      soleOf(
        state.index.tables.flatMap((table) =>
          table.columns.filter((c) => c.numeric && !c.key && events.has(c.words.at(-1)!)),
        ),
      );
    if (column) return { at, column };
  }
  return undefined;
}

const soleOf = <T>(list: T[]): T | undefined => (list.length === 1 ? list[0] : undefined);

const AMOUNTS_BY_VERB = new WeakMap<SchemaIndex, Map<string, ColumnInfo[]>>();

/**
 * A schema's amount columns by the verb their name holds as a participle ("amount_paid" under pay), read once per
 * schema: the name says what was done with the amount, not what it counts ("comment_count" holds no participle).
 */
function amountsByVerb(index: SchemaIndex): Map<string, ColumnInfo[]> {
  let byVerb = AMOUNTS_BY_VERB.get(index);
  if (byVerb) return byVerb;
  byVerb = new Map();
  for (const c of index.tables.flatMap((t) => t.columns)) {
    if (!c.numeric || c.key || c.temporal) continue;
    for (const verb of new Set(
      nameWords(c.column.name)
        .map((w) => [w, infinitive(w)])
        .filter(([w, v]) => v && v !== w)
        .map(([, v]) => v),
    ))
      byVerb.set(verb, [...(byVerb.get(verb) ?? []), c]);
  }
  AMOUNTS_BY_VERB.set(index, byVerb);
  return byVerb;
}

/**
 * "the most money", "the share of all funds": money in general names no column. It is the money column of the rows
 * the question names, or of the one table that records money, or of the rows the verb's event dates.
 */
export function moneyOfNoun(state: ParseState, index: number): { at: number; column: ColumnInfo } | undefined {
  if (!MONEY_NOUNS.has(state.tokens[index]?.norm ?? "")) return undefined;
  if (state.links.some((l) => l.start <= index && index < l.end)) return undefined;
  const tables = state.index.tables.filter((t) => moneyColumnOf(t));
  const event = tables.length === 1 ? undefined : eventColumn(state, tables);
  const column = moneyNamed(state, index) ?? moneyColumnOf(tables.length === 1 ? tables[0] : event?.table);
  return column ? { at: index, column } : undefined;
}

/**
 * "the mean booked session length": a date or a table named on the way only qualifies the amount at the
 * head of the phrase, which is what is averaged or added up.
 */
export function amountAfter(state: ParseState, agg: string, first: Link | undefined): Link | undefined {
  if (
    (agg !== "avg" && agg !== "sum") ||
    !first ||
    (first.kind === "column" && first.column.numeric) ||
    first.kind === "value"
  )
    return undefined;
  const head = state.links.find(
    (l) =>
      l.kind === "column" &&
      l.start >= first.end &&
      l.start <= first.end + 2 &&
      !state.assigned.has(l) &&
      l.column.numeric &&
      !l.column.key &&
      !l.column.temporal &&
      !isYearLike(l.column),
  );
  if (head?.kind !== "column" || (first.kind === "column" && first.column.table !== head.column.table))
    return undefined;
  if (
    state.tokens
      .slice(first.end, head.start)
      .some(
        (t) =>
          t.kind === "punct" ||
          STOP_WORDS.has(t.norm) ||
          ["and", "or", "by", "per", "for", "of", "in"].includes(t.norm),
      )
  )
    return undefined;
  use(state, ...Array.from({ length: head.start - first.start }, (_, k) => first.start + k));
  return head;
}

/** "the fee total for each member", "the bonus total?": a number named right before a closing "total" is added up. */
export function columnBeforeTotal(state: ParseState, at: number): Link | undefined {
  const after = state.tokens[at + 1];
  if (state.tokens[at].norm !== "total" || (after && after.kind === "word" && !AFTER_TOTAL.has(after.norm)))
    return undefined;
  return state.links.find(
    (l) =>
      l.kind === "column" &&
      l.end === at &&
      !state.assigned.has(l) &&
      l.column.numeric &&
      !l.column.key &&
      !l.column.temporal,
  );
}

const AFTER_TOTAL = new Set(["for", "per", "by", "of", "in", "across", "each", "over", "from", "at", "on"]);

/**
 * "what is a ticket's fare on average", "what is a refund on average": nothing follows the cue, so what is averaged
 * was named before it — a number of the rows, else the rows themselves (their value).
 */
export function measuredBefore(state: ParseState, at: number): Link | undefined {
  const before = state.links.filter((l) => l.end <= at && !state.assigned.has(l));
  // (the number said nearest before "on average", not a column a verb such as "charge" named before it)
  return (
    before.findLast(
      (l) =>
        l.kind === "column" &&
        l.column.numeric &&
        !l.column.key &&
        !l.column.temporal &&
        !state.cues.groupers.includes(l.start - 1),
    ) ?? before.find((l) => l.kind === "table" && !!l.table.valueColumn)
  );
}

/**
 * The number an aggregate word measures when no link follows it at once: one a value names, one after a modifier
 * nothing explains ("total seating capacity": the capacity; "seating" stays unread), or one named before a closing
 * total.
 */
export function measureLater(state: ParseState, cueEnd: number, cue: number): Link | undefined {
  return amountOfValue(state, cueEnd) ?? modifiedMeasure(state, cueEnd) ?? trailingMeasure(state, cue);
}

function modifiedMeasure(state: ParseState, cueEnd: number): Link | undefined {
  const word = state.tokens[cueEnd + 1];
  if (
    word?.kind !== "word" ||
    state.used.has(word.index) ||
    STOP_WORDS.has(word.norm) ||
    state.links.some((l) => l.start <= word.index && word.index < l.end) ||
    // "mean weekly takings": a period's grain, no modifier
    state.grain?.tokens.includes(word.index) ||
    state.dates.some((d) => d.tokens.includes(word.index))
  )
    return undefined;
  const link = state.links.find((l) => l.start === cueEnd + 2 && !state.assigned.has(l));
  return link?.kind === "column" && link.column.numeric && !link.column.key && !link.column.temporal ? link : undefined;
}

/** "the price of A and B combined", "what do the fees add up to": a closing total sums the number named earlier. */
function trailingMeasure(state: ParseState, at: number): Link | undefined {
  const said = state.tokens[at].norm;
  if (!["combined", "altogether", "together"].includes(said) && state.tokens[at + 1]?.norm !== "up") return undefined;
  return [...state.links]
    .reverse()
    .find((l) => l.kind === "column" && l.end <= at && !state.assigned.has(l) && l.column.numeric && !l.column.key);
}

/** A table's one number that is neither a key, a date nor a year (a rating's stars): what its rows measure. */
export function soleMeasure(table: TableInfo): ColumnInfo | undefined {
  const measures = table.columns.filter(
    (c) => c.numeric && !c.key && !c.temporal && !c.position && !c.numericText && !isYearLike(c),
  );
  return measures.length === 1 ? measures[0] : undefined;
}

/** "total of …", "total amount of …", "total number of …" before a noun (not a number): the index of "of". */
export function totalOf(state: ParseState, at: number): number | undefined {
  if (!["total", "sum"].includes(state.tokens[at].norm)) return undefined;
  let i = at + 1;
  if (["amount", "count"].includes(state.tokens[i]?.norm)) i++;
  if (state.tokens[i]?.norm !== "of") return undefined;
  let j = i + 1;
  while (["the", "all"].includes(state.tokens[j]?.norm)) j++;
  const noun = state.tokens[j];
  if (!noun || noun.kind === "number" || noun.kind === "punct") return undefined;
  if (state.links.some((l) => l.start <= j && j < l.end && l.kind !== "value")) return undefined;
  return i;
}

/** A text column whose sampled values are mostly numbers ("$1,200", "–"). */
export function mostlyNumbers(column: ColumnInfo): boolean {
  const sample = column.column.sampleValues ?? [];
  return (
    sample.length > 0 &&
    sample.filter((v) => /^\s*[-–—]?\s*[\d$.,]/.test(v) || /^\s*[-–—]\s*$/.test(v)).length >= sample.length * 0.6
  );
}
