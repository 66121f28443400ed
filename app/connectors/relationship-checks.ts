// Confirms inferred keys and relationships on the data: bounded reads batched into a few statements
// that both dialects accept, run by the introspecting connector (read-only, under a timeout).
import { rethrowIfTransient } from "./connection-errors";
import type { CatalogTable } from "~/lib/catalog";
import { addInferredKeys, keyCandidates, type ColumnFacts } from "./inferred-keys";
import {
  KEY_CHECK,
  addInferredForeignKeys,
  relationshipCandidates,
  type InclusionFacts,
  type RelationshipCandidate,
} from "./inferred-relationships";

export type CheckRow = Record<string, unknown>;

export interface CheckRunner {
  /** Runs one read-only statement within KEY_CHECK.timeoutMs; rejects when it fails. */
  run: (sql: string) => Promise<CheckRow[]>;
  quote: (identifier: string) => string;
}

type Quote = CheckRunner["quote"];
type KeyFacts = Map<CatalogTable, Map<string, ColumnFacts>>;

const nameOf = (table: CatalogTable) => `${table.schema}.${table.name}`;
const source = (table: CatalogTable, q: Quote) => `${q(table.schema)}.${q(table.name)}`;

/**
 * Runs checks 0…count-1 and returns each one's row (tagged `chk`), undefined where it failed. `build`
 * turns a group of checks into one SELECT; groups are joined by UNION ALL into statements of about
 * KEY_CHECK.perStatement checks, run concurrently.
 */
export async function runChecks(
  count: number,
  groups: number[][],
  build: (ids: number[]) => string,
  runner: CheckRunner,
): Promise<(CheckRow | undefined)[]> {
  const rows: (CheckRow | undefined)[] = Array.from({ length: count }, () => undefined);
  const batches: number[][][] = [[]];
  for (const group of groups) {
    const last = batches[batches.length - 1];
    if (last.length > 0 && last.flat().length + group.length > KEY_CHECK.perStatement) batches.push([group]);
    else last.push(group);
  }
  const runBatch = async (batch: number[][]) => {
    const started = Date.now();
    const result = await runner.run(batch.map(build).join("\nUNION ALL\n")).catch(rethrowIfTransient);
    for (const row of result ?? []) rows[Number(row.chk)] = row;
    // A quick failure is one check's fault (a forbidden table, incomparable types): each is tried alone.
    // A slow one is not, so the checks stay within about two timeouts.
    const ids = batch.flat();
    if (result || ids.length === 1 || Date.now() - started > KEY_CHECK.timeoutMs / 2) return;
    await Promise.all(
      ids.map((id) =>
        runner.run(build([id])).then(
          (r) => (rows[id] = r[0]),
          () => undefined,
        ),
      ),
    );
  };
  await Promise.all(batches.filter((batch) => batch.length > 0).map(runBatch));
  return rows;
}

/** Uniqueness and nulls of every key candidate of the probed tables that declare no key. */
export async function checkKeys(
  tables: CatalogTable[],
  probed: CatalogTable[],
  runner: CheckRunner,
): Promise<KeyFacts> {
  const probedNames = new Set(probed.map(nameOf));
  const checks: { table: CatalogTable; column: string }[] = [];
  for (const [table, names] of keyCandidates(tables)) {
    if (probedNames.has(nameOf(table))) checks.push(...names.map((column) => ({ table, column })));
  }
  const checked = checks.slice(0, KEY_CHECK.maxChecks);
  const q = runner.quote;
  const build = ([i]: number[]) => `SELECT ${i} AS chk, COUNT(*) AS n, COUNT(c) AS nn, COUNT(DISTINCT c) AS d
  FROM (SELECT ${q(checked[i].column)} AS c FROM ${source(checked[i].table, q)} LIMIT ${KEY_CHECK.rows}) s`;
  const rows = await runChecks(
    checked.length,
    checked.map((_, i) => [i]),
    build,
    runner,
  );
  const facts: KeyFacts = new Map();
  checked.forEach(({ table, column }, i) => {
    const row = rows[i];
    if (!row) return;
    const byColumn = facts.get(table) ?? new Map<string, ColumnFacts>();
    byColumn.set(column, { rows: Number(row.n), nonNull: Number(row.nn), distinct: Number(row.d) });
    facts.set(table, byColumn);
  });
  return facts;
}

