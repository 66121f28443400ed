// Spans of a row's life: the time between two of its dates — an order "shipped" after it was ordered, a campaign from
// its begin date to its end date, a person's age when hired. Read from the words of the columns' names, so
// "shipdate", "promo_end_date" and "shipped_at" serve alike; each span joins the index as a virtual duration column.
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import {
  AGE_WORDS,
  BIRTH_EVENTS,
  LENGTH_ASKING_WORDS,
  SPAN_CLOSING_EVENTS,
  SPAN_LENGTH_WORDS,
  SPAN_OPENING_EVENTS,
} from "../schema/lexicon-events";
import { nameWords } from "../schema/name-words";
import { stem } from "../schema/stem";
import type { DerivedColumn } from "./derived";

/** Words that make an event's name the time it took ("closing time", "time to resolve", "turnaround"); "handling"
 * is not one: "orders handled by" names the orders. */
export const ELAPSED_WORDS = ["duration", "time", "resolution", "turnaround", "lead", "cycle"].map(stem);

/** Words a date column's name carries besides its event ("ship_date", "created_at", "orderdt"). */
const DATE_WORDS = new Set(["date", "time", "at", "on", "dt", "ts", "timestamp", "datetime", "day", "stamp"]);

/** The business noun of a closing event: "shipped" orders have a shipping time. */
const NOUN: Record<string, string> = {
  resolv: "resolution",
  close: "closing",
  complet: "completion",
  finish: "completion",
  solv: "resolution",
  fix: "fix",
  deliv: "delivery",
  ship: "shipping",
  answer: "response",
  paid: "payment",
  settl: "settlement",
  return: "return",
  due: "due",
};

/** Closing events that are deadlines, not events: the span to one is the time allowed. */
const DEADLINES = new Set(["due", "expiry", "expires", "expired"].map(stem));

/** Verbs whose plain form is not the past form less "-ed": "paying" an invoice is its "paid" event. */
const BASE: Record<string, string> = { paid: "pay", shipped: "ship" };

/** A verb's forms as a question may write them ("cancel": cancelled, cancelling), for stems that differ. */
function inflections(verb: string): string[] {
  const doubled = /[aeiou][lnprt]$/.test(verb) ? verb + verb.at(-1) : verb;
  return [verb, `${verb}s`, `${verb}ed`, `${verb}ing`, `${doubled}ed`, `${doubled}ing`];
}

interface DateColumn {
  column: CatalogColumn;
  /** The name's words other than the ones saying it is a date. */
  words: string[];
  event?: { role: "opens" | "closes" | "birth"; word: string };
}

function dateColumn(column: CatalogColumn): DateColumn {
  const words = nameWords(column.name).filter((w) => !DATE_WORDS.has(w));
  // an event written in two words ("sign_up_date", "check_out") is read whole first
  const pairs = words.slice(1).map((w, i) => words[i] + w);
  for (const word of [...pairs, ...words]) {
    const s = stem(word);
    if (BIRTH_EVENTS.has(s)) return { column, words, event: { role: "birth", word } };
    if (SPAN_CLOSING_EVENTS.has(s)) return { column, words, event: { role: "closes", word } };
    if (SPAN_OPENING_EVENTS.has(s)) return { column, words, event: { role: "opens", word } };
  }
  return { column, words };
}

/**
 * The event a closing date closes: one sharing its other words ("promo_begin" for "promo_end"), else the nearest
 * written before it ("order_date, issued_on, paid_on": paid after issued), else the first.
 */
function openingOf(end: DateColumn, opening: DateColumn[], dates: DateColumn[]): DateColumn | undefined {
  const own = end.words.filter((w) => w !== end.event!.word);
  const before = opening.filter((o) => dates.indexOf(o) < dates.indexOf(end));
  return (
    opening.find((o) => o.words.some((w) => w !== o.event!.word && own.includes(w))) ?? before.at(-1) ?? opening[0]
  );
}

/** The spans between a table's dated events, and each person's age at the other events of their row. */
export function spanMeasures(table: CatalogTable): DerivedColumn[] {
  const dates = table.columns.filter((c) => c.kind === "date" || c.kind === "timestamp").map(dateColumn);
  if (dates.length < 2) return [];
  // a library's checkout opens a loan; where guests also check in, checking out closes the stay
  if (dates.some((d) => d.event?.word === "checkin"))
    for (const d of dates) if (d.event?.word === "checkout") d.event.role = "closes";
  const taken = new Set(table.columns.map((c) => c.name));
  const unique = (name: string) => {
    let n = name;
    for (let i = 2; taken.has(n); i++) n = `${name}_${i}`;
    taken.add(n);
    return n;
  };
  const out: DerivedColumn[] = [];
  const opening = dates.filter((d) => d.event?.role === "opens");
  const closing = dates.filter((d) => d.event?.role === "closes");
  // a row's one closing event other than a deadline ends its life: "how long do rentals last" is rented to returned
  const ends = closing.filter((d) => !DEADLINES.has(stem(d.event!.word)));
  for (const end of closing) {
    const start = openingOf(end, opening, dates);
    if (!start) continue;
    const word = end.event!.word;
    const s = stem(word);
    // "camp_end_date": the span is the campaign's length; "ship_date": the time it took to ship
    const length = SPAN_LENGTH_WORDS.includes(s);
    const noun = length ? "duration" : (NOUN[s] ?? word);
    const aliases = length
      ? [...LENGTH_ASKING_WORDS, ...ELAPSED_WORDS]
      : [noun, word, ...inflections(BASE[word] ?? word.replace(/e?d$/, "")), ...ELAPSED_WORDS].map(stem);
    if (!length && ends.length === 1 && ends[0] === end) aliases.push(...LENGTH_ASKING_WORDS);
    const label = `${noun[0].toUpperCase()}${noun.slice(1)} time (hours)`;
    out.push({
      column: virtualColumn(unique(`${noun}_hours`), length ? "Duration (hours)" : label),
      derived: { kind: "duration", start: start.column.name, end: end.column.name, unit: "hour" },
      aliases: [...new Set(aliases)],
    });
  }
  const birth = dates.find((d) => d.event?.role === "birth");
  for (const other of birth ? dates.filter((d) => d !== birth && d.event?.role === "opens") : []) {
    const word = other.event!.word;
    out.push({
      column: virtualColumn(unique(`age_at_${word}`), `Age at ${word} (years)`),
      derived: { kind: "duration", start: birth!.column.name, end: other.column.name, unit: "year" },
      // the event alone ("members who joined") names the date, not the age
      aliases: AGE_WORDS,
    });
  }
  return out;
}

function virtualColumn(name: string, label: string): CatalogColumn {
  return { name, label, dataType: "numeric", kind: "decimal", nullable: true, isPrimaryKey: false };
}
