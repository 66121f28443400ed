// Elapsed times written as text: a column of them ranks like numbers.
import type { ColumnInfo } from "./schema-index";

const CLOCK = /^\s*(\d+:)?\d{1,2}:\d\d([.,]\d+)?\s*$/;
const ELAPSED = /^\s*\d+(:\d\d)*([.,]\d+)?\s*$/;

/** Elapsed times written as text ("57.43", "1:00.45", "2:03:11"): rankable, though not numbers. */
export function holdsDurations(column: ColumnInfo): boolean {
  const sample = column.text ? (column.column.sampleValues ?? []).filter((v) => v.trim()) : [];
  return (
    sample.length > 0 &&
    sample.filter((v) => CLOCK.test(v)).length >= sample.length * 0.3 &&
    sample.filter((v) => ELAPSED.test(v)).length >= sample.length * 0.6
  );
}

/** Right-aligned, an elapsed time with more digits is longer; values that are no time ("DNS") rank last. */
export const ELAPSED_PATTERN = "^[0-9]+(:[0-9][0-9])*([.,][0-9]+)?$";
