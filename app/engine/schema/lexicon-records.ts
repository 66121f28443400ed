// The lexicon's words for a cell being filled in (understanding/absence.ts): "customers who have a phone number on
// file", "products with a colour recorded".

/** Words after a named cell that say only that it holds something. */
export const RECORD_WORDS = new Set([
  "recorded",
  "listed",
  "given",
  "entered",
  "filled",
  "provided",
  "specified",
  "known",
  "stored",
  "saved",
  "set",
  "on",
  "file",
  "in",
  "the",
  "system",
]);

/** Last words of a name whose values are numbers the rows are known by ("invoice_no", "stock number"). */
export const NUMBER_NOUNS = ["number", "no", "num", "nr", "ref", "reference"];

/** Nouns a column's name often leaves out: "phone" holds the phone number, "email" the email address. */
export const FIELD_NOUNS = new Set(["number", "no", "address", "name", "code", "id", "value", "details", "info"]);

/** A decade of someone's life by its word: "in their thirties" is 30 to 39. */
export const DECADE_WORDS: Record<string, number> = {
  teens: 10,
  twenties: 20,
  thirties: 30,
  forties: 40,
  fifties: 50,
  sixties: 60,
  seventies: 70,
  eighties: 80,
  nineties: 90,
};
