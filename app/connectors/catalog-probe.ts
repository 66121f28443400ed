// What introspection learns by reading the data, for every SQL database: one bounded probe per table (row
// count, value samples), the rare values of categories, key checks and inferred relationships. A database's
// introspect module reads its own catalog and hands the tables here with a ProbeDialect.
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import {
  SAMPLE,
  categoryColumns,
  completeValueLimit,
  describeSample,
  pickSampledColumns,
  withRareValues,
  type ColumnSample,
} from "./column-samples";
import { KEY_CHECK } from "./inferred-relationships";
import { isSampleable, mayBeFlag } from "./column-kinds";
import { rethrowIfTransient } from "./connection-errors";
import { checkKeys, inferRelationships, type CheckRow, type CheckRunner } from "./relationship-checks";
import { textShapeOf } from "./text-shapes";

const PROBE_TIMEOUT_MS = 2_000;
const COUNT_CAP = 100_000;

/** How a database spells what the probes need, and how it runs read-only SQL within a time limit. */
export interface ProbeDialect {
  quote(identifier: string): string;
  /** An expression as text. */
  text(expression: string): string;
  /** An expression as an integer the driver returns as a number. */
  int(expression: string): string;
  /** The CTE keyword that keeps the sample read once ("MATERIALIZED " where the planner would inline it). */
  materialized: string;
  /** A clause reading a sample of a large table rather than its first rows; "" where the database has none. */
  tableSample(table: CatalogTable): string;
  read<R>(sql: string, timeoutMs: number): Promise<R[]>;
}

interface ProbeRow {
  col: number;
  value: string | null;
  n: number;
  d: number;
  nn: number;
}

const sourceOf = (table: CatalogTable, d: ProbeDialect) => `${d.quote(table.schema)}.${d.quote(table.name)}`;

// Values longer than maxValueLength are never kept, so the sample holds truncated text only (which also keeps
// MariaDB's grouping in memory: TEXT columns spill to disk).
const shortText = (column: CatalogColumn, d: ProbeDialect) =>
  `left(${d.text(d.quote(column.name))}, ${SAMPLE.maxValueLength + 1})`;

/** Values a probe lists of a whole-number column it reads only to tell a 0/1 flag: three say it is not one. */
const FLAG_VALUES = 2;

export function probeSql(
  d: ProbeDialect,
  table: CatalogTable,
  columns: CatalogColumn[],
  countRows: boolean,
  valuesPerColumn: number,
): string {
  const source = sourceOf(table, d);
  const selected = columns.length > 0 ? columns.map((c, i) => `${shortText(c, d)} AS c${i}`).join(", ") : "1 AS one";
  const total = countRows ? d.int(`SELECT count(*) FROM (SELECT 1 FROM ${source} LIMIT ${COUNT_CAP}) z`) : "0";
  const parts = [
    `SELECT -1 AS col, ${d.text("NULL")} AS value, ${d.int("count(*)")} AS n, ${total} AS d, 0 AS nn FROM s`,
  ];
  columns.forEach((column, i) => {
    const limit = column.kind === "text" ? valuesPerColumn : FLAG_VALUES;
    parts.push(`(SELECT ${i}, c${i}, ${d.int("count(*)")}, ${d.int("count(*) OVER ()")},
      ${d.int("sum(count(*)) OVER ()")} FROM s WHERE c${i} IS NOT NULL GROUP BY c${i} ORDER BY 3 DESC, 2 LIMIT ${limit + 1})`);
  });
  return `WITH s AS ${d.materialized}(SELECT ${selected} FROM ${source}${d.tableSample(table)} LIMIT ${SAMPLE.rows})\n${parts.join("\nUNION ALL ")}`;
}

function readProbe(rows: ProbeRow[], count: number): { sampleRows: number; counted: number; samples: ColumnSample[] } {
  const samples: ColumnSample[] = Array.from({ length: count }, () => ({ values: [], distinct: 0, nonNull: 0 }));
  let sampleRows = 0;
  let counted = 0;
  for (const row of rows) {
    if (Number(row.col) < 0) {
      sampleRows = Number(row.n);
      counted = Number(row.d);
    } else if (row.value !== null) {
      const sample = samples[Number(row.col)];
      sample.values.push({ value: String(row.value), count: Number(row.n) });
      sample.distinct = Number(row.d);
      sample.nonNull = Number(row.nn);
    }
  }
  return { sampleRows, counted, samples };
}

