// A table that refers to itself (an employee's `reports_to`, a category's `parent_id`) is read twice: the row, and
// the row its key points at under a role name ("manager", "parent"). The second reading is a table of the catalog the
// engine plans over, compiled as the same table under an alias, so "who does X report to" is one ordinary join.
import type { CatalogTable, SchemaCatalog } from "~/lib/catalog";
import { nameWords } from "./name-words";

const MANAGER = /^(reports?|mgr|manager|managers|supervisor|supervisors|boss|lead|head|superior|reportsto)$/;
const KEY = /^(id|no|cd|code|key|emp|employee|staff|to|fk|ref)$/;

/** The role a self-referencing key gives the row it points at: `reports_to`, `mgr_emp_id` → manager; `parent_id` → parent. */
function roleOf(column: string): string | undefined {
  // read as words, so a folded "supervisorid" is a supervisor's id
  const words = nameWords(column).map((w) => w.toLowerCase());
  if (words.some((w) => MANAGER.test(w))) return "manager";
  const rest = words.filter((w) => !KEY.test(w));
  return rest.length === 1 && /^[a-z]{3,}$/.test(rest[0]) ? rest[0] : undefined;
}

const augmented = new WeakMap<SchemaCatalog, SchemaCatalog>();

export function withSelfReferences(catalog: SchemaCatalog): SchemaCatalog {
  const cached = augmented.get(catalog);
  if (cached) return cached;
  const names = new Set(catalog.tables.map((t) => t.name));
  const extra: CatalogTable[] = [];
  const tables = catalog.tables.map((table) => {
    const self = table.foreignKeys.find(
      (fk) => fk.referencedTable === table.name && !fk.referencedSchema && fk.columns.length === 1,
    );
    const role = self && roleOf(self.columns[0]);
    if (!self || !role || table.aliasOf) return table;
    const name = names.has(role) ? `${role}_${table.name}` : role;
    names.add(name);
    // the role's rows are the table's own, named and keyed alike; their values link to the table itself
    extra.push({
      ...table,
      name,
      aliasOf: table.name,
      label: undefined,
      description: undefined,
      columns: table.columns.map((c) => ({ ...c, sampleValues: undefined })),
      foreignKeys: table.foreignKeys.filter((fk) => fk !== self),
    });
    return {
      ...table,
      foreignKeys: table.foreignKeys.map((fk) => (fk === self ? { ...fk, referencedTable: name } : fk)),
    };
  });
  const result = extra.length ? { ...catalog, tables: [...tables, ...extra] } : catalog;
  augmented.set(catalog, result);
  return result;
}