const declaredKey = (candidate: RelationshipCandidate) => candidate.keyVerified && !candidate.target.primaryKeyInferred;

/**
 * One SELECT for the candidates that reference the same column: their samples side by side, the target
 * read once. A declared key has an index to probe; any other target is scanned for the sampled values
 * only, which keeps its hash small (a full DISTINCT of a 200k-row table cost PostgreSQL ~6× more).
 * MariaDB reads the samples twice: should two reads differ, values only look missing (a refusal, never a false link).
 */
function inclusionSql(candidates: RelationshipCandidate[], ids: number[], q: Quote): string {
  const samples = (tagged: boolean) =>
    ids
      .map((i) => {
        const { table, column } = candidates[i];
        return `(SELECT ${tagged ? `${i} AS chk, ` : ""}${q(column)} AS c FROM ${source(table, q)} WHERE ${q(column)} IS NOT NULL LIMIT ${KEY_CHECK.rows})`;
      })
      .join(" UNION ALL ");
  const { target, targetColumn } = candidates[ids[0]];
  const key = q(targetColumn);
  const referenced = declaredKey(candidates[ids[0]])
    ? `(SELECT ${key} AS k FROM ${source(target, q)})`
    : `(SELECT DISTINCT ${key} AS k FROM ${source(target, q)} WHERE ${key} IN (SELECT c FROM (${samples(false)}) v))`;
  return `SELECT s.chk, COUNT(*) AS n, COUNT(DISTINCT s.c) AS d, COUNT(*) - COUNT(m.k) AS missing
  FROM (${samples(true)}) s LEFT JOIN ${referenced} m ON m.k = s.c GROUP BY s.chk`;
}

function byTarget(candidates: RelationshipCandidate[]): number[][] {
  const groups = new Map<string, number[]>();
  candidates.forEach((c, i) => {
    // Samples of different kinds do not share a UNION (text beside integers).
    const id = `${nameOf(c.target)}.${c.targetColumn}.${declaredKey(c)}.${c.table.columns.find((col) => col.name === c.column)?.kind}`;
    groups.set(id, [...(groups.get(id) ?? []), i]);
  });
  return [...groups.values()];
}

/**
 * Keys the key-less tables the data allows (from `checkKeys`), then adds the relationships their names
 * suggest and a bounded inclusion check confirms. Only probed tables (not views) are read.
 */
export async function inferRelationships(
  tables: CatalogTable[],
  probed: CatalogTable[],
  keyFacts: KeyFacts,
  runner: CheckRunner,
): Promise<CatalogTable[]> {
  const keyed = addInferredKeys(tables, keyFacts);
  const probedNames = new Set(probed.map(nameOf));
  const keyChecked = new Set([...keyFacts.keys()].map(nameOf));
  const candidates = relationshipCandidates(keyed, (table) => !keyChecked.has(nameOf(table)));
  const checked = candidates
    .filter((c) => probedNames.has(nameOf(c.table)) && probedNames.has(nameOf(c.target)))
    .slice(0, KEY_CHECK.maxChecks);
  const rows = await runChecks(
    checked.length,
    byTarget(checked),
    (ids) => inclusionSql(checked, ids, runner.quote),
    runner,
  );
  const facts = new Map<RelationshipCandidate, InclusionFacts>();
  checked.forEach((candidate, i) => {
    const row = rows[i];
    if (row) facts.set(candidate, { rows: Number(row.n), distinct: Number(row.d), missing: Number(row.missing) });
  });
  return addInferredForeignKeys(keyed, candidates, facts);
}