async function probeTable(
  d: ProbeDialect,
  table: CatalogTable,
  columns: CatalogColumn[],
  flagColumns: CatalogColumn[],
  completeUpTo = 0,
): Promise<void> {
  const countRows = table.rowEstimate <= 0;
  if (columns.length === 0 && flagColumns.length === 0 && !countRows) return;
  const valuesPerColumn = Math.max(SAMPLE.valuesPerColumn, completeUpTo);
  const sql = probeSql(d, table, [...columns, ...flagColumns], countRows, valuesPerColumn);
  // samples are a bonus: a slow or forbidden table keeps its bare catalog entry
  const rows = await d.read<ProbeRow>(sql, PROBE_TIMEOUT_MS).catch(rethrowIfTransient);
  if (!rows) return;
  const probe = readProbe(rows, columns.length + flagColumns.length);
  flagColumns.forEach((column, i) => {
    if (isZeroOne(probe.samples[columns.length + i])) column.zeroOne = true;
  });
  // a sample of the whole table (TABLESAMPLE) or its first rows: only a short table is read whole
  const coversTable = d.tableSample(table) === "" && probe.sampleRows < SAMPLE.rows;
  if (countRows) table.rowEstimate = probe.counted;
  else if (coversTable) table.rowEstimate = probe.sampleRows; // statistics (InnoDB's TABLE_ROWS above all) are rough
  const samples = await withCategories(d, table, columns, probe.samples.slice(0, columns.length), coversTable);
  columns.forEach((column, i) => {
    Object.assign(column, describeSample(samples[i], coversTable, column.distinctCount, completeUpTo));
    const shape = textShapeOf(samples[i]!.values);
    if (shape) column.textShape = shape;
  });
}

/** A whole-number column holding both 0 and 1 and nothing else: a yes/no flag ("is_active", "penalty"). */
function isZeroOne(sample: ColumnSample): boolean {
  const values = new Set(sample.values.map((v) => v.value.trim()));
  return sample.distinct === 2 && values.has("0") && values.has("1");
}

/** The categories of a table bigger than its sample, read whole for their rare values (at most a category's worth each). */
async function withCategories(
  d: ProbeDialect,
  table: CatalogTable,
  columns: CatalogColumn[],
  samples: ColumnSample[],
  coversTable: boolean,
): Promise<ColumnSample[]> {
  const picked = categoryColumns(samples, coversTable);
  if (!picked.length) return samples;
  const source = sourceOf(table, d);
  const reads = picked.map(
    (i) =>
      `(SELECT ${i} AS col, ${shortText(columns[i], d)} AS value FROM ${source} WHERE ${d.quote(columns[i].name)} IS NOT NULL GROUP BY 2 LIMIT ${SAMPLE.alwaysKeepDistinct + 1})`,
  );
  const rows = await d
    .read<{ col: number; value: string }>(reads.join("\nUNION ALL "), PROBE_TIMEOUT_MS)
    .catch(rethrowIfTransient); // a slow read keeps the sample as it was
  if (!rows) return samples;
  return samples.map((sample, i) =>
    picked.includes(i)
      ? withRareValues(
          sample,
          rows.filter((row) => Number(row.col) === i).map((row) => String(row.value)),
        )
      : sample,
  );
}

/**
 * The catalog's tables completed from the data: `probed` (the tables cheap to read, not views) get their samples
 * and row counts, keys are checked, and relationships the schema does not declare are inferred.
 */
export async function profileTables(
  d: ProbeDialect,
  catalog: CatalogTable[],
  probed: CatalogTable[],
): Promise<CatalogTable[]> {
  const picked = pickSampledColumns(probed, (column) => isSampleable(column.kind, column.dataType));
  // whole-number columns are read apart, with their own budget, so they never crowd out the text columns' values
  const flags = pickSampledColumns(probed, mayBeFlag);
  const complete = completeValueLimit(picked);
  const checker: CheckRunner = { quote: d.quote, run: (sql) => d.read<CheckRow>(sql, KEY_CHECK.timeoutMs) };
  const [keyFacts] = await Promise.all([
    checkKeys(catalog, probed, checker),
    Promise.all(
      probed.map((table) => probeTable(d, table, picked.get(table) ?? [], flags.get(table) ?? [], complete.get(table))),
    ),
  ]);
  return inferRelationships(catalog, probed, keyFacts, checker);
}
