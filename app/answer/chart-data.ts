// A result as the chart libraries take it (spec §3 `data`), and the checks the data gets before it is drawn (spec §5).
import type { QueryResult } from "~/lib/catalog";
import type { ChartSpec } from "./chart";
import { resultColumns } from "./column-kinds";

/** spec §3 `data`: every column as an array of its values, all of the same length. */
export function toColumnArrays(result: Pick<QueryResult, "columns" | "rows">): Record<string, unknown[]> {
  const data: Record<string, unknown[]> = {};
  for (const { name } of resultColumns(result)) data[name] = result.rows.map((row) => row?.[name] ?? null);
  return data;
}

/** spec §5: problems with chart data, for the caller to log before carrying on. Empty when the data is sound. */
export function validateChartData(
  data: Record<string, unknown> | null | undefined,
  spec: Pick<ChartSpec, "xAxis" | "yAxis">,
): string[] {
  const warnings: string[] = [];
  const columns = data ?? {};
  for (const name of new Set([...spec.xAxis, ...spec.yAxis])) {
    if (!Array.isArray(columns[name])) warnings.push(`Chart column "${name}" is missing or not an array.`);
  }
  const lengths = Object.entries(columns)
    .filter(([, values]) => Array.isArray(values))
    .map(([name, values]) => [name, (values as unknown[]).length] as const);
  if (new Set(lengths.map(([, length]) => length)).size > 1) {
    warnings.push(
      `Chart columns differ in length (${lengths.map(([name, length]) => `${name}: ${length}`).join(", ")}).`,
    );
  }
  return warnings;
}
