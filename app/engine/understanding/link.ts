// A link: a span of the question's words tied to a column, a table or values of the model, with its score.
import type { ColumnRef } from "../ir";
import type { ColumnInfo, TableInfo, ValueEntry } from "../model/schema-index";

export type Link =
  | {
      kind: "column";
      start: number;
      end: number;
      score: number;
      column: ColumnInfo;
      alternatives?: ColumnInfo[];
      coordinated?: boolean;
    }
  | { kind: "table"; start: number; end: number; score: number; table: TableInfo; via?: ColumnRef }
  | {
      kind: "value";
      start: number;
      end: number;
      score: number;
      entries: ValueEntry[];
      exact: boolean;
      region?: string;
      /** The words are in (nearly) every value of the column: they say what all its rows are, and keep none out. */
      universal?: boolean;
    };
