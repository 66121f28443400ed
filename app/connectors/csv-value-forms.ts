// The type patterns of csv-types.ts as hand-written checks over bytes: a 50 MB file has millions of
// values, and decoding each to a string for a regex costs more than the COPY it runs beside. The
// tests hold these to `valueMask` (the regexes) value for value.
import { EMPTY_MASK } from "./csv-types";

const PLUS = 0x2b;
const MINUS = 0x2d;
const DOT = 0x2e;
const COLON = 0x3a;
const ZERO = 0x30;
const SPACE = 0x20;

const BIGINT = 1;
const NUMERIC = 2;
const BOOLEAN = 4;
const DATE = 8;
const TIMESTAMP = 16;
const TIMESTAMPTZ = 32;
const DAYS_IN_MONTH = [0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function digit(b: Uint8Array, i: number): number {
  const d = b[i]! - ZERO;
  return d >= 0 && d <= 9 ? d : -1;
}

/** Digits from `i` on; returns the index after the last one. */
function digitsFrom(b: Uint8Array, i: number, end: number): number {
  while (i < end && digit(b, i) >= 0) i++;
  return i;
}

/** ^[-+]?(0|[1-9][0-9]*)$, at most 18 characters. */
function isBigint(b: Uint8Array, start: number, end: number): boolean {
  if (end - start > 18) return false;
  const i = b[start] === PLUS || b[start] === MINUS ? start + 1 : start;
  if (i === end || digit(b, i) < 0) return false;
  if (b[i] === ZERO) return i + 1 === end;
  return digitsFrom(b, i, end) === end;
}

/** ^[-+]?((0|[1-9][0-9]*)([.][0-9]*)?|[.][0-9]+)([eE][-+]?[0-9]{1,3})?$, at most 200 characters. */
function isNumeric(b: Uint8Array, start: number, end: number): boolean {
  if (end - start > 200) return false;
  let i = b[start] === PLUS || b[start] === MINUS ? start + 1 : start;
  if (i < end && b[i] === DOT) {
    const after = digitsFrom(b, i + 1, end);
    if (after === i + 1) return false;
    i = after;
  } else {
    if (i === end || digit(b, i) < 0) return false;
    i = b[i] === ZERO ? i + 1 : digitsFrom(b, i, end);
    if (i < end && b[i] === DOT) i = digitsFrom(b, i + 1, end);
  }
  if (i < end && (b[i] === 0x65 || b[i] === 0x45)) {
    i++;
    if (i < end && (b[i] === PLUS || b[i] === MINUS)) i++;
    const after = digitsFrom(b, i, end);
    if (after === i || after - i > 3) return false;
    i = after;
  }
  return i === end;
}

/** lower(v) IN (t, true, f, false, y, yes, n, no). */
function isBoolean(b: Uint8Array, start: number, end: number): boolean {
  if (end - start > 5) return false;
  let word = "";
  for (let i = start; i < end; i++) word += String.fromCharCode(b[i]! | 0x20); // ASCII lower case; other bytes never match
  return (
    word === "t" ||
    word === "true" ||
    word === "f" ||
    word === "false" ||
    word === "y" ||
    word === "yes" ||
    word === "n" ||
    word === "no"
  );
}

function twoDigits(b: Uint8Array, i: number): number {
  const high = digit(b, i);
  const low = digit(b, i + 1);
  return high < 0 || low < 0 ? -1 : high * 10 + low;
}

/** YYYY-MM-DD (year 1000-9999, a real day; 02-29 of any year) at `start`. */
function isDateAt(b: Uint8Array, start: number): boolean {
  if (b[start] === ZERO || digit(b, start) < 0 || twoDigits(b, start + 1) < 0 || digit(b, start + 3) < 0) return false;
  if (b[start + 4] !== MINUS || b[start + 7] !== MINUS) return false;
  const month = twoDigits(b, start + 5);
  const day = twoDigits(b, start + 8);
  return month >= 1 && month <= 12 && day >= 1 && day <= DAYS_IN_MONTH[month]!;
}

/** [ T]HH:MM(:SS(.f+)?)? at `i`; returns the index after it, or -1. */
function timeEnd(b: Uint8Array, i: number, end: number): number {
  if (end - i < 6 || (b[i] !== SPACE && b[i] !== 0x54)) return -1;
  const hour = twoDigits(b, i + 1);
  const minute = twoDigits(b, i + 4);
  if (hour < 0 || hour > 23 || b[i + 3] !== COLON || minute < 0 || minute > 59) return -1;
  i += 6;
  if (i + 2 < end && b[i] === COLON) {
    const second = twoDigits(b, i + 1);
    if (second < 0 || second > 59) return i;
    i += 3;
    if (i < end && b[i] === DOT) {
      const after = digitsFrom(b, i + 1, end);
      if (after > i + 1) i = after;
    }
  }
  return i;
}

/** (Z|[+-](0[0-9]|1[0-5])(:?[0-5][0-9])?) from `i` to exactly `end`. */
function isZone(b: Uint8Array, i: number, end: number): boolean {
  if (end - i === 1) return b[i] === 0x5a;
  if (end - i < 3 || (b[i] !== PLUS && b[i] !== MINUS)) return false;
  const hours = twoDigits(b, i + 1);
  if (hours < 0 || hours > 15) return false;
  const rest = end - i - 3;
  const minutesAt = rest === 3 && b[i + 3] === COLON ? i + 4 : rest === 2 ? i + 3 : -1;
  if (rest === 0) return true;
  if (minutesAt < 0) return false;
  const minutes = twoDigits(b, minutesAt);
  return minutes >= 0 && minutes <= 59;
}

/** The date-like forms: DATE's fits, TIMESTAMP's, TIMESTAMPTZ's, or 0. */
function dateLikeFits(b: Uint8Array, start: number, end: number, mask: number): number {
  if (end - start < 10 || !isDateAt(b, start)) return 0;
  let fits = 0;
  if (end - start === 10) fits = DATE | TIMESTAMP;
  else if (end - start <= 48) {
    const after = timeEnd(b, start + 10, end);
    if (after === end && end - start <= 40) fits = TIMESTAMP;
    else if (after > 0 && after < end && isZone(b, after, end)) fits = TIMESTAMPTZ;
  }
  if ((fits & mask) === 0) return 0;
  const leapDay = b[start + 5] === ZERO && b[start + 6] === 0x32 && b[start + 8] === 0x32 && b[start + 9] === 0x39;
  if (!leapDay) return fits;
  const year = Number(String.fromCharCode(b[start]!, b[start + 1]!, b[start + 2]!, b[start + 3]!));
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? fits : 0;
}

/** `valueMask` over the bytes start..end of `b`. */
export function byteMask(b: Uint8Array, start: number, end: number, mask: number): number {
  if (end === start) return EMPTY_MASK;
  if (mask & (BIGINT | NUMERIC) && isBigint(b, start, end)) return BIGINT | NUMERIC;
  if (mask & NUMERIC && isNumeric(b, start, end)) return NUMERIC;
  if (mask & BOOLEAN && isBoolean(b, start, end)) return BOOLEAN;
  if (mask & (DATE | TIMESTAMP | TIMESTAMPTZ)) return dateLikeFits(b, start, end, mask);
  return 0;
}
