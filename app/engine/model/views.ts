// Reporting views (issue 34): a view is a stored query over the tables, its rows often already added up (sales by
// depot). Where the tables hold everything a view's name speaks of, questions are answered from the tables — which
// can be filtered and added up at any grain — and the view is left out of the model. A view that names something no
// table does, or a database of views only, is read like a table.
import { STOP_WORDS } from "../schema/lexicon";
import { stem } from "../schema/stem";
import type { TableInfo } from "./schema-index";

/** Words a view's name carries about its shape rather than its subject ("orders_summary", "vw_customer_list"). */
const SHAPE_WORDS = new Set(
  [
    "summary",
    "report",
    "list",
    "overview",
    "stats",
    "statistic",
    "totals",
    "total",
    "detail",
    "details",
    "info",
    "view",
    "vw",
    "v",
    "monthly",
    "daily",
    "weekly",
    "yearly",
    "annual",
    "quarterly",
    "aggregate",
    "agg",
    "rollup",
    "extended",
    "full",
  ].map(stem),
);

/** The views whose every subject word a base table or one of its columns already holds. */
export function viewsServedByTables(tables: TableInfo[]): Set<TableInfo> {
  const base = tables.filter((t) => !t.table.view);
  if (!base.length) return new Set();
  const held = new Set(base.flatMap((t) => [...t.words, ...t.columns.flatMap((c) => c.words)]));
  return new Set(
    tables.filter((t) => {
      if (!t.table.view) return false;
      const subject = t.words.filter((w) => !STOP_WORDS.has(w) && !SHAPE_WORDS.has(w));
      return subject.every((w) => held.has(w));
    }),
  );
}
