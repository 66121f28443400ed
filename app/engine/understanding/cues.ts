// Cue words: the function words that decide the shape of the query (count, sum, top N, per, not, before …), as
// find-cues.ts reads them from a question's tokens.
import type { Aggregate } from "../ir";

export interface Superlative {
  index: number;
  direction: "asc" | "desc";
  /** Time-flavoured superlatives ("latest", "earliest") prefer a date or position column. */
  temporal?: boolean;
  /** "top 5", "3 highest": a ranking with a limit; otherwise the single best. */
  limit?: number;
  tokens: number[];
}

export interface Comparison {
  op: "gt" | "gte" | "lt" | "lte" | "eq" | "neq" | "between";
  cueTokens: number[];
  numberIndex: number;
  number2Index?: number;
  /** "above 6th place", "at least 2nd", "7th or higher": a place, where a better place is a smaller number. */
  ordinal?: boolean;
}

export interface RowRef {
  kind: "before" | "after" | "first" | "last";
  tokens: number[];
  offset: number;
}

export interface Cues {
  count?: { tokens: number[]; times: boolean };
  /** The opening "how many" a list sentence's "number of" replaced: the same count, said first. */
  restatedCount?: number[];
  aggregates: { agg: Aggregate; index: number; tokens: number[] }[];
  superlatives: Superlative[];
  comparisons: Comparison[];
  groupers: number[];
  negations: number[];
  distinct?: number;
  share?: number;
  /** "no-show rate", "cancellation rates": a share within each group, unless a column is called a rate. */
  rate?: number;
  rowRef?: RowRef;
  /** Every row-position word, in order ("the next crew after Otter Eight" has two). */
  rowRefs: RowRef[];
  difference?: { tokens: number[]; absolute: boolean; direction: 1 | -1 };
  /** "more votes than Smith", "the same height as Smith": a comparison with another row's value. */
  relative?: { op: "gt" | "lt" | "eq"; tokens: number[]; than: number };
  /** "priced above the average": a column compared with its mean over every row; `at` is the word "average". */
  average?: { op: "gt" | "lt"; tokens: number[]; at: number };
  wh?: { word: string; index: number };
  /** The question opens with an auxiliary and offers no alternatives ("was there …", "did X win …"). */
  yesNo?: boolean;
  list?: number;
  /** "ordered from highest to lowest", "sorted in ascending order", "alphabetically": how the answer is sorted. */
  /** `aged`: said by age ("oldest first"), which runs the other way along dates and years. */
  sort?: { direction: "asc" | "desc"; alphabetical: boolean; tokens: number[]; aged?: boolean };
  /** "include rooms with none", "zero included": the groups with no rows are kept; the clause's tokens. */
  keepEmpty?: number[];
}
