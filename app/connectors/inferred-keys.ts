// Keys of key-less tables inferred from names (`id`, named after the table, its first id-like column), to be
// confirmed on the data by relationship-checks.ts.
import type { CatalogColumn, CatalogTable, ColumnKind } from "~/lib/catalog";
import {
  KEY_SHAPE,
  OWN_KEY_SUFFIXES,
  indexSchemas,
  isNamedAfter,
  namesOtherTable,
  squash,
  tableStems,
  type SchemaIndex,
} from "./schema-names";

/** The kinds of column a key, or a reference to one, may have. */
export const KEY_KINDS = new Set<ColumnKind>(["integer", "decimal", "text", "other"]);
// A lookup table's natural key comes first: `port_name` in ports_of_call(port_name, region); not a person's name.
const FIRST_KEY_SHAPE = /_name$/i;
const PERSON_NAME = /^(first|last|middle|full|given|family|sur|nick|display|user)_?name$/i;

/** How strongly a table holds a column name as its own key: declared, named after it, first, NOT NULL. */
function claim(table: CatalogTable, column: CatalogColumn, index: SchemaIndex): number {
  const declared = !table.primaryKeyInferred && table.primaryKey.length === 1 && table.primaryKey[0] === column.name;
  const named = isNamedAfter(column.name, table, index);
  return (declared ? 8 : 0) + (named ? 4 : 0) + (table.columns[0] === column ? 2 : 0) + (column.nullable ? 0 : 1);
}

/** The strongest claim any non-link table has on a column name (memoised per schema). */
function strongestClaim(name: string, index: SchemaIndex, memo: Map<string, number>): number {
  const key = name.toLowerCase();
  let best = memo.get(key);
  if (best === undefined) {
    const holders = (index.columns.get(key) ?? []).filter((o) => !index.links.has(o.table));
    best = Math.max(0, ...holders.map((o) => claim(o.table, o.column, index)));
    memo.set(key, best);
  }
  return best;
}

function candidatesForKey(table: CatalogTable, index: SchemaIndex, memo: Map<string, number>): string[] {
  if (table.primaryKey.length > 0) return [];
  const usable = table.columns.filter((c) => KEY_KINDS.has(c.kind));
  const bySquashed = new Map(usable.map((c) => [squash(c.name), c.name] as const).reverse());
  const stems = tableStems(table.name);
  const afterTable = OWN_KEY_SUFFIXES.flatMap((suffix) => stems.map((stem) => bySquashed.get(stem + suffix)));
  let fallback: string | undefined;
  if (!index.links.has(table)) {
    const shaped = (c: CatalogColumn) =>
      KEY_SHAPE.test(c.name) || (c === table.columns[0] && FIRST_KEY_SHAPE.test(c.name) && !PERSON_NAME.test(c.name));
    // No other table may hold the name more strongly: `vid` first in one table, a plain column in another.
    const owned = (c: CatalogColumn) => claim(table, c, index) >= strongestClaim(c.name, index, memo);
    const eligible = usable.filter((c) => shaped(c) && !namesOtherTable(c.name, table, index) && owned(c));
    fallback = (eligible.find((c) => !c.nullable) ?? eligible[0])?.name;
  }
  const names = [bySquashed.get("id"), ...afterTable, fallback].filter((name): name is string => name !== undefined);
  return [...new Set(names)].slice(0, 3);
}

/** Key-less tables → columns that could be their own key, best first: `id`, named after the table, its first id-like column. */
export function keyCandidates(tables: CatalogTable[]): Map<CatalogTable, string[]> {
  const result = new Map<CatalogTable, string[]>();
  for (const index of indexSchemas(tables)) {
    const memo = new Map<string, number>();
    for (const table of index.tables) {
      const names = candidatesForKey(table, index, memo);
      if (names.length > 0) result.set(table, names);
    }
  }
  return result;
}

/** What a bounded read of one column showed. */
export interface ColumnFacts {
  rows: number;
  nonNull: number;
  distinct: number;
}

const provesKey = (facts?: ColumnFacts) =>
  !!facts && facts.rows > 0 && facts.nonNull === facts.rows && facts.distinct === facts.rows;

/** Makes the first candidate the data shows unique and never null the key of its table, marked as inferred. */
export function addInferredKeys(
  tables: CatalogTable[],
  facts: Map<CatalogTable, Map<string, ColumnFacts>>,
): CatalogTable[] {
  const candidates = keyCandidates(tables);
  return tables.map((table) => {
    const key = candidates.get(table)?.find((name) => provesKey(facts.get(table)?.get(name)));
    if (!key) return table;
    const columns = table.columns.map((c) => (c.name === key ? { ...c, isPrimaryKey: true } : c));
    return { ...table, columns, primaryKey: [key], primaryKeyInferred: true as const };
  });
}
