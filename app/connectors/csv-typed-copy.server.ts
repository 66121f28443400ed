// PostgreSQL ≥ 17: COPY straight into the typed table, with the types guessed from the head. While
// the bytes pass, JS checks every value against the same rules as the SQL inference (csv-profile),
// so the table stands only when those rules give the guessed types and no row was skipped; a wrong
// guess costs one more COPY, from the bytes spilled to disk. Postgres' own casts are looser than the
// rules ("007", "today", " 12" convert), which is why they alone cannot decide.
import { pipeline } from "node:stream/promises";
import pg from "pg";
import { from as copyFrom } from "pg-copy-streams";
import type { CsvColumnName, CsvDelimiter } from "./csv-header";
import { CsvProfiler } from "./csv-profile";
import type { CsvSpill } from "./csv-source.server";
import { quoteIdent, ROW_IDENTITY, typeFromMask, type ColumnType } from "./csv-types";

// ON_ERROR ignore (skip a row whose value does not convert, instead of failing the COPY) is new in 17.
const TYPED_COPY_MIN_VERSION = 170000;

export interface TypedCopyTarget {
  /** Schema-qualified and quoted. */
  table: string;
  columns: CsvColumnName[];
  delimiter: CsvDelimiter;
  hasHeaders: boolean;
  rowColumn: string;
}

export interface TypedCopyResult {
  rowCount: number;
  types: ColumnType[];
  /** Never any: a column with values to leave empty goes the staged way. */
  emptied?: undefined[];
}

export async function supportsTypedCopy(client: pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ version: string }>("SELECT current_setting('server_version_num') AS version");
  return Number(rows[0]!.version) >= TYPED_COPY_MIN_VERSION;
}

/**
 * Loads the table with the types guessed from the first chunk. When the values after it disagree,
 * once more from the spilled bytes with the types the profile found; null (and no table) when even
 * that does not hold, and the rows must be staged.
 */
export async function copyTyped(
  client: pg.ClientBase,
  body: AsyncIterator<Buffer>,
  spill: CsvSpill,
  target: TypedCopyTarget,
): Promise<TypedCopyResult | null> {
  const profiler = new CsvProfiler(target.columns.length, target.delimiter, target.hasHeaders);
  const first = await body.next();
  if (first.done) return null;
  profiler.push(first.value);
  const guessed = profiler.masks.map(typeFromMask);
  const loaded = await loadTable(client, target, guessed, spilled(first.value, body, profiler, spill));
  const { records, masks, tolerable } = profiler.finish();
  const types = masks.map(typeFromMask);
  if (tolerable) {
    // A few values that do not convert are left empty (ADR 050): counting them and typing the rest is SQL's work.
    await client.query(`DROP TABLE ${target.table}`);
    return null;
  }
  const held = types.every((type, i) => type === guessed[i]);
  if (held && loaded === records) return finish(client, target, { rowCount: records, types });
  await client.query(`DROP TABLE ${target.table}`);
  if (held) return null; // Postgres skipped a row the rules accept: let SQL decide
  if ((await loadTable(client, target, types, spill.read())) === records)
    return finish(client, target, { rowCount: records, types });
  await client.query(`DROP TABLE ${target.table}`);
  return null;
}

/** Creates the table and COPYs the bytes into it; returns the rows loaded (skipped ones not counted). */
async function loadTable(
  client: pg.ClientBase,
  target: TypedCopyTarget,
  types: ColumnType[],
  bytes: AsyncIterable<Buffer>,
) {
  const columns = target.columns.map(({ name }, i) => `${quoteIdent(name)} ${types[i]}`);
  await client.query(
    `CREATE TABLE ${target.table} (${quoteIdent(target.rowColumn)} ${ROW_IDENTITY}, ${columns.join(", ")})`,
  );
  const copy = client.query(copyFrom(copySql(target, types)));
  await pipeline(bytes, copy);
  return copy.rowCount;
}

/** Without its identity, __row is a plain column, as on the staged path, and no sequence is left behind. */
async function finish(client: pg.ClientBase, target: TypedCopyTarget, result: TypedCopyResult) {
  await client.query(`ALTER TABLE ${target.table} ALTER COLUMN ${quoteIdent(target.rowColumn)} DROP IDENTITY`);
  return result;
}

/** Empty typed values are NULL, quoted or not, as NULLIF(v, '') makes them on the staged path. */
function copySql(target: TypedCopyTarget, types: ColumnType[]): string {
  const names = target.columns.map(({ name }) => quoteIdent(name));
  const typed = names.filter((_, i) => types[i] !== "text");
  const options = [
    "FORMAT csv",
    `DELIMITER ${pg.escapeLiteral(target.delimiter)}`,
    `HEADER ${target.hasHeaders}`,
    "ENCODING 'UTF8'",
    ...(typed.length ? [`FORCE_NULL (${typed.join(", ")})`] : []),
    "ON_ERROR ignore",
  ];
  return `COPY ${target.table} (${names.join(", ")}) FROM STDIN WITH (${options.join(", ")})`;
}

async function* spilled(first: Buffer, rest: AsyncIterator<Buffer>, profiler: CsvProfiler, spill: CsvSpill) {
  await spill.write(first);
  yield first;
  for (let next = await rest.next(); !next.done; next = await rest.next()) {
    profiler.push(next.value);
    await spill.write(next.value);
    yield next.value;
  }
}
