// What the answer stage may learn from the engine's intermediate query, read defensively: the IR is optional
// and typed `unknown` at this boundary so that answers from other sources (saved widgets, raw SQL) work too.
import type { Aggregate, TimeGrain } from "~/engine/ir";

export interface MeasureHint {
  alias: string;
  agg?: Aggregate;
  table?: string;
  column?: string;
  share: boolean;
  /** With `share`: a fraction (0–1) rather than percentage points. */
  fraction?: boolean;
}

export interface DimensionHint {
  alias: string;
  table?: string;
  column?: string;
  grain?: TimeGrain;
}

export interface IrHints {
  table?: string;
  measures: MeasureHint[];
  dimensions: DimensionHint[];
  limit?: number;
  /** Direction of the first ordering, when the query ranks. */
  direction?: "asc" | "desc";
  /** What the rows are narrowed to, as a title says it: "Electronics", "2025", "more than 100". */
  qualifiers: string[];
}

type Loose = Record<string, unknown>;

const isObject = (value: unknown): value is Loose => typeof value === "object" && value !== null;
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined);

/** The parts of an engine IR this stage uses, or undefined when `ir` is not IR-shaped. */
export function readIR(ir: unknown): IrHints | undefined {
  if (!isObject(ir) || !Array.isArray(ir.select) || !Array.isArray(ir.dimensions)) return undefined;
  const measures = ir.select.filter(isObject).flatMap((m): MeasureHint[] => {
    const alias = text(m.alias);
    if (!alias) return [];
    const ref = isObject(m.column) ? m.column : {};
    return [
      {
        alias,
        agg: text(m.agg) as Aggregate | undefined,
        table: text(ref.table),
        column: text(ref.column),
        share: m.share === true,
        ...(m.fraction === true ? { fraction: true } : {}),
      },
    ];
  });
  const dimensions = ir.dimensions.filter(isObject).flatMap((d): DimensionHint[] => {
    const alias = text(d.alias);
    if (!alias) return [];
    const ref = isObject(d.column) ? d.column : {};
    return [{ alias, table: text(ref.table), column: text(ref.column), grain: text(d.grain) as TimeGrain | undefined }];
  });
  const first = Array.isArray(ir.order) && isObject(ir.order[0]) ? ir.order[0] : undefined;
  const direction = first?.direction === "asc" || first?.direction === "desc" ? first.direction : undefined;
  return {
    table: text(ir.table),
    measures,
    dimensions,
    limit: typeof ir.limit === "number" ? ir.limit : undefined,
    direction,
    qualifiers: qualifiersOf(ir),
  };
}

/** A value compared for equality reads as itself ("Electronics"); anything else as the user said it ("in 2025"). */
function qualifiersOf(ir: Loose): string[] {
  const filters = Array.isArray(ir.filters) ? ir.filters.filter(isObject) : [];
  const words = filters.map((f) => (f.op === "eq" && typeof f.value === "string" ? f.value : text(f.phrase)));
  const period = text(ir.dateLabel);
  // a title reads in words: a code value or a table name in a phrase ("mobile_app", "no support_tickets") is spaced out
  const all = [...words, period]
    .filter((word): word is string => !!word)
    .map((word) =>
      word
        .trim()
        .replace(/^(in|during|for|from|of)\s+/i, "")
        .replace(/(?<=[a-z0-9])_(?=[a-z0-9])/gi, " "),
    );
  return [...new Map(all.map((word) => [word.toLowerCase(), word])).values()];
}
