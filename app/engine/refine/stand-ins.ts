// A table no key reaches, named by a column of one that is reached: databases without declared keys often record an
// entity twice — a `countries` table, and a `country` column of names on the airports. "airports in Germany" filters
// that column; grouping airlines "by country" groups by it. Only when the named table cannot be joined at all.
import { planJoins } from "../schema/join-planner";
import { findColumn, findTable, recordsEntityOf, type ColumnInfo, type SchemaIndex } from "../model/schema-index";
import type { ColumnRef, Filter, QueryIR } from "../ir";

export function standInColumns(ir: QueryIR, index: SchemaIndex): QueryIR {
  const reached = (table: string) => table === ir.table || !!planJoins(index.catalog, ir.table, [table], ir.via);
  const cache = new Map<string, ColumnRef | undefined>();
  const standIn = (ref: ColumnRef): ColumnRef => {
    if (reached(ref.table)) return ref;
    const key = `${ref.table}.${ref.column}`;
    if (!cache.has(key)) cache.set(key, holder(ref, index, ir.table, reached)?.ref);
    return cache.get(key) ?? ref;
  };
  const filter = (f: Filter): Filter => (f.related ? f : { ...f, column: standIn(f.column) });
  const changed: QueryIR = {
    ...ir,
    select: ir.select.map((m) => (m.column ? { ...m, column: standIn(m.column) } : m)),
    dimensions: ir.dimensions.map((d) => ({ ...d, column: standIn(d.column) })),
    filters: ir.filters.map(filter),
    order: ir.order.map((o) =>
      o.target.kind === "column" ? { ...o, target: { ...o.target, ref: standIn(o.target.ref) } } : o,
    ),
  };
  return cache.size && [...cache.values()].some(Boolean) ? changed : ir;
}

/** The one text column of a reached table named like the unreached table (the query's own table first). */
function holder(
  ref: ColumnRef,
  index: SchemaIndex,
  centre: string,
  reached: (table: string) => boolean,
): ColumnInfo | undefined {
  const column = findColumn(index, ref);
  const table = findTable(index, ref.table);
  if (!column?.text || !table) return undefined;
  const named = (c: ColumnInfo) => recordsEntityOf(c, table);
  const own = findTable(index, centre)?.columns.filter(named) ?? [];
  if (own.length === 1) return own[0];
  const others = index.tables
    .filter((t) => t.name !== centre && reached(t.name))
    .flatMap((t) => t.columns.filter(named));
  return others.length === 1 ? others[0] : undefined;
}
