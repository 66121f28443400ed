// What a virtual column of the index stands for: a measure no column holds, rendered by the compiler.
import type { CatalogColumn } from "~/lib/catalog";

export type LineDiscount = { column: string; percent: boolean };

export type Derived =
  /** `total`: the table stores the line's amount itself ("line_total"), which is read instead of multiplying. */
  | { kind: "line"; quantity: string; price: string; discount?: LineDiscount; total?: string }
  | { kind: "discount"; quantity: string; price: string; discount: LineDiscount }
  /** The time from one date of a row to another (row-spans.ts), in hours, or in years for an age. */
  | { kind: "duration"; start: string; end: string; unit: "hour" | "year" }
  /** What a row sells for over what it costs: its price less its cost, per unit when both are unit amounts. */
  | { kind: "margin"; price: string; cost: string; perUnit: boolean }
  | { kind: "full_name"; first: string; last: string }
  /** A person's definition (definitions.ts): `aggregate` SQL is the measure itself; `tables` are joined to read it. */
  | {
      kind: "defined";
      definition: "metric" | "segment";
      name: string;
      sql: string;
      aggregate: boolean;
      tables: string[];
    };

export interface DerivedColumn {
  column: CatalogColumn;
  derived: Derived;
  /** Question words (stems) that name the measure outright, whatever its generated name. */
  aliases?: string[];
}
