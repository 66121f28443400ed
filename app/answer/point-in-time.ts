// A measure of rows that run for a while (subscriptions' MRR), read at each month's end over the rows in force then
// (issue 36: "MRR by month" summed MRR by start month, which is not MRR over time). The engine reads a question
// per row and date; this SQL is written by the dashboard plan from the model and runs through the same SQL guard
// and read-only path as every answer (docs/decisions/049-generated-dashboards.md).
import { dialectSpec } from "~/connectors/dialects";
import type { Dialect } from "~/lib/catalog";

export interface PointInTimeMeasure {
  schema: string;
  table: string;
  /** The column summed ("mrr"); absent: the rows in force are counted. */
  measure?: string;
  /** Alias of the figure, e.g. "mrr" or "active_subscriptions". */
  alias: string;
  period: { start: string; end: string; trialEnd?: string };
}

/** A row is in force at `monthEnd` (exclusive) when it started before it, had not ended by then and was out of trial. */
function inForce(q: (name: string) => string, m: PointInTimeMeasure, monthEnd: string): string {
  const col = (name: string) => `s.${q(name)}`;
  return [
    `${col(m.period.start)} < ${monthEnd}`,
    `(${col(m.period.end)} IS NULL OR ${col(m.period.end)} >= ${monthEnd})`,
    ...(m.period.trialEnd ? [`(${col(m.period.trialEnd)} IS NULL OR ${col(m.period.trialEnd)} < ${monthEnd})`] : []),
  ].join(" AND ");
}

/** One row per month from the first start to the last start or end, with the measure in force at that month's end. */
export function pointInTimeSql(m: PointInTimeMeasure, dialect: Dialect): string {
  const d = dialectSpec(dialect).sql;
  const q = (name: string) => d.id(name);
  const source = `${q(m.schema)}.${q(m.table)}`;
  const figure = m.measure ? `COALESCE(SUM(s.${q(m.measure)}), 0)` : `COUNT(s.${q(m.period.start)})`;
  const last = `GREATEST(${q(m.period.start)}, COALESCE(${q(m.period.end)}, ${q(m.period.start)}))`;
  return d.monthlyRows({
    source,
    first: `MIN(${q(m.period.start)})`,
    last: `MAX(${last})`,
    select: (month) => `${month} AS ${q("month")}, ${figure} AS ${q(m.alias)}`,
    joined: `${source} s`,
    on: (monthEnd) => inForce(q, m, monthEnd),
  });
}
