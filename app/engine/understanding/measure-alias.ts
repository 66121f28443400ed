// The names measures take in the SQL and the result ("total_amount", "order_count").
import type { Aggregate } from "../ir";
import type { ColumnInfo, TableInfo } from "../model/schema-index";

export function measureAlias(agg: Aggregate | undefined, column?: ColumnInfo, table?: TableInfo): string {
  if (!agg) return column!.column.name;
  if (agg === "count")
    return table && !column
      ? // a plural's s goes; the s of "class", "status" or "analysis" stays
        `${table.name}_count`.replace(/ies_count$/, "y_count").replace(/(?<![siu])s_count$/, "_count")
      : "count";
  const name = column?.column.name ?? "rows";
  const prefix = { count_distinct: "distinct", sum: "total", avg: "average", min: "min", max: "max" }[agg];
  return name.startsWith(`${prefix}_`) ? name : `${prefix}_${name}`;
}
