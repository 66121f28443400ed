// Nouns with a fixed role in a question, whatever the schema: who the user is, where the data comes from, and
// plurals that stay modifiers.

/** The organisation whose data it is, as a question names it: "people who work here", "left the company". */
export const ORGANISATION_WORDS = ["here", "us", "company", "business", "organisation", "organization", "firm"];

/**
 * Kinds of establishment a question names the user's own by ("how many rooms does the inn have", "staff at our
 * clinic"): after "the", "our" or "this" they are where the data comes from, not something it holds.
 */
export const ESTABLISHMENT_WORDS = new Set(
  (
    "hospital clinic practice inn hotel hostel shop store boutique bakery cafe restaurant bar pub school college " +
    "university academy library museum gallery bank agency studio gym club airline garage salon pharmacy charity " +
    "platform website site portal app"
  ).split(" "),
);

/**
 * Nouns for a body of things or one of them: "staff members", "the student body", "our course catalogue", "members of
 * staff", "lamp models", "a piece of luggage", "garden items", "cleaning jobs".
 */
export const COLLECTIVE_NOUNS = new Set(
  (
    "member members body catalogue catalog base roster pool population fleet portfolio item items piece pieces model " +
    "models job jobs"
  ).split(" "),
);

/** Plurals English puts before a noun as a modifier ("sales channel", "goods receipt", "operations manager"). */
export const PLURAL_MODIFIERS = new Set(
  (
    "sales goods news arms clothes savings earnings customs communications operations admissions sports parts " +
    "systems services accounts arrivals departures"
  ).split(" "),
);

/** Nouns for money in general, which name no column: "the cash taken at the door", "a share of the funds raised". */
export const MONEY_NOUNS = new Set(["money", "cash", "funds"]);

/**
 * Nouns a sum names money by without naming its column: "how much money came in", "the total amount per type" — the
 * money column of the rows the question names.
 */
export const SUMMED_MONEY_NOUNS = new Set([...MONEY_NOUNS, "amount", "amounts"]);

/** Nouns for people in general: "how many people joined last spring" counts the rows of a table of persons. */
export const PEOPLE_NOUNS = new Set(["people", "persons", "person", "individuals", "folks"]);

/**
 * WordNet's kinds (hypernyms) that say what a general noun stands for once a reading reads a table or a column of
 * that kind: a record or list the rows are kept in ("the kits in our inventory", "on the register"), persons, money.
 */
export const KINDS = {
  records: ["list", "written_record", "database", "collection"],
  persons: ["person", "personnel"],
  organisations: ["organization", "business"],
  money: ["money", "sum_of_money", "monetary_value", "payment", "cost", "fund"],
};

/** Prepositions and determiners before a noun for where rows are kept: "in our catalogue", "across all the lists". */
export const KEPT_IN = new Set(["in", "on", "across", "within", "throughout"]);
export const KEPT_DETERMINERS = new Set(["our", "the", "this", "my", "your", "all"]);

/** Words asking for a sum rather than a typical value ("the total stay", "hours combined"). */
export const TOTAL_WORDS = new Set(["total", "sum", "altogether", "combined", "overall", "cumulative"]);

/** Words between a share's cue and its whole that say nothing of which whole: "share of all the total money". */
export const WHOLE_WORDS = new Set(["of", "the", "all", "our", "total", "overall", "entire", "whole"]);
