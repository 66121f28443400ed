// Relationships inferred from names (`customer_id` → customers, a column named like another table's key, a
// self-reference, a key name's ending, a table's name) and kept when the data confirms them.
import type { CatalogColumn, CatalogForeignKey, CatalogTable } from "~/lib/catalog";
import { KEY_KINDS } from "./inferred-keys";
import {
  KEY_END,
  KEY_SHAPE,
  indexSchemas,
  isNamedAfter,
  snake,
  squash,
  tableStems,
  type SchemaIndex,
} from "./schema-names";

/** Bounds of the data checks behind inferred keys and relationships (relationship-checks.ts). */
export const KEY_CHECK = {
  // Rows read per checked column: all of a small table, the first rows of a large one.
  rows: 5_000,
  // Real data is dirty: a reference survives when at most 1 % of its sampled values are missing on the other side.
  maxOrphanShare: 0.01,
  // Checks per catalog and per statement, so hundreds of tables stay within a few bounded round trips.
  maxChecks: 300,
  perStatement: 10,
  timeoutMs: 2_000,
} as const;

// Too generic to mean the same thing in two tables.
const GENERIC_NAMES = new Set(["id", "name", "code", "key", "no", "number", "num", "uuid", "guid", "type"]);
const SELF_REFERENCE = /(^|_)(manager|mgr|parent|supervisor|reports_to|boss)(_|$)/;

export type RelationshipRule = "id-name" | "same-name" | "self" | "suffix" | "table-name";

/** A possible reference from `table.column` to `target.targetColumn`, to be confirmed on the data. */
export interface RelationshipCandidate {
  table: CatalogTable;
  column: string;
  target: CatalogTable;
  targetColumn: string;
  rule: RelationshipRule;
  /** The target column is a declared or data-checked key, not just a column called `id`. */
  keyVerified: boolean;
}

const column = (table: CatalogTable, name: string) => table.columns.find((c) => c.name === name);

/** The column other tables refer to: the single declared or inferred key; `id` only while the data is unknown. */
function referencedKey(
  table: CatalogTable,
  keyUnknown: boolean,
): { column: CatalogColumn; verified: boolean } | undefined {
  const key = table.primaryKey.length === 1 ? column(table, table.primaryKey[0]) : undefined;
  if (key) return { column: key, verified: true };
  const id =
    keyUnknown || table.primaryKey.length > 1 ? table.columns.find((c) => c.name.toLowerCase() === "id") : undefined;
  return id && { column: id, verified: false };
}

function comparable(a: CatalogColumn, b: CatalogColumn): boolean {
  const numeric = (c: CatalogColumn) => c.kind === "integer" || c.kind === "decimal";
  if (numeric(a) && numeric(b)) return true;
  return a.kind === b.kind && KEY_KINDS.has(a.kind) && (a.kind !== "other" || a.dataType === b.dataType);
}

/** The table whose key name ends this column's: `return_parcel_id` → parcels.parcel_id; `kvVisitPetId` → kvPet.kvPetId less `kv`. */
function suffixTarget(table: CatalogTable, name: string, index: SchemaIndex): CatalogTable | undefined {
  const matches = (index.keyEnds.get(name.slice(-KEY_END)) ?? []).filter(
    ({ key, core }) => name !== key && name.endsWith(core),
  );
  const longest = Math.max(0, ...matches.map((m) => m.core.length));
  const best = [...new Set(matches.filter((m) => m.core.length === longest).map((m) => m.table))];
  // Several tables keyed alike: the one named after the key; the column's own table only by a self-reference name.
  const named = best.filter((t) => isNamedAfter(t.primaryKey[0], t, index));
  const chosen = best.length === 1 ? best[0] : named.length === 1 ? named[0] : undefined;
  return chosen === table ? undefined : chosen;
}

/**
 * A column whose last words are another table's `*id` name after a role (`owneruserid` → users), or, after a
 * separator, its whole key name (`src_apid`, `dst_apid` → airports(apid)): a key too short to match inside a longer
 * name (`apid` in `capid`) is distinct as a word of its own.
 */
