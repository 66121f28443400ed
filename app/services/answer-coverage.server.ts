// The date range of the rows behind a time series (issue 36, ADR 047): a first year that holds two months of data, or
// a last month cut short, is marked partial and kept out of growth figures. One more aggregate query over the same
// filters, through the same guard and read-only transaction; left out when it cannot be had cheaply.
import type { DataRange } from "~/answer/period-coverage";
import { compileQuery, type QueryIR } from "~/engine";
import { isCyclicGrain } from "~/engine/ir";
import type { QueryResult, SchemaCatalog } from "~/lib/catalog";
import type { Connection } from "~db/models";
import { runSql } from "./queries.server";

/** A query whose rows are not simply the filtered rows of its table: their date range says nothing of its buckets. */
const reshaped = (ir: QueryIR) =>
  ir.rowAnchor || ir.unpivot || ir.difference || ir.compared || ir.exists || ir.countGroups || ir.averaged;

export async function dataRangeOf(
  connection: Connection,
  catalog: SchemaCatalog,
  ir: QueryIR | undefined,
  result: QueryResult,
): Promise<DataRange | undefined> {
  // cyclic buckets (a weekday, a month of every year) and days are never partial
  const bucket = ir?.dimensions.find((d) => d.grain && d.grain !== "day" && !isCyclicGrain(d.grain));
  if (!ir || !bucket || ir.dimensions.length !== 1 || result.rows.length < 3 || reshaped(ir)) return undefined;
  const range: QueryIR = {
    ...ir,
    select: [
      { agg: "min", column: bucket.column, alias: "first_at" },
      { agg: "max", column: bucket.column, alias: "last_at" },
    ],
    dimensions: [],
    order: [],
    having: undefined,
    limit: undefined,
    offset: undefined,
    withTies: undefined,
    round: undefined,
  };
  try {
    const answer = await runSql(connection, compileQuery(range, catalog));
    const row = answer.rows[0];
    return row ? { first: row.first_at, last: row.last_at } : undefined;
  } catch {
    return undefined;
  }
}
