// The lexicon's words for the events a date column records and the spans between them (model/row-spans.ts).
import { stem } from "./stem";

/** Events a date column can record that open a span of a row's life ("order_date", "camp_begin_date", "rentdate"). */
export const SPAN_OPENING_EVENTS = new Set(
  [
    ...["created", "create", "opened", "open", "submitted", "started", "start", "begin", "began", "beginning"],
    ...["reported", "raised", "logged", "received", "requested", "issued", "billed", "order", "ordered", "placed"],
    ...["booked", "booking", "rent", "rented", "rental", "borrowed", "borrow", "loaned", "loan", "from"],
    ...["admitted", "admission", "enrolled", "registered", "launched", "launch", "effective", "pickup", "hire"],
    ...["hired", "join", "joined", "signup", "checkin", "checkout"],
  ].map(stem),
);

/** Events that close such a span ("ship_date", "returndate", "promo_end_date"). */
export const SPAN_CLOSING_EVENTS = new Set(
  [
    ...["resolved", "closed", "close", "completed", "finished", "finish", "ended", "end", "solved", "fixed", "done"],
    ...["delivered", "delivery", "shipped", "ship", "answered", "paid", "settled", "returned", "return", "due"],
    ...["to", "until", "expiry", "expires", "expired", "cancelled", "canceled", "terminated", "discharged"],
    ...["discharge", "dropoff", "cancel", "cancelled", "cancellation", "quit", "left", "termination"],
  ].map(stem),
);

/** Closing words that name no event of their own: the span is the row's length ("how long does a campaign run"). */
export const SPAN_LENGTH_WORDS = [
  "end",
  "ended",
  "finish",
  "finished",
  "to",
  "until",
  "expiry",
  "expires",
  "expired",
].map(stem);

/** Words that ask for the length of a span whose closing event has no name of its own. */
export const LENGTH_ASKING_WORDS = [
  ...["stay", "stayed", "keep", "kept"],
  "length",
  "long",
  "last",
  "lasted",
  "run",
  "ran",
  "duration",
  "span",
  "lifetime",
].map(stem);

/** A date column of a person's birth: the span from it to another event of the row is their age then. */
export const BIRTH_EVENTS = new Set(["birth", "born", "dob", "birthday", "birthdate"].map(stem));

/** Participles of an event whose date column is named by another noun ("died" → `deathdate`), stemmed both ways. */
export const EVENT_NOUNS: ReadonlyMap<string, string> = new Map(
  [
    ...(["died", "dead", "deceased"] as const).map((w) => [w, "death"] as const),
    ["married", "marriage"] as const,
    ["admitted", "admission"] as const,
  ].map(([said, noun]) => [stem(said), stem(noun)]),
);

/** Endings that make a noun of an event's verb: "registration", "shipment", "delivery", "termination", "approval". */
export const EVENT_NOUN_ENDINGS = ["ation", "ion", "ment", "i", "al", "ance", "ence", "ure"];

/** Words that ask for an age. */
export const AGE_WORDS = ["age", "old", "aged"].map(stem);

/** Verbs of paying out money: "who spent the most on rentals" ranks by the rentals' money. */
export const SPENDING_VERBS = new Set(["spend", "pay"]);

/** Past participles that neither end in -ed/-en nor read as verbs when alone ("done" is tagged an adjective). */
export const IRREGULAR_PARTICIPLES = new Set(["made", "done"]);

/**
 * Auxiliaries and adverbs that stand between a subject or a negation and its verb: "has not yet been paid", "the
 * total members have spent", "did they pay".
 */
export const AUXILIARIES = new Set(
  "been be being yet ever still have has had got gotten is are was were do does did".split(" "),
);

/** The auxiliary of a do-question: "how many rooms does each inn offer". */
export const DO_FORMS = new Set(["do", "does", "did"]);

/** Forms of "be" (and "get") that make a participle passive: "how much are the couriers paid". */
export const PASSIVE_AUXILIARIES = new Set(["is", "are", "was", "were", "been", "be", "get", "gets", "got"]);
