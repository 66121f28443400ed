import { describe, expect, it } from "vitest";
import { goldRowOrder, sameResult, type ResultRows } from "./nl2sql-score";

const result = (columns: string[], ...rows: unknown[][]): ResultRows => ({
  columns,
  rows: rows.map((row) => Object.fromEntries(columns.map((c, i) => [c, row[i]]))),
});

describe("sameResult (execution match)", () => {
  it("maps gold columns to predicted columns whatever their names and order", () => {
    const gold = result(["name", "total"], ["a", 3], ["b", 5]);
    expect(sameResult(gold, result(["sum", "customer"], [3, "a"], [5, "b"]), false)).toBe(true);
  });

  it("allows extra predicted columns but no missing gold column", () => {
    const gold = result(["name", "total"], ["a", 3], ["b", 5]);
    expect(sameResult(gold, result(["id", "name", "total"], [1, "a", 3], [2, "b", 5]), false)).toBe(true);
    expect(sameResult(gold, result(["name"], ["a"], ["b"]), false)).toBe(false);
  });

  it("compares rows as multisets: duplicates count, and columns must stay aligned row by row", () => {
    const gold = result(["x", "y"], ["a", 1], ["a", 1], ["b", 2]);
    expect(sameResult(gold, result(["x", "y"], ["b", 2], ["a", 1], ["a", 1]), false)).toBe(true);
    expect(sameResult(gold, result(["x", "y"], ["a", 1], ["b", 2], ["b", 2]), false)).toBe(false);
    // each column matches as a multiset, but the pairs differ
    expect(sameResult(result(["x", "y"], ["a", 1], ["b", 2]), result(["x", "y"], ["a", 2], ["b", 1]), false)).toBe(
      false,
    );
  });

  it("takes a gold rounded to 2–4 decimals as the unrounded answer it rounds from, and no other", () => {
    const gold = result(["type", "pct"], ["sick", "2.41"], ["study", "14.12"]);
    expect(sameResult(gold, result(["type", "pct"], ["sick", 2.4096385542], ["study", 14.1221374046]), false)).toBe(
      true,
    );
    expect(sameResult(gold, result(["type", "pct"], ["sick", 2.4196385542], ["study", 14.1221374046]), false)).toBe(
      false,
    );
    // the database rounds half up where a double's toFixed would round 2404.995 down
    expect(sameResult(result(["avg"], ["2405.00"]), result(["avg"], [2404.995]), false)).toBe(true);
    // a gold with one decimal is a value, not a rounding: 0.5 is not 0.54
    expect(sameResult(result(["r"], ["0.5"]), result(["r"], [0.54]), false)).toBe(false);
  });

  it("takes a year bucket written as its first day for the year, and a month of one year for its number", () => {
    const years = result(["year", "n"], ["1985", 5], ["1986", 7]);
    expect(sameResult(years, result(["year", "n"], ["1985-01-01", 5], ["1986-01-01", 7]), false)).toBe(true);
    expect(sameResult(years, result(["year", "n"], ["1985-01-01", 5], ["1986-02-01", 7]), false)).toBe(false);
    const months = result(["month", "n"], ["1", 3], ["2", 4]);
    expect(sameResult(months, result(["month", "n"], ["2016-01-01", 3], ["2016-02-01", 4]), false)).toBe(true);
    // months of two years are not the months of one
    expect(sameResult(months, result(["month", "n"], ["2016-01-01", 3], ["2017-02-01", 4]), false)).toBe(false);
  });

  it("takes a month written as its first day for the same month, and no other day", () => {
    const gold = result(["month", "n"], ["2025-01", 5], ["2025-02", 1]);
    expect(sameResult(gold, result(["month", "n"], ["2025-01-01", 5], ["2025-02-01", 1]), false)).toBe(true);
    expect(sameResult(gold, result(["month", "n"], ["2025-01-02", 5], ["2025-02-01", 1]), false)).toBe(false);
  });

  it("takes yes for true and no for false, the way EXISTS and an answer column write them", () => {
    expect(sameResult(result(["exists"], [true]), result(["answer"], ["yes"]), false)).toBe(true);
    expect(sameResult(result(["exists"], [false]), result(["answer"], ["no"]), false)).toBe(true);
    expect(sameResult(result(["exists"], [true]), result(["answer"], ["no"]), false)).toBe(false);
  });

  it("tries another mapping when two predicted columns hold the same values", () => {
    const gold = result(["k", "v"], ["p", "q"], ["q", "p"]);
    expect(sameResult(gold, result(["a", "b"], ["q", "p"], ["p", "q"]), false)).toBe(true);
  });

  it("judges order row by row, letting rows tied on the sort keys swap", () => {
    const gold = result(["name", "n"], ["a", 3], ["b", 2], ["c", 2], ["d", 1]);
    const swappedTie = result(["name", "n"], ["a", 3], ["c", 2], ["b", 2], ["d", 1]);
    const swappedAcross = result(["name", "n"], ["b", 2], ["a", 3], ["c", 2], ["d", 1]);
    expect(sameResult(gold, swappedTie, { keys: [1] })).toBe(true);
    expect(sameResult(gold, swappedAcross, { keys: [1] })).toBe(false);
    expect(sameResult(gold, swappedAcross, false)).toBe(true);
    expect(sameResult(gold, swappedTie, true)).toBe(false);
  });

  it("compares numbers as numbers within a relative tolerance of 1e-6, text that is a number included", () => {
    const gold = result(["avg"], ["2.50000000"], ["1000000"]);
    expect(sameResult(gold, result(["a"], [2.5000000001], [1000000.5]), false)).toBe(true);
    expect(sameResult(gold, result(["a"], [2.51], [1000000]), false)).toBe(false);
    expect(sameResult(result(["n"], ["7"]), result(["n"], [7]), false)).toBe(true);
  });

  it("treats NULL as equal to NULL only", () => {
    expect(sameResult(result(["x"], [null], [1]), result(["y"], [1], [null]), false)).toBe(true);
    expect(sameResult(result(["x"], [null]), result(["y"], [""]), false)).toBe(false);
    expect(sameResult(result(["x"], [null]), result(["y"], [0]), false)).toBe(false);
  });

  it("reads dates and timestamps in any of PostgreSQL's and JSON's spellings", () => {
    const gold = result(["d", "t"], ["2024-03-01 00:00:00", "2024-03-01 10:30:00"]);
    expect(sameResult(gold, result(["d", "t"], ["2024-03-01", "2024-03-01T10:30:00.000Z"]), false)).toBe(true);
    expect(sameResult(gold, result(["d", "t"], ["2024-03-01", "2024-03-01T10:31:00.000"]), false)).toBe(false);
  });

  it("needs as many rows", () => {
    expect(sameResult(result(["x"], [1], [2]), result(["x"], [1]), false)).toBe(false);
    expect(sameResult(result(["x"]), result(["x"]), false)).toBe(true);
  });
});

describe("goldRowOrder", () => {
  const columns = ["sbcustname", "total_amount", "n"];

  it("orders by output columns named or by position, with a LIMIT after", () => {
    expect(
      goldRowOrder(
        "SELECT c.sbCustName, SUM(x) AS total_amount FROM t c GROUP BY 1 ORDER BY total_amount DESC LIMIT 5",
        columns,
      ),
    ).toEqual({ keys: [1] });
    expect(goldRowOrder("SELECT a, b FROM t ORDER BY c.sbCustName ASC NULLS LAST, 3;", columns)).toEqual({
      keys: [0, 2],
    });
  });

  it("ignores ORDER BY that is nested, on a non-output expression, or absent", () => {
    expect(goldRowOrder("SELECT * FROM (SELECT a FROM t ORDER BY a) s", columns)).toBe(false);
    expect(goldRowOrder("SELECT rank() OVER (ORDER BY total_amount) FROM t", columns)).toBe(false);
    expect(goldRowOrder("SELECT a FROM t ORDER BY a + 1", columns)).toBe(false);
    expect(goldRowOrder("SELECT a FROM t ORDER BY unknown_column", columns)).toBe(false);
    expect(goldRowOrder("SELECT 'order by n' FROM t", columns)).toBe(false);
  });
});