function segmentTarget(table: CatalogTable, col: CatalogColumn, index: SchemaIndex): CatalogTable | undefined {
  // `owneruserid`, `lastEditorUserId`: a role before another table's `*id` name (users keyed by `id`)
  const whole = squash(col.name);
  for (let from = 1; whole.length - from >= 5; from++) {
    const named = (index.namedBy.get(whole.slice(from)) ?? []).filter((t) => t !== table);
    if (whole.endsWith("id") && named.length === 1) return named[0];
  }
  const words = snake(col.name).split("_").filter(Boolean);
  for (let from = 1; from < words.length; from++) {
    const tail = words.slice(from).join("_");
    if (tail.length < 3 || GENERIC_NAMES.has(tail)) continue;
    const targets = (index.keyed.get(tail) ?? index.keyed.get(words.slice(from).join("")) ?? []).filter(
      (t) => t !== table,
    );
    if (targets.length === 1) return targets[0];
  }
  return undefined;
}

function sameNameTargets(table: CatalogTable, col: CatalogColumn, index: SchemaIndex): CatalogTable[] {
  if (GENERIC_NAMES.has(col.name.toLowerCase())) return [];
  const ownKey = table.primaryKey.length === 1 && table.primaryKey[0] === col.name;
  const targets = (index.keyed.get(col.name.toLowerCase()) ?? []).filter((t) => t !== table);
  const named = targets.filter((t) => isNamedAfter(col.name, t, index));
  // Both tables keyed by it: it belongs to the table named after it (one-to-one from the other), else to the larger
  // one — a table that adds a few facts to some of another's rows (`people` and `people_photos`, both keyed `pid`).
  if (ownKey) {
    if (isNamedAfter(col.name, table, index)) return [];
    return named.length ? named.slice(0, 1) : largest([table, ...targets]).filter((t) => t !== table);
  }
  if (targets.length === 1 || named.length === 1) return named.length === 1 ? named : targets;
  // Keyed alike in several tables and named after none: the largest is the entity's own (the data confirms it).
  return largest(targets);
}

/** A number abbreviated at a name's end: `dno`, `dept_num`, `deptNbr` are `dnumber`, `dept_number`, `deptNumber`. */
const NUMBER_END = /([a-z_])(no|num|nbr|nr)$/;

/** Another table keyed by the column's name with its number spelled out (`employee.dno` → department(dnumber)). */
function spelledOutTargets(table: CatalogTable, col: CatalogColumn, index: SchemaIndex): CatalogTable[] {
  const name = col.name.toLowerCase();
  if (!NUMBER_END.test(name)) return [];
  const targets = (index.keyed.get(name.replace(NUMBER_END, "$1number")) ?? []).filter((t) => t !== table);
  return targets.length === 1 ? targets : [];
}

/** The one table with more rows than every other, if there is one. */
function largest(tables: CatalogTable[]): CatalogTable[] {
  const [first, second] = [...tables].sort((a, b) => b.rowEstimate - a.rowEstimate);
  return first && (!second || first.rowEstimate > second.rowEstimate) ? [first] : [];
}

/**
 * A column named after another table, whole or as its last word: `semester` → semester(semester_id),
 * `fare_airline`, `from_airport` → airline(airline_code), airport(airport_code). Names alone are weak here, so
 * only a target with a verified key is proposed, and only the data can confirm it (verdict).
 */
function tableNameTargets(table: CatalogTable, col: CatalogColumn, index: SchemaIndex): CatalogTable[] {
  const whole = squash(col.name);
  const last = snake(col.name).split("_").filter(Boolean).at(-1) ?? "";
  const named = index.tables.filter(
    (t) =>
      t !== table &&
      t.primaryKey.length === 1 &&
      !index.links.has(t) &&
      tableStems(t.name).some((stem) => stem === whole || stem === last),
  );
  return named.length === 1 ? named : [];
}

