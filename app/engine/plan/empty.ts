// Why a reading returns no rows when the reading itself says so (issue 33): two periods of one date at once.
import { disjointPair } from "./confidence";
import type { Filter, QueryIR } from "../ir";

/** "No orders match both 2024 and 2025." — or undefined when the data, not the reading, is empty. */
export function explainEmpty(ir: QueryIR): string | undefined {
  const pair = disjointPair(ir.filters);
  if (!pair) return undefined;
  const [a, b] = pair.map(rangeText);
  return `No ${ir.table.replace(/_/g, " ")} match both ${a} and ${b}: a row has one ${pair[0].column.column.replace(/_/g, " ")}. Ask for each period separately, or compare them ("… in ${a} vs ${b}").`;
}

const rangeText = (f: Filter) => f.phrase ?? `${f.value} to ${f.value2}`;
