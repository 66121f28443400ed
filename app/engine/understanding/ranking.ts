// A ranking read from a superlative: what is ranked, by which column, and how.
import type { ColumnInfo, TableInfo } from "../model/schema-index";
import type { Superlative } from "./cues";

export interface Ranking {
  cue: Superlative;
  /** What is ranked when named right after the cue ("top 7 products"). */
  entity?: ColumnInfo;
  /** "the most orders": rows of this table are counted. */
  countTable?: TableInfo;
  /** "the 3 biggest orders": whole rows of this table are ranked. */
  entityTable?: TableInfo;
  /** Column ranked by; undefined means "by number of rows" ("the most entries"). */
  column?: ColumnInfo;
  position?: boolean;
  /** "the second highest": places skipped before the answer. */
  offset?: number;
  /** "who served the longest": ranked by the years between a start and an end. */
  span?: { start: ColumnInfo; end?: ColumnInfo };
}
