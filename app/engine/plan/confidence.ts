// Confidence: how much of the question was understood, how strong the links were, and what had to be guessed.
import {
  COLLECTIVE_NOUNS,
  ESTABLISHMENT_WORDS,
  ORGANISATION_WORDS,
  PLURAL_MODIFIERS,
  STOP_WORDS,
} from "../schema/lexicon";
import type { Token } from "../understanding/tokens";
import type { ParseState } from "../understanding/parse-state";
import type { Filter, QueryIR } from "../ir";

/**
 * Content words that no link or cue explained (they lower confidence and are reported back) — and negations no
 * reading took up: a question's "no", "never" or "without" left unread gives the opposite answer, never a sure one.
 */
export function ignoredWords(state: ParseState): string[] {
  // the cues' negations (understanding/find-cues.ts): "other" only before "than", "no" not before a number
  const negations = new Set(state.cues.negations);
  return state.tokens
    .filter(
      (t) =>
        !state.used.has(t.index) &&
        t.kind !== "punct" &&
        (negations.has(t.index) ||
          (!STOP_WORDS.has(t.norm) &&
            !FILLER.has(t.norm) &&
            !ANSWER_FORM.has(t.norm) &&
            !ownEstablishment(state.tokens, t.index) &&
            !bodyOfRows(state, t.index))),
    )
    .map((t) => t.raw);
}

export const FILLER = new Set([
  "did",
  "does",
  "do",
  "much",
  "ago",
  "get",
  "got",
  "has",
  "have",
  "made",
  "placed",
  "make",
  "there",
  "having",
  "being",
  "who",
  "whose",
  "whom",
  "was",
  "were",
  "order",
  "descending",
  "ascending",
  "sorted",
  "ranked",
  "team's",
  "name",
  "many",
  "equal",
  "same",
  "overall",
  "currently",
  "ever",
  "recorded",
  "according",
  "chart",
  "take",
  "took",
  "place",
  "come",
  "came",
  "see",
  "ordered",
  "sort",
  // "break the orders down by status", "give a breakdown": how to present, not what
  "break",
  "breakdown",
  // prepositions: they relate what the words around them name, and name nothing themselves
  "against",
  "during",
  "within",
  "through",
  "throughout",
  "since",
  "until",
  "till",
  "toward",
  "towards",
  "across",
  "among",
  "amongst",
  "via",
  "along",
  "upon",
  "despite",
  "beside",
]);

/**
 * Words about the answer's form and where the data lives — a whole number wanted, text matched exactly, "in the
 * database" — that a question may carry whatever it reads: neither explained by a reading nor missing from one.
 */
export const ANSWER_FORM = new Set(
  (
    "database databases result results answer answers integer integers string strings relevant terms respect regard exact exactly " +
    "match matches matching wildcard wildcards case-insensitive case-insensitively case-sensitive insensitively format iso vary varies relation relative"
  )
    .split(/\s+/)
    // the organisation whose data it is: "people who work here", "joined the company"
    .concat(ORGANISATION_WORDS),
);

export function contentWords(state: ParseState): number {
  return state.tokens.filter(
    (t) =>
      t.kind !== "punct" &&
      !STOP_WORDS.has(t.norm) &&
      !FILLER.has(t.norm) &&
      !ANSWER_FORM.has(t.norm) &&
      !ownEstablishment(state.tokens, t.index),
  ).length;
}

/**
 * "staff members", "the student body", "members of staff": a noun for a body of things beside a table's noun says
 * those rows, nothing more.
 */
export function bodyOfRows(state: ParseState, at: number): boolean {
  const table = (i: number) =>
    state.allLinks.some((l) => l.kind === "table" && l.start <= i && i < l.end && l.score >= 0.9);
  // "sales channels": a plural English puts before a noun only qualifies the table's rows it names
  if (PLURAL_MODIFIERS.has(state.tokens[at].norm)) return table(at + 1);
  if (!COLLECTIVE_NOUNS.has(state.tokens[at].norm)) return false;
  return table(at - 1) || (state.tokens[at + 1]?.norm === "of" && table(at + 2));
}

/** "the inn", "our clinic": the user's own establishment, where the data comes from. */
export function ownEstablishment(tokens: Token[], at: number): boolean {
  return ESTABLISHMENT_WORDS.has(tokens[at].norm) && ["the", "our", "this"].includes(tokens[at - 1]?.norm ?? "");
}

/** `ir`: the query as compiled (after the model refined it), when it differs from the parse's. */
export function computeConfidence(state: ParseState, ignored: string[], ir: QueryIR = state.ir): number {
  let confidence = 0.98;
  confidence -= Math.min(0.5, ignored.length * 0.12);
  for (const p of state.penalties) confidence -= p.amount;
  for (const link of state.assigned) if (link.score < 1) confidence -= Math.min(0.15, (1 - link.score) * 0.3);
  if (!state.assigned.size) confidence -= 0.15;
  // "members who swam in each of their 2022 and 2023 seasons" read as one row in both years: no row can be, so the
  // answer is empty by construction — a misreading, never a confident answer
  if (disjointRanges(ir.filters)) confidence -= 0.5;
  return Math.round(Math.max(0.05, Math.min(0.99, confidence)) * 100) / 100;
}

/** Two ranges on one column that no row meets at once (also inside an EXISTS / NOT EXISTS subquery). */
export function disjointRanges(filters: Filter[]): boolean {
  return !!disjointPair(filters) || filters.some((f) => f.inner?.length && disjointRanges(f.inner));
}

/** The first two ranges of one column that no row meets at once ("in 2024" and "in 2025"). */
export function disjointPair(filters: Filter[]): [Filter, Filter] | undefined {
  const ranges = filters.filter(
    (f) => f.op === "between" && !f.part && f.value !== undefined && f.value2 !== undefined,
  );
  const before = (a: string | number, b: string | number) =>
    typeof a === "number" && typeof b === "number" ? a <= b : String(a) <= String(b);
  for (const [i, a] of ranges.entries()) {
    for (const b of ranges.slice(i + 1)) {
      if (a.column.table !== b.column.table || a.column.column !== b.column.column) continue;
      if (before(a.value2!, b.value!) || before(b.value2!, a.value!)) return [a, b];
    }
  }
  return undefined;
}
