// How a schema names its tables and keys: the vocabulary behind inferred keys and relationships
// (inferred-keys.ts, inferred-relationships.ts), indexed once per schema so wide catalogs stay fast.
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";

// A table's own key named after it (`customerid`, `customer_no`, `region_name`), best first.
export const OWN_KEY_SUFFIXES = ["id", "no", "code", "key", "number", "num", "name"];
// A key not named after its table: `vid`, `badge_no`, `sku_code`.
export const KEY_SHAPE = /(id|_no|_code|_key)$/i;
// Key names shorter than this are not matched as the end of a longer column name (`vid` in `covid`); a compound
// key name (`wh_id`) is distinctive at four letters (`orig_wh_id`), a single word (`name`) is not.
const MIN_SUFFIX = 5;
const MIN_COMPOUND_SUFFIX = 4;
/** The length `keyEnds` is indexed by. */
export const KEY_END = MIN_COMPOUND_SUFFIX;

/** Lower case without separators: `customer_id`, `customerId` and `CustomerID` all read `customerid`. */
export const squash = (name: string) => name.toLowerCase().replace(/[_\s-]/g, "");
export const snake = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();

/** Names a table's rows may go by: `categories` → categories, category; `addresses` → address (and noise). */
export function tableStems(name: string): string[] {
  const lower = squash(name);
  const stems = new Set([lower]);
  if (lower.endsWith("ies")) stems.add(`${lower.slice(0, -3)}y`);
  if (lower.endsWith("es")) stems.add(lower.slice(0, -2));
  if (lower.endsWith("s") && !lower.endsWith("ss")) stems.add(lower.slice(0, -1));
  return [...stems].filter((stem) => stem.length >= 2);
}

/** Lookups over the tables of one schema. */
export interface SchemaIndex {
  tables: CatalogTable[];
  /** `customerid`, `customerno`, `regionname` … → the tables so named. */
  namedBy: Map<string, CatalogTable[]>;
  /** Tables whose columns all look like keys (`enrolment(student_id, course_id)`): they relate others, owning no key. */
  links: Set<CatalogTable>;
  /** Column name (lower case) → where it occurs. */
  columns: Map<string, { table: CatalogTable; column: CatalogColumn }[]>;
  /** Single-column key name (lower case) → the tables keyed by it. */
  keyed: Map<string, CatalogTable[]>;
  /** Last characters of each key name, also without the prefix every table name shares (`kv` in kvPet, kvVisit). */
  keyEnds: Map<string, { table: CatalogTable; key: string; core: string }[]>;
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function sharedPrefix(tables: CatalogTable[]): string {
  const names = tables.map((table) => squash(table.name));
  let prefix = names[0] ?? "";
  for (const name of names) while (!name.startsWith(prefix)) prefix = prefix.slice(0, -1);
  return names.length > 1 && prefix.length >= 2 ? prefix : "";
}

function indexSchema(tables: CatalogTable[]): SchemaIndex {
  const index: SchemaIndex = {
    tables,
    namedBy: new Map(),
    links: new Set(),
    columns: new Map(),
    keyed: new Map(),
    keyEnds: new Map(),
  };
  const prefix = sharedPrefix(tables);
  for (const table of tables) {
    for (const stem of tableStems(table.name))
      for (const suffix of OWN_KEY_SUFFIXES) push(index.namedBy, stem + suffix, table);
    for (const column of table.columns) push(index.columns, column.name.toLowerCase(), { table, column });
    if (table.primaryKey.length !== 1) continue;
    push(index.keyed, table.primaryKey[0].toLowerCase(), table);
    const key = squash(table.primaryKey[0]);
    const cores = new Set([key, key.startsWith(prefix) ? key.slice(prefix.length) : ""]);
    const compound = /_|[a-z][A-Z]/.test(table.primaryKey[0]);
    for (const core of cores)
      if (core.length >= (compound ? MIN_COMPOUND_SUFFIX : MIN_SUFFIX))
        push(index.keyEnds, core.slice(-KEY_END), { table, key, core });
  }
  for (const table of tables) {
    const keyLike = (c: CatalogColumn) => KEY_SHAPE.test(c.name) || namesOtherTable(c.name, table, index);
    if (table.columns.length >= 2 && table.columns.every(keyLike)) index.links.add(table);
  }
  return index;
}

/** One index per schema: names relate tables of the same schema only. */
export function indexSchemas(tables: CatalogTable[]): SchemaIndex[] {
  const groups = new Map<string, CatalogTable[]>();
  for (const table of tables) push(groups, table.schema, table);
  return [...groups.values()].map(indexSchema);
}

/** `customer_no` in customers, `regionName` in regions. */
export const isNamedAfter = (column: string, table: CatalogTable, index: SchemaIndex) =>
  index.namedBy.get(squash(column))?.includes(table) ?? false;

/** `customer_id` in orders, while a customers table exists. */
export const namesOtherTable = (column: string, table: CatalogTable, index: SchemaIndex) =>
  (index.namedBy.get(squash(column)) ?? []).some((other) => other !== table);
