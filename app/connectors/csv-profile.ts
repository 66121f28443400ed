// Follows the bytes on their way to COPY with Postgres' CSV rules: counts the records and narrows
// each column's type mask over every value, so a table typed before the data arrived can be checked
// after one pass instead of staging the text and scanning it again in SQL.
import { EMPTY_MASK, toleratedMisses } from "./csv-types";
import { byteMask } from "./csv-value-forms";

export interface CsvProfile {
  /** Data records (the header excluded). */
  records: number;
  /** Per column, the AND of its values' masks (see `typeFromMask`). */
  masks: number[];
  /** Some column may keep a type with a few values left empty (ADR 050): the exact counts are SQL's to make. */
  tolerable: boolean;
}

const BITS = [1, 2, 4, 8, 16, 32];
// After this many values a type missed by more than the tolerated share is given up, and a text column costs no more checks.
const SETTLED_AFTER = 1000;

const QUOTE = 0x22;
const LF = 0x0a;
const CR = 0x0d;

/**
 * Splits records the way `parseRecords` does, over chunks of bytes and without keeping them: only
 * the values of columns that may still be typed are looked at. Rows with a wrong number of fields
 * make COPY fail, so they need no care here. State that can straddle two chunks (inside quotes, a
 * quote or a CR as the last byte, a value's first part) lives in fields; the rest in locals.
 */
export class CsvProfiler {
  readonly masks: number[];
  records = 0;
  /** Per column, the types it may still have with a tolerated share of misses; their misses and its non-empty values. */
  private readonly alive: number[];
  private readonly misses: number[][];
  private readonly nonEmpty: number[];
  private readonly delimiter: number;
  private header: boolean;
  private column = 0;
  private quoted = false;
  private quotePending = false;
  private afterCr = false;
  private recordOpen = false;
  /** The current value's bytes from earlier pieces (quotes split a value, and so do chunks), latin1. */
  private carried: string | null = null;

  constructor(columns: number, delimiter: string, hasHeaders: boolean) {
    this.masks = Array.from({ length: columns }, () => EMPTY_MASK);
    this.alive = Array.from({ length: columns }, () => EMPTY_MASK);
    this.misses = Array.from({ length: columns }, () => BITS.map(() => 0));
    this.nonEmpty = Array.from({ length: columns }, () => 0);
    this.delimiter = delimiter.charCodeAt(0);
    this.header = hasHeaders;
  }

  push(chunk: Buffer): void {
    const n = chunk.length;
    const delimiter = this.delimiter;
    let i = this.resumeAt(chunk);
    let start = i; // where the current piece of the value starts
    while (i < n) {
      this.recordOpen = true;
      if (this.quoted) {
        const quote = chunk.indexOf(QUOTE, i);
        if (quote < 0) break;
        this.carry(chunk, start, quote);
        if (quote + 1 === n) {
          this.quotePending = true;
          i = start = n;
        } else if (chunk[quote + 1] === QUOTE) {
          this.carry(chunk, quote, quote + 1); // "" inside quotes is one literal quote
          i = start = quote + 2;
        } else {
          this.quoted = false;
          i = start = quote + 1;
        }
        continue;
      }
      let c = chunk[i]!;
      while (c !== delimiter && c !== QUOTE && c !== LF && c !== CR && ++i < n) c = chunk[i]!;
      if (i === n) break;
      if (c === QUOTE) {
        this.carry(chunk, start, i);
        this.quoted = true;
      } else if (c === delimiter) {
        this.endValue(chunk, start, i);
        this.column++;
      } else {
        this.endValue(chunk, start, i);
        this.endRecord();
        if (c === CR && i + 1 === n) this.afterCr = true;
        else if (c === CR && chunk[i + 1] === LF) i++;
      }
      start = ++i;
    }
    this.carry(chunk, start, n);
  }

  /** The profile once every byte was pushed. */
  finish(): CsvProfile {
    if (this.recordOpen) {
      this.endValue(Buffer.alloc(0), 0, 0);
      this.endRecord();
    }
    return { records: this.records, masks: [...this.masks], tolerable: this.masks.some((_, i) => this.tolerable(i)) };
  }

  /** A type the column misses by a few values only: one it still may have, though not with every value. */
  private tolerable(column: number): boolean {
    const allowed = toleratedMisses(this.nonEmpty[column]!);
    return BITS.some(
      (bit, b) =>
        (this.alive[column]! & bit) !== 0 && (this.masks[column]! & bit) === 0 && this.misses[column]![b]! <= allowed,
    );
  }

  /** Settles what the previous chunk left open at its last byte; returns where to go on. */
  private resumeAt(chunk: Buffer): number {
    if (this.afterCr) {
      this.afterCr = false;
      return chunk[0] === LF ? 1 : 0;
    }
    if (!this.quotePending) return 0;
    this.quotePending = false;
    if (chunk[0] === QUOTE) {
      this.carry(chunk, 0, 1); // "" inside quotes is one literal quote
      return 1;
    }
    this.quoted = false;
    return 0;
  }

  private checking(): boolean {
    return !this.header && this.column < this.masks.length && this.alive[this.column] !== 0;
  }

  private carry(chunk: Buffer, start: number, end: number): void {
    if (end > start && this.checking()) this.carried = (this.carried ?? "") + chunk.toString("latin1", start, end);
  }

  private endValue(chunk: Buffer, start: number, end: number): void {
    if (!this.checking()) return;
    const alive = this.alive[this.column]!;
    let fits: number;
    if (this.carried === null) {
      fits = byteMask(chunk, start, end, alive);
    } else {
      const value = Buffer.from(this.carried + chunk.toString("latin1", start, end), "latin1");
      fits = byteMask(value, 0, value.length, alive);
    }
    this.carried = null;
    if (fits !== EMPTY_MASK) this.count(this.column, alive, fits);
  }

  /** The column's strict mask, and the misses of each type it may still have; types missed too often are given up. */
  private count(column: number, alive: number, fits: number): void {
    this.masks[column] = this.masks[column]! & fits;
    const seen = this.nonEmpty[column]! + 1;
    this.nonEmpty[column] = seen;
    const misses = this.misses[column]!;
    for (let b = 0; b < BITS.length; b++)
      if ((alive & BITS[b]!) !== 0 && (fits & BITS[b]!) === 0) misses[b] = misses[b]! + 1;
    if (seen < SETTLED_AFTER || seen % 64 !== 0) return;
    const allowed = toleratedMisses(seen);
    for (let b = 0; b < BITS.length; b++)
      if (misses[b]! > allowed) this.alive[column] = this.alive[column]! & ~BITS[b]!;
  }

  private endRecord(): void {
    if (this.header) this.header = false;
    else this.records++;
    this.column = 0;
    this.carried = null;
    this.recordOpen = false;
  }
}