function candidatesForColumn(
  table: CatalogTable,
  col: CatalogColumn,
  index: SchemaIndex,
  keyUnknown: (t: CatalogTable) => boolean,
): RelationshipCandidate[] {
  const name = squash(col.name);
  const ownKey = table.primaryKey.length === 1 && table.primaryKey[0] === col.name;
  const byRule: [RelationshipRule, CatalogTable[]][] = [
    ["id-name", name.endsWith("id") ? (index.namedBy.get(name) ?? []).filter((t) => t !== table).slice(0, 1) : []],
    ["same-name", sameNameTargets(table, col, index)],
    ["same-name", ownKey ? [] : spelledOutTargets(table, col, index)],
    ["self", !ownKey && SELF_REFERENCE.test(snake(col.name)) ? [table] : []],
    [
      "suffix",
      ownKey
        ? []
        : [suffixTarget(table, name, index) ?? segmentTarget(table, col, index)].filter((t) => t !== undefined),
    ],
    ["table-name", ownKey || KEY_SHAPE.test(col.name) ? [] : tableNameTargets(table, col, index)],
  ];
  const out: RelationshipCandidate[] = [];
  for (const [rule, targets] of byRule) {
    for (const target of targets) {
      const key = referencedKey(target, keyUnknown(target));
      if (!key || !comparable(col, key.column) || (target === table && key.column === col)) continue;
      if (out.some((c) => c.target === target && c.targetColumn === key.column.name)) continue;
      out.push({ table, column: col.name, target, targetColumn: key.column.name, rule, keyVerified: key.verified });
    }
  }
  return out;
}

/**
 * Possible references for every column without a declared foreign key, most likely first per column:
 * `customer_id`/`customerId` → customers, a column named like another table's key, a self-reference
 * (`manager_id`), a column ending in another table's key name. `keyUnknown` says which tables the data
 * could not key (those may still be referred to by an `id` column, on names alone).
 */
export function relationshipCandidates(
  tables: CatalogTable[],
  keyUnknown: (table: CatalogTable) => boolean = () => true,
): RelationshipCandidate[] {
  const out: RelationshipCandidate[] = [];
  for (const index of indexSchemas(tables)) {
    for (const table of index.tables) {
      const declared = new Set(table.foreignKeys.flatMap((fk) => fk.columns));
      for (const col of table.columns)
        if (!declared.has(col.name)) out.push(...candidatesForColumn(table, col, index, keyUnknown));
    }
  }
  return out;
}

/** What a bounded inclusion check showed: sampled non-null referencing values, their distinct count, those missing on the other side. */
export interface InclusionFacts {
  rows: number;
  distinct: number;
  missing: number;
}

function verdict(candidate: RelationshipCandidate, facts?: InclusionFacts): CatalogForeignKey | undefined {
  const fk: CatalogForeignKey = {
    columns: [candidate.column],
    referencedTable: candidate.target.name,
    referencedColumns: [candidate.targetColumn],
    inferred: true,
  };
  if (facts && facts.rows > 0) {
    if (facts.missing > facts.rows * KEY_CHECK.maxOrphanShare) return undefined;
    const { table, column: name } = candidate;
    const unique =
      (table.primaryKey.length === 1 && table.primaryKey[0] === name) ||
      (facts.distinct === facts.rows && facts.rows < KEY_CHECK.rows);
    if (candidate.keyVerified) return { ...fk, evidence: "data", ...(unique ? { oneToOne: true as const } : {}) };
  }
  // Unchecked (a view, a failed or empty check): only the plain `*_id` naming convention is kept.
  return candidate.rule === "id-name" ? { ...fk, evidence: "naming" } : undefined;
}

/**
 * Adds at most one inferred foreign key per column: its first candidate the data confirms (or, unchecked,
 * an `*_id` name). Without facts, this is naming alone. Declared keys are never touched.
 */
export function addInferredForeignKeys(
  tables: CatalogTable[],
  candidates = relationshipCandidates(tables),
  facts = new Map<RelationshipCandidate, InclusionFacts>(),
): CatalogTable[] {
  const added = new Map<CatalogTable, CatalogForeignKey[]>();
  const decided = new Set<string>();
  for (const candidate of candidates) {
    const id = `${candidate.table.schema}.${candidate.table.name}.${candidate.column}`;
    const fk = decided.has(id) ? undefined : verdict(candidate, facts.get(candidate));
    if (!fk) continue;
    decided.add(id);
    added.set(candidate.table, [...(added.get(candidate.table) ?? []), fk]);
  }
  return tables.map((table) =>
    added.has(table) ? { ...table, foreignKeys: [...table.foreignKeys, ...added.get(table)!] } : table,
  );
}
