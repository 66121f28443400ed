// "revenue in Germany" verified, "revenue in France" asked: the two readings differ only in the values they
// compare with, so the verified SQL answers the new question with those values swapped (issue 18).
import type { QueryIR } from "../ir";

export interface ValueSwap {
  from: string;
  to: string;
}

/**
 * The values that differ between two readings of the same shape (same tables, measures, groupings, filter
 * columns and operators), in order; undefined when anything but a compared text value differs. An identical
 * reading gives no swaps.
 */
export function valueSwaps(verified: QueryIR, asked: QueryIR): ValueSwap[] | undefined {
  const swaps: ValueSwap[] = [];
  const walk = (a: unknown, b: unknown, key?: string): boolean => {
    if (key === "phrase") return true; // how the user said it, not what it means
    if (key === "value" && typeof a === "string" && typeof b === "string") {
      if (a !== b) swaps.push({ from: a, to: b });
      return true;
    }
    if (typeof a !== "object" || a === null || typeof b !== "object" || b === null) return a === b;
    if (Array.isArray(a) !== Array.isArray(b)) return false;
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const k of keys)
      if (!walk((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], k)) return false;
    return true;
  };
  return walk(verified, asked) ? swaps : undefined;
}
