import { describe, expect, it } from "vitest";
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import {
  SAMPLE,
  categoryColumns,
  completeValueLimit,
  describeSample,
  distinctFromStats,
  isNumericText,
  looksNumeric,
  pickSampledColumns,
  withRareValues,
} from "./column-samples";

const column = (name: string, extra: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name,
  dataType: "text",
  kind: "text",
  nullable: true,
  isPrimaryKey: false,
  ...extra,
});
const table = (name: string, columns: CatalogColumn[], extra: Partial<CatalogTable> = {}): CatalogTable => ({
  schema: "public",
  name,
  rowEstimate: 10,
  columns,
  primaryKey: columns.filter((c) => c.isPrimaryKey).map((c) => c.name),
  foreignKeys: [],
  ...extra,
});

describe("looksNumeric", () => {
  it.each(["7,169", "$1.2m", "12 (3)", "45%", "3.5 kg", "-12", "1 234", "€ 12.50", "0.5", "12k"])(
    "%s is numeric",
    (value) => expect(looksNumeric(value)).toBe(true),
  );
  it.each(["abc", "", "2024-01-01", "A12", "12 hours", "N/A", "1-800-FLOWERS", "-"])("%s is not", (value) =>
    expect(looksNumeric(value)).toBe(false),
  );
});

describe("isNumericText", () => {
  it("weighs values by how often they occur", () => {
    expect(
      isNumericText([
        { value: "1,200", count: 90 },
        { value: "n/a", count: 10 },
      ]),
    ).toBe(true);
    expect(
      isNumericText([
        { value: "1,200", count: 10 },
        { value: "n/a", count: 90 },
      ]),
    ).toBe(false);
    expect(isNumericText([])).toBe(false);
  });
});

describe("describeSample", () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `v${i}`, count: 3 }));

  it("keeps the values of a low-cardinality column", () => {
    expect(describeSample({ values: values(4), distinct: 4, nonNull: 12 }, true)).toEqual({
      distinctCount: 4,
      sampleValues: ["v0", "v1", "v2", "v3"],
    });
  });

  it("drops values of a column that is nearly unique", () => {
    expect(describeSample({ values: values(120), distinct: 120, nonNull: 120 }, true)).toEqual({ distinctCount: 120 });
  });

  it("keeps every value of a nearly unique column when the probe listed them all", () => {
    const result = describeSample(
      { values: values(120), distinct: 120, nonNull: 120 },
      true,
      undefined,
      SAMPLE.completeValuesPerColumn,
    );
    expect(result.sampleValues).toHaveLength(120);
  });

  it("keeps no values of a nearly unique column the probe could not list completely", () => {
    expect(describeSample({ values: values(120), distinct: 900, nonNull: 900 }, true, undefined, 120)).toEqual({
      distinctCount: 900,
    });
    expect(describeSample({ values: values(120), distinct: 120, nonNull: 120 }, false, 5000, 2000)).toEqual({
      distinctCount: 5000,
    });
  });

  it("drops values when there are more than the bound", () => {
    const result = describeSample(
      { values: values(SAMPLE.valuesPerColumn + 1), distinct: 900, nonNull: 10_000 },
      false,
      5000,
    );
    expect(result).toEqual({ distinctCount: 5000 });
  });

  it("skips very long values", () => {
    const long = "x".repeat(SAMPLE.maxValueLength + 1);
    const result = describeSample(
      {
        values: [
          { value: long, count: 5 },
          { value: "ok", count: 5 },
        ],
        distinct: 2,
        nonNull: 10,
      },
      true,
    );
    expect(result.sampleValues).toEqual(["ok"]);
  });

  it("flags numbers written as text", () => {
    const sample = {
      values: [
        { value: "$1,200", count: 2 },
        { value: "7,169", count: 2 },
      ],
      distinct: 2,
      nonNull: 4,
    };
    expect(describeSample(sample, true).numericText).toBe(true);
  });
});

describe("distinctFromStats", () => {
  it("reads counts and fractions", () => {
    expect(distinctFromStats(12, 1000)).toBe(12);
    expect(distinctFromStats(-0.5, 1000)).toBe(500);
    expect(distinctFromStats(null, 1000)).toBeUndefined();
    expect(distinctFromStats(0, 1000)).toBeUndefined();
  });
});

describe("completeValueLimit", () => {
  it("lists every value of small tables, sharing the catalog's budget between their columns", () => {
    const small = table("small", [column("a")], { rowEstimate: 300 });
    const large = table("large", [column("b")], { rowEstimate: 1_000_000 });
    const limits = completeValueLimit(
      new Map([
        [small, small.columns],
        [large, large.columns],
      ]),
    );
    expect(limits.get(small)).toBe(SAMPLE.completeValuesPerColumn);
    expect(limits.has(large)).toBe(false);
    const wide = table(
      "wide",
      Array.from({ length: 50 }, (_, i) => column(`c${i}`)),
      { rowEstimate: 300 },
    );
    expect(completeValueLimit(new Map([[wide, wide.columns]])).get(wide)! * 50).toBeLessThanOrEqual(
      SAMPLE.completeValuesPerCatalog,
    );
  });
});

describe("pickSampledColumns", () => {
  it("samples at most the per-schema budget and never primary keys", () => {
    const wide = table("wide", [
      column("pk", { isPrimaryKey: true }),
      ...Array.from({ length: SAMPLE.columnsPerSchema + 10 }, (_, i) => column(`c${i}`)),
    ]);
    const other = table("other", [column("x")], { schema: "second" });
    const picked = pickSampledColumns([wide, other], () => true);
    expect(picked.get(wide)).toHaveLength(SAMPLE.columnsPerSchema);
    expect(picked.get(wide)!.some((c) => c.name === "pk")).toBe(false);
    expect(picked.get(other)).toHaveLength(1);
  });

  it("shares the budget round-robin, so a wide table early in the schema leaves later tables their first columns", () => {
    const wide = table(
      "aaa_wide",
      Array.from({ length: SAMPLE.columnsPerSchema }, (_, i) => column(`c${i}`)),
    );
    const late = table("zzz_late", [column("origin"), column("destination")]);
    const picked = pickSampledColumns([wide, late], () => true);
    expect(picked.get(late)!.map((c) => c.name)).toEqual(["origin", "destination"]);
    expect(picked.get(wide)).toHaveLength(SAMPLE.columnsPerSchema - 2);
  });
});

describe("categories read whole", () => {
  const sample = { values: [{ value: "closed", count: 4990 }], distinct: 1, nonNull: 4990 };
  it("picks the few-valued columns of a table bigger than its sample", () => {
    const names = {
      values: Array.from({ length: 80 }, (_, i) => ({ value: `n${i}`, count: 1 })),
      distinct: 80,
      nonNull: 80,
    };
    expect(categoryColumns([sample, names], false)).toEqual([0]);
    expect(categoryColumns([sample, names], true)).toEqual([]);
  });
  it("adds the rare values a whole read finds, unless it finds more than a category holds", () => {
    expect(withRareValues(sample, ["closed", "open"])).toEqual({
      values: [
        { value: "closed", count: 4990 },
        { value: "open", count: 1 },
      ],
      distinct: 2,
      nonNull: 4991,
    });
    expect(
      withRareValues(
        sample,
        Array.from({ length: 51 }, (_, i) => `v${i}`),
      ),
    ).toBe(sample);
  });
});
