// Pure inferences over an introspected catalog: keys and relationships from names (checked on the data
// by relationship-checks.ts), sampled values, numeric text.
import type { CatalogColumn, CatalogForeignKey, CatalogTable, ColumnKind } from "~/lib/catalog";
import {
  KEY_END,
  KEY_SHAPE,
  OWN_KEY_SUFFIXES,
  indexSchemas,
  isNamedAfter,
  namesOtherTable,
  snake,
  squash,
  tableStems,
  type SchemaIndex,
} from "./schema-names";

export const SAMPLE = {
  // 5k rows per table halved MariaDB's probe time against 10k (ten 50k-row tables: ~400 → ~200 ms).
  rows: 5_000,
  valuesPerColumn: 200,
  // One bounded read per table carries all its picked columns, so the budget is about values kept, not round trips.
  columnsPerSchema: 200,
  maxValueLength: 120,
  tableSampleAboveRows: 200_000,
  lowCardinalityRatio: 0.5,
  alwaysKeepDistinct: 50,
  numericShare: 0.8,
  // Small tables (spreadsheets, reference data) keep every distinct text value, so names in long lists link too.
  completeBelowRows: 5_000,
  completeValuesPerColumn: 2_000,
  completeValuesPerCatalog: 50_000,
} as const;

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

const KEY_KINDS = new Set<ColumnKind>(["integer", "decimal", "text", "other"]);
// A lookup table's natural key comes first: `port_name` in ports_of_call(port_name, region); not a person's name.
const FIRST_KEY_SHAPE = /_name$/i;
const PERSON_NAME = /^(first|last|middle|full|given|family|sur|nick|display|user)_?name$/i;
// Too generic to mean the same thing in two tables.
const GENERIC_NAMES = new Set(["id", "name", "code", "key", "no", "number", "num", "uuid", "guid", "type"]);
const SELF_REFERENCE = /(^|_)(manager|mgr|parent|supervisor|reports_to|boss)(_|$)/;

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

