// How the chat words an answer's understanding (issue 33): the question's words nothing in the database explains,
// and why a result is empty when the reading says so.
import type { VisualizationResult } from "~/answer/result";

/** Define buttons offered at most: past three words, the question needs rephrasing more than a glossary. */
export const DEFINE_LIMIT = 3;

/** The distinct words (first spelling kept, in the question's order). */
export function distinctWords(unplaced: string[]): string[] {
  const seen = new Set<string>();
  return unplaced
    .map((word) => word.trim())
    .filter((word) => {
      const key = word.toLowerCase();
      if (!word || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

/** Each word with the words before it in a sentence: “a”, “b” and “c”. */
export function listedWords(words: string[]): { word: string; before: string }[] {
  return words.map((word, i) => ({ word, before: i === 0 ? "" : i === words.length - 1 ? " and " : ", " }));
}

/** The reading's reason for an empty result, when the result holds no value (no rows, or a total over none). */
export function emptyReasonOf(answer: Pick<VisualizationResult, "rows" | "understanding">): string | undefined {
  const reason = answer.understanding?.emptyReason;
  const empty = answer.rows.every((row) => Object.values(row).every((value) => value === null || value === undefined));
  return reason && empty ? reason : undefined;
}
