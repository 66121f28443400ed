// Join planning: reach every table the query needs from the centre table by the shortest foreign-key path.
import type { CatalogTable, SchemaCatalog } from "~/lib/catalog";
import type { ColumnRef } from "../ir";

export interface JoinStep {
  table: string;
  /** Pairs of [column in an already joined table, column in `table`]. */
  on: { leftTable: string; leftColumn: string; rightColumn: string }[];
  /** The step goes from a referenced row to the rows referencing it (one-to-many): rows before it repeat. */
  fanOut: boolean;
}

interface Edge {
  from: string;
  to: string;
  fromColumns: string[];
  toColumns: string[];
  cost: number;
  /** from → to is one-to-many (to references from). */
  toMany: boolean;
}

/** Less than any difference of key kinds (0.2), more than a path's count of to-many steps (0.01 each). */
const SIBLING_COST = 0.05;

const graphs = new WeakMap<SchemaCatalog, Map<string, Edge[]>>();

function keyGraph(catalog: SchemaCatalog): Map<string, Edge[]> {
  const cached = graphs.get(catalog);
  if (cached) return cached;
  const graph = new Map<string, Edge[]>(catalog.tables.map((t) => [t.name, []]));
  const add = (
    from: string,
    to: string,
    fromColumns: string[],
    toColumns: string[],
    cost: number,
    oneToOne = false,
  ) => {
    if (from === to) return;
    graph.get(from)?.push({ from, to, fromColumns, toColumns, cost, toMany: false });
    // a path that repeats no rows is preferred between two of equal length; and the row's own reference to a
    // one-to-one row's reference back (employee.dno → its department, not department.mgr_ssn → the one it manages)
    graph.get(to)?.push({
      from: to,
      to: from,
      fromColumns: toColumns,
      toColumns: fromColumns,
      cost: cost + (oneToOne ? 0.005 : 0.01),
      toMany: !oneToOne,
    });
  };
  for (const table of catalog.tables) {
    // declared keys first, then keys the data confirmed, then names alone
    for (const fk of table.foreignKeys)
      add(
        table.name,
        fk.referencedTable,
        fk.columns,
        fk.referencedColumns,
        !fk.inferred ? 1 : fk.evidence === "data" ? 1.2 : 1.5,
        fk.oneToOne,
      );
    if (!table.foreignKeys.length)
      for (const guess of namingKeys(table, catalog)) add(table.name, guess.table, [guess.column], [guess.key], 2);
  }
  graphs.set(catalog, graph);
  return graph;
}

/** `customer_id` → the table `customers` (or `customer`) with a primary key, when no keys are declared. */
function namingKeys(table: CatalogTable, catalog: SchemaCatalog): { column: string; table: string; key: string }[] {
  const out: { column: string; table: string; key: string }[] = [];
  for (const column of table.columns) {
    const m = column.name.match(/^(.+?)_?id$/i);
    if (!m || column.isPrimaryKey) continue;
    const base = m[1].toLowerCase().replace(/_$/, "");
    const target = catalog.tables.find((t) =>
      [base, `${base}s`, `${base}es`, base.replace(/y$/, "ies")].includes(t.name.toLowerCase()),
    );
    const key =
      target?.primaryKey.length === 1 ? target.primaryKey[0] : target?.columns.find((c) => c.name === "id")?.name;
    if (target && key && target !== table) out.push({ column: column.name, table: target.name, key });
  }
  return out;
}

/** Dijkstra from the centre; returns undefined when some table cannot be reached. */
export function planJoins(
  catalog: SchemaCatalog,
  centre: string,
  needed: string[],
  roles: ColumnRef[] = [],
): JoinStep[] | undefined {
  const graph = keyGraph(catalog);
  // a key the question named by its role ("the driver") is the way to its table, before any other key to it
  const named = (edge: Edge) =>
    roles.some(
      (v) =>
        (edge.from === v.table && edge.fromColumns.includes(v.column)) ||
        (edge.to === v.table && edge.toColumns.includes(v.column)),
    );
  // up to a parent and straight down to its other children ("lots" → their investor → the investor's transactions)
  // joins rows that only share the parent: between paths of equal length, one through rows that join both (a table of
  // pairs) is taken
  const cost = (edge: Edge, cameUp: boolean) =>
    edge.cost - (named(edge) ? 0.5 : 0) + (cameUp && edge.toMany ? SIBLING_COST : 0);
  // Dijkstra over (table, whether the last step went up to a parent)
  const key = (table: string, up: boolean) => `${up ? 1 : 0}${table}`;
  const dist = new Map<string, number>([[key(centre, false), 0]]);
  const via = new Map<string, { edge: Edge; from: string }>();
  const best = new Map<string, string>([[centre, key(centre, false)]]);
  const queue = [key(centre, false)];
  while (queue.length) {
    queue.sort((a, b) => dist.get(a)! - dist.get(b)!);
    const current = queue.shift()!;
    const [up, table] = [current[0] === "1", current.slice(1)];
    for (const edge of graph.get(table) ?? []) {
      const d = dist.get(current)! + cost(edge, up);
      const next = key(edge.to, !edge.toMany);
      if (d < (dist.get(next) ?? Infinity)) {
        dist.set(next, d);
        via.set(next, { edge, from: current });
        queue.push(next);
        const known = best.get(edge.to);
        if (!known || d < dist.get(known)!) best.set(edge.to, next);
      }
    }
  }
  const distance = (table: string) => (best.has(table) ? dist.get(best.get(table)!)! : undefined);
  const steps: JoinStep[] = [];
  const joined = new Set([centre]);
  for (const target of [...new Set(needed)].sort((a, b) => (distance(a) ?? 0) - (distance(b) ?? 0))) {
    if (joined.has(target)) continue;
    if (distance(target) === undefined) return undefined;
    const path: Edge[] = [];
    for (let k = best.get(target)!; k !== key(centre, false); k = via.get(k)!.from) path.unshift(via.get(k)!.edge);
    for (const edge of path) {
      if (joined.has(edge.to)) continue;
      joined.add(edge.to);
      steps.push({
        table: edge.to,
        on: edge.fromColumns.map((c, k) => ({ leftTable: edge.from, leftColumn: c, rightColumn: edge.toColumns[k] })),
        fanOut: edge.toMany,
      });
    }
  }
  return steps;
}

const hopCounts = new WeakMap<SchemaCatalog, Map<string, Map<string, number>>>();

/** How many keys a join from one table to another goes through (Infinity when no path joins them). */
export function hopsBetween(catalog: SchemaCatalog, from: string, to: string): number {
  const byCatalog = hopCounts.get(catalog) ?? new Map<string, Map<string, number>>();
  hopCounts.set(catalog, byCatalog);
  let hops = byCatalog.get(from);
  if (!hops) {
    // breadth first over the same keys planJoins follows
    hops = new Map([[from, 0]]);
    const graph = keyGraph(catalog);
    for (let frontier = [from]; frontier.length;) {
      const next: string[] = [];
      for (const table of frontier)
        for (const edge of graph.get(table) ?? [])
          if (!hops.has(edge.to)) {
            hops.set(edge.to, hops.get(table)! + 1);
            next.push(edge.to);
          }
      frontier = next;
    }
    byCatalog.set(from, hops);
  }
  return hops.get(to) ?? Infinity;
}
