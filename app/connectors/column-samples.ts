// What a bounded sample of a column's values says: its distinct count, whether its text reads as numbers, the values
// kept for linking (all of a small table's, a category's rare ones too), and which columns a probe samples.
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";

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
