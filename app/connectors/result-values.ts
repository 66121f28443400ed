// Turns driver values into JSON-friendly ones so charts and the API see numbers and ISO strings.
const NUMERIC_TEXT = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i;

/** "12345" → 12345 when it fits a double exactly enough for charts (|x| < 2^53); otherwise the text. */
export function toSafeNumber(text: string): number | string {
  if (!NUMERIC_TEXT.test(text)) return text;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) < Number.MAX_SAFE_INTEGER + 1 ? value : text;
}

/** A timestamp without time zone as ISO 8601 local time ("2024-01-15T10:00:00"), keeping the wall clock. */
export function naiveTimestampToIso(text: string): string {
  return /^\d{4}-\d{2}-\d{2} \d/.test(text) ? text.replace(" ", "T") : text;
}

export function toJsonValue(value: unknown): unknown {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (typeof value === "bigint") return toSafeNumber(value.toString());
  if (Buffer.isBuffer(value)) return `\\x${value.toString("hex")}`;
  return value;
}

/** Result columns need unique keys in row objects: a second "id" becomes "id_2". */
export function uniqueNames(names: string[]): string[] {
  const seen = new Map<string, number>();
  const taken = new Set(names);
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    if (count === 1) return name;
    let candidate = `${name}_${count}`;
    while (taken.has(candidate)) candidate = `${candidate}_`;
    taken.add(candidate);
    return candidate;
  });
}

/** Builds plain row objects from array rows. */
export function toRowObjects(names: string[], rows: unknown[][]): Record<string, unknown>[] {
  return rows.map((row) => {
    const record: Record<string, unknown> = {};
    names.forEach((name, index) => {
      record[name] = toJsonValue(row[index]);
    });
    return record;
  });
}

/** "0.3" for 300 ms, "15" for 15000 ms. */
export function formatSeconds(ms: number): string {
  return String(Math.round(ms / 100) / 10);
}
