// The stemmer's memo and the one-edit distance must answer exactly as the plain computations do.
import { describe, expect, it } from "vitest";
import { editDistance, stem } from "./stem";

/** Levenshtein distance, the textbook table: what editDistance must agree with. */
function levenshtein(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

describe("editDistance", () => {
  it("agrees with the full table on every pair of short words over a small alphabet, within 1, 2 and 3", () => {
    const words = [""];
    for (let length = 1; length <= 4; length++)
      for (const w of words.filter((x) => x.length === length - 1)) words.push(`${w}a`, `${w}b`, `${w}c`);
    let compared = 0;
    for (const a of words)
      for (const b of words)
        for (const max of [1, 2, 3]) {
          const [got, exact] = [editDistance(a, b, max), levenshtein(a, b)];
          if (exact <= max) expect(got, `${a}/${b}`).toBe(exact);
          else expect(got, `${a}/${b} beyond ${max}`).toBeGreaterThan(max);
          compared++;
        }
    expect(compared).toBeGreaterThan(10_000);
  });

  it("reads a typo, a missing letter and a transposition", () => {
    expect(editDistance("warehouse", "warehose", 1)).toBe(1);
    expect(editDistance("shipment", "shipmnet", 1)).toBe(2);
    expect(editDistance("shipment", "shipmnet", 2)).toBe(2);
    expect(editDistance("invoice", "invoice", 1)).toBe(0);
  });
});

describe("stem", () => {
  it("gives the same stem the second time, whatever the case it is asked in", () => {
    for (const word of ["Categories", "categories", "shipped", "Shipped", "people", "travelled", "successful"]) {
      const first = stem(word);
      expect(stem(word)).toBe(first);
      expect(stem(word.toLowerCase())).toBe(first);
    }
    expect(stem("Categories")).toBe("categori");
    expect(stem("travelled")).toBe("travel");
  });
});
