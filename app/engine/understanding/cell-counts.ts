// "How many medals did Pike Double win?": a number in the one row named, not a count of that row.
import type { Measure } from "../ir";
import { STOP_WORDS } from "../schema/lexicon";
import { valueKey, type ColumnInfo } from "../model/schema-index";
import { dict, stem } from "../schema/stem";
import { isYearLike } from "../model/years";
import { measureAlias } from "./measure-alias";
import type { ParseState } from "./parse-state";

/** "how many metres": the symbols a sheet writes the unit with ("109 m", "Height (ft)"). */
const UNIT_SYMBOLS: Record<string, string[]> = dict({
  metres: ["m"],
  meters: ["m"],
  metre: ["m"],
  meter: ["m"],
  kilometres: ["km"],
  kilometers: ["km"],
  km: ["km"],
  feet: ["ft"],
  foot: ["ft"],
  miles: ["mi"],
  mile: ["mi"],
  inches: ["in"],
  kilograms: ["kg"],
  kilos: ["kg"],
  pounds: ["lb", "lbs"],
  tons: ["t"],
  tonnes: ["t"],
  seconds: ["s", "sec"],
  minutes: ["min"],
  hours: ["h", "hr"],
});

/**
 * "How many medals did Pike Double win?": counting the one row a unique name picks out means nothing;
 * the answer is a number in that row, in the column the counted noun names (by its unit or its name) or the total.
 */
export function cellInsteadOfCount(state: ParseState, measures: Measure[]): void {
  const cue = state.cues.count;
  const at = measures.findIndex((m) => m.agg === "count" && !m.column);
  if (!cue || cue.times || at < 0 || measures.length > 1 || !state.filters.length) return;
  const unique = (c: ColumnInfo | undefined) =>
    !!c && c.distinct !== undefined && c.table.table.rowEstimate >= 4 && c.distinct >= c.table.table.rowEstimate * 0.9;
  const columns = state.filters.map((f) =>
    state.index.columns.find((c) => c.ref.table === f.column.table && c.ref.column === f.column.column),
  );
  if (!state.filters.every((f, i) => f.op === "eq" && !f.than && columns[i])) return;
  const uniqueRow = columns.every((c) => unique(c));
  const table = columns[0]!.table;
  const pool = table.columns.filter(
    (c) => c.numeric && !c.key && !c.position && !isYearLike(c) && !columns.includes(c),
  );
  const after = state.tokens
    .slice(cue.tokens.at(-1)! + 1, cue.tokens.at(-1)! + 3)
    .filter((t) => t.kind === "word" && !STOP_WORDS.has(t.norm));
  const named = (words: string[]) =>
    pool.find((c) =>
      words.some(
        (w) =>
          c.words.includes(w) ||
          (c.column.sampleValues ?? []).some((v) => valueKey(v).split(" ").map(stem).includes(w)),
      ),
    );
  // a unit ("how many metres") names its column whatever rows are asked about; other nouns and "total" need the one row
  // "how many medals" over a sheet of medals by kind (first, second and third places, then Total) is its Total
  const medals =
    after.some((t) => t.stem === stem("medals")) && table.columns.some((c) => c.words.includes("gold"))
      ? pool.find((c) => c.words.length === 1 && c.words[0] === "total")
      : undefined;
  const byUnit = medals ?? named(after.flatMap((t) => UNIT_SYMBOLS[t.norm] ?? []));
  const column =
    byUnit ??
    (uniqueRow ? (named(after.map((t) => t.stem)) ?? pool.find((c) => c.words.includes("total"))) : undefined);
  if (!column) return;
  measures[at] = { agg: "sum", column: column.ref, alias: measureAlias("sum", column) };
}