function sameNameTargets(table: CatalogTable, col: CatalogColumn, index: SchemaIndex): CatalogTable[] {
  if (GENERIC_NAMES.has(col.name.toLowerCase())) return [];
  const ownKey = table.primaryKey.length === 1 && table.primaryKey[0] === col.name;
  const targets = (index.keyed.get(col.name.toLowerCase()) ?? []).filter((t) => t !== table);
  const named = targets.filter((t) => isNamedAfter(col.name, t, index));
  // Both tables keyed by it: it belongs to the table named after it (one-to-one from the other).
  if (ownKey) return isNamedAfter(col.name, table, index) ? [] : named.slice(0, 1);
  if (targets.length === 1) return targets;
  return named.length === 1 ? named : [];
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
    ["self", !ownKey && SELF_REFERENCE.test(snake(col.name)) ? [table] : []],
    ["suffix", ownKey ? [] : [suffixTarget(table, name, index)].filter((t) => t !== undefined)],
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

const NUMBER_LIKE = /^[-+]?[$€£¥₹]?\s*[-+]?(\d{1,3}([,\s']\d{3})+|\d+)?(\.\d+)?\s*[%a-z]{0,3}\.?$/i;

/** "7,169", "$1.2m", "12 (3)", "45%", "3.5 kg" look like numbers; "abc", "2024-01-01", "" do not. */
export function looksNumeric(value: string): boolean {
  const core = value.trim().replace(/\s*\([^)]*\)$/, "");
  if (!/\d/.test(core)) return false;
  return NUMBER_LIKE.test(core);
}

/** Most of the sampled occurrences (weighted by frequency) read as numbers. */
export function isNumericText(values: SampledValue[]): boolean {
  const total = values.reduce((sum, entry) => sum + entry.count, 0);
  if (total === 0) return false;
  const numeric = values.filter((entry) => looksNumeric(entry.value)).reduce((sum, entry) => sum + entry.count, 0);
  return numeric / total >= SAMPLE.numericShare;
}

export interface SampledValue {
  value: string;
  count: number;
}

export interface ColumnSample {
  values: SampledValue[];
  /** Distinct values seen in the sample. */
  distinct: number;
  /** Non-null values seen in the sample. */
  nonNull: number;
}

/**
 * Columns of a table bigger than its sample whose sample saw only a few values: categories, whose rare values (the
 * 13 "open" tickets among 6,000 closed ones) the sampled rows may have missed. Their indexes.
 */
export function categoryColumns(samples: ColumnSample[], coversTable: boolean): number[] {
  if (coversTable) return [];
  return samples.flatMap((s, i) => (s.distinct > 0 && s.distinct <= SAMPLE.alwaysKeepDistinct ? [i] : []));
}

/**
 * Adds a full read's distinct values to a category's sample. A read that finds more than a category holds
 * (`alwaysKeepDistinct`) says the sample was no category after all, and is ignored.
 */
export function withRareValues(sample: ColumnSample, values: string[]): ColumnSample {
  if (values.length > SAMPLE.alwaysKeepDistinct) return sample;
  const seen = new Set(sample.values.map((v) => v.value));
  const rare = values.filter((v) => !seen.has(v)).map((value) => ({ value, count: 1 }));
  return rare.length
    ? {
        values: [...sample.values, ...rare],
        distinct: sample.distinct + rare.length,
        nonNull: sample.nonNull + rare.length,
      }
    : sample;
}

/**
 * What a sample says about a column. `coversTable` is true when the sample read every row,
 * so its distinct count is exact; otherwise `statsDistinct` (e.g. pg_stats) is preferred.
 * `completeUpTo` > 0 means the probe listed up to that many distinct values of a small table:
 * when they all fit, every one is kept, however unique the column.
 */
export function describeSample(
  sample: ColumnSample,
  coversTable: boolean,
  statsDistinct?: number,
  completeUpTo = 0,
): Partial<CatalogColumn> {
  const distinctCount = coversTable || statsDistinct === undefined ? sample.distinct : statsDistinct;
  const result: Partial<CatalogColumn> = { distinctCount };
  const short = sample.values.filter((entry) => entry.value.length <= SAMPLE.maxValueLength);
  if (short.length > 0 && isNumericText(short)) result.numericText = true;
  const lowCardinality =
    sample.distinct <= SAMPLE.valuesPerColumn &&
    (sample.distinct <= SAMPLE.alwaysKeepDistinct || sample.distinct <= sample.nonNull * SAMPLE.lowCardinalityRatio);
  const complete = coversTable && sample.distinct <= completeUpTo;
  if ((lowCardinality || complete) && short.length > 0) result.sampleValues = short.map((entry) => entry.value);
  return result;
}

/** Distinct values a probe may list per column of a small table: the per-column bound, shared out within the catalog's. */
export function completeValueLimit(tables: Map<CatalogTable, CatalogColumn[]>): Map<CatalogTable, number> {
  const small = [...tables].filter(([table]) => table.rowEstimate <= SAMPLE.completeBelowRows);
  const columns = small.reduce((sum, [, cols]) => sum + cols.length, 0);
  const perColumn = Math.min(
    SAMPLE.completeValuesPerColumn,
    Math.floor(SAMPLE.completeValuesPerCatalog / Math.max(1, columns)),
  );
  return new Map(small.map(([table]) => [table, Math.max(SAMPLE.valuesPerColumn, perColumn)]));
}

/** pg_stats.n_distinct: positive is a count, negative a fraction of the rows. */
export function distinctFromStats(nDistinct: number | null | undefined, rows: number): number | undefined {
  if (nDistinct === null || nDistinct === undefined || nDistinct === 0) return undefined;
  return nDistinct > 0 ? Math.round(nDistinct) : Math.round(-nDistinct * Math.max(rows, 0));
}

/**
 * Picks at most SAMPLE.columnsPerSchema sampleable columns per schema, round-robin over its tables (each table's first
 * column, then each one's second, …): a wide table early in the list must not leave later tables unsampled, or their
 * values would never link ("flights from LAX" with flight's columns unread).
 */
export function pickSampledColumns(
  tables: CatalogTable[],
  sampleable: (column: CatalogColumn) => boolean,
): Map<CatalogTable, CatalogColumn[]> {
  const picked = new Map<CatalogTable, CatalogColumn[]>();
  const bySchema = new Map<string, CatalogColumn[][]>();
  for (const table of tables) {
    const columns = table.columns.filter((column) => sampleable(column) && !column.isPrimaryKey);
    bySchema.set(table.schema, [...(bySchema.get(table.schema) ?? []), columns]);
  }
  const owner = new Map(tables.flatMap((table) => table.columns.map((column) => [column, table] as const)));
  for (const lists of bySchema.values()) {
    let used = 0;
    for (let position = 0; used < SAMPLE.columnsPerSchema && lists.some((list) => list.length > position); position++) {
      for (const list of lists) {
        const column = list[position];
        if (!column || used >= SAMPLE.columnsPerSchema) continue;
        used++;
        const table = owner.get(column)!;
        picked.set(table, [...(picked.get(table) ?? []), column]);
      }
    }
  }
  return picked;
}
