import { describe, expect, it } from "vitest";
import type { Understanding } from "~/answer/result";
import { distinctWords, emptyReasonOf, listedWords } from "./understanding";

const sentence = (words: string[]) =>
  listedWords(words)
    .map(({ word, before }) => `${before}“${word}”`)
    .join("");

describe("distinctWords", () => {
  it("keeps each word once, its first spelling, in order", () => {
    expect(distinctWords(["margin", "Supplier", "margin", "supplier"])).toEqual(["margin", "Supplier"]);
  });

  it("drops blanks", () => {
    expect(distinctWords([" margin ", "", "  "])).toEqual(["margin"]);
  });
});

describe("listedWords", () => {
  it("names one, two or three words as a sentence does", () => {
    expect(sentence(["margin"])).toBe("“margin”");
    expect(sentence(["margin", "supplier"])).toBe("“margin” and “supplier”");
    expect(sentence(["margin", "supplier", "region"])).toBe("“margin”, “supplier” and “region”");
  });
});

describe("emptyReasonOf", () => {
  const understanding: Understanding = {
    status: "answer",
    unplaced: [],
    emptyReason: "No orders match both this year and last year.",
  };

  it("gives the reason of a result without rows", () => {
    expect(emptyReasonOf({ rows: [], understanding })).toBe(understanding.emptyReason);
  });

  it("gives it for a total over no rows (one row, no value)", () => {
    expect(emptyReasonOf({ rows: [{ total: null }], understanding })).toBe(understanding.emptyReason);
  });

  it("gives none when the result holds a value, or the reading gave no reason", () => {
    expect(emptyReasonOf({ rows: [{ total: 0 }], understanding })).toBeUndefined();
    expect(emptyReasonOf({ rows: [], understanding: { status: "answer", unplaced: [] } })).toBeUndefined();
    expect(emptyReasonOf({ rows: [] })).toBeUndefined();
  });
});
