import { describe, expect, it } from "vitest";
import type { CatalogColumn, CatalogTable } from "~/lib/catalog";
import {
  SAMPLE,
  addInferredForeignKeys,
  completeValueLimit,
  describeSample,
  distinctFromStats,
  idColumnStem,
  isNumericText,
  looksNumeric,
  pickSampledColumns,
} from "./catalog-inference";

const column = (name: string, extra: Partial<CatalogColumn> = {}): CatalogColumn => ({
  name, dataType: "text", kind: "text", nullable: true, isPrimaryKey: false, ...extra,
});
const table = (name: string, columns: CatalogColumn[], extra: Partial<CatalogTable> = {}): CatalogTable => ({
  schema: "public", name, rowEstimate: 10, columns, primaryKey: columns.filter((c) => c.isPrimaryKey).map((c) => c.name),
  foreignKeys: [], ...extra,
});

describe("idColumnStem", () => {
  it.each([
    ["customer_id", "customer"], ["order_item_id", "order_item"], ["customerId", "customer"], ["orderItemId", "order_item"],
    ["id", undefined], ["paid", undefined], ["valid", undefined], ["_id", undefined],
  ])("%s → %s", (name, stem) => expect(idColumnStem(name)).toBe(stem));
});

describe("addInferredForeignKeys", () => {
  const id = column("id", { kind: "integer", isPrimaryKey: true });

  it("links *_id columns to a plural, singular or -ies table by its key", () => {
    const tables = addInferredForeignKeys([
      table("customers", [id]),
      table("category", [column("id", { kind: "integer" })]),
      table("companies", [column("code", { isPrimaryKey: true })]),
      table("orders", [id, column("customer_id"), column("category_id"), column("company_id"), column("ghost_id")]),
    ]);
    expect(tables.find((t) => t.name === "orders")!.foreignKeys).toEqual([
      { columns: ["customer_id"], referencedTable: "customers", referencedColumns: ["id"], inferred: true },
      { columns: ["category_id"], referencedTable: "category", referencedColumns: ["id"], inferred: true },
      { columns: ["company_id"], referencedTable: "companies", referencedColumns: ["code"], inferred: true },
    ]);
  });

  it("keeps declared keys and does not duplicate them", () => {
    const declared = { columns: ["customer_id"], referencedTable: "clients", referencedColumns: ["id"], inferred: false };
    const [orders] = addInferredForeignKeys([
      table("orders", [id, column("customer_id")], { foreignKeys: [declared] }),
      table("customers", [id]),
    ]);
    expect(orders.foreignKeys).toEqual([declared]);
  });

  it("does not link a table to itself or across schemas", () => {
    const tables = addInferredForeignKeys([
      table("customer", [column("customer_id", { isPrimaryKey: true })]),
      table("users", [id], { schema: "auth" }),
      table("posts", [id, column("user_id")]),
    ]);
    expect(tables.flatMap((t) => t.foreignKeys)).toEqual([]);
  });
});

describe("looksNumeric", () => {
  it.each(["7,169", "$1.2m", "12 (3)", "45%", "3.5 kg", "-12", "1 234", "€ 12.50", "0.5", "12k"])("%s is numeric", (value) =>
    expect(looksNumeric(value)).toBe(true),
  );
  it.each(["abc", "", "2024-01-01", "A12", "12 hours", "N/A", "1-800-FLOWERS", "-"])("%s is not", (value) =>
    expect(looksNumeric(value)).toBe(false),
  );
});

describe("isNumericText", () => {
  it("weighs values by how often they occur", () => {
    expect(isNumericText([{ value: "1,200", count: 90 }, { value: "n/a", count: 10 }])).toBe(true);
    expect(isNumericText([{ value: "1,200", count: 10 }, { value: "n/a", count: 90 }])).toBe(false);
    expect(isNumericText([])).toBe(false);
  });
});

describe("describeSample", () => {
  const values = (n: number) => Array.from({ length: n }, (_, i) => ({ value: `v${i}`, count: 3 }));

  it("keeps the values of a low-cardinality column", () => {
    expect(describeSample({ values: values(4), distinct: 4, nonNull: 12 }, true)).toEqual({
      distinctCount: 4, sampleValues: ["v0", "v1", "v2", "v3"],
    });
  });

  it("drops values of a column that is nearly unique", () => {
    expect(describeSample({ values: values(120), distinct: 120, nonNull: 120 }, true)).toEqual({ distinctCount: 120 });
  });

  it("keeps every value of a nearly unique column when the probe listed them all", () => {
    const result = describeSample({ values: values(120), distinct: 120, nonNull: 120 }, true, undefined, SAMPLE.completeValuesPerColumn);
    expect(result.sampleValues).toHaveLength(120);
  });

  it("keeps no values of a nearly unique column the probe could not list completely", () => {
    expect(describeSample({ values: values(120), distinct: 900, nonNull: 900 }, true, undefined, 120)).toEqual({ distinctCount: 900 });
    expect(describeSample({ values: values(120), distinct: 120, nonNull: 120 }, false, 5000, 2000)).toEqual({ distinctCount: 5000 });
  });

  it("drops values when there are more than the bound", () => {
    const result = describeSample({ values: values(SAMPLE.valuesPerColumn + 1), distinct: 900, nonNull: 10_000 }, false, 5000);
    expect(result).toEqual({ distinctCount: 5000 });
  });

  it("skips very long values", () => {
    const long = "x".repeat(SAMPLE.maxValueLength + 1);
    const result = describeSample({ values: [{ value: long, count: 5 }, { value: "ok", count: 5 }], distinct: 2, nonNull: 10 }, true);
    expect(result.sampleValues).toEqual(["ok"]);
  });

  it("flags numbers written as text", () => {
    const sample = { values: [{ value: "$1,200", count: 2 }, { value: "7,169", count: 2 }], distinct: 2, nonNull: 4 };
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
    const limits = completeValueLimit(new Map([[small, small.columns], [large, large.columns]]));
    expect(limits.get(small)).toBe(SAMPLE.completeValuesPerColumn);
    expect(limits.has(large)).toBe(false);
    const wide = table("wide", Array.from({ length: 50 }, (_, i) => column(`c${i}`)), { rowEstimate: 300 });
    expect(completeValueLimit(new Map([[wide, wide.columns]])).get(wide)! * 50).toBeLessThanOrEqual(SAMPLE.completeValuesPerCatalog);
  });
});

describe("pickSampledColumns", () => {
  it("samples at most the per-schema budget and never primary keys", () => {
    const wide = table("wide", [column("pk", { isPrimaryKey: true }), ...Array.from({ length: 60 }, (_, i) => column(`c${i}`))]);
    const other = table("other", [column("x")], { schema: "second" });
    const picked = pickSampledColumns([wide, other], () => true);
    expect(picked.get(wide)).toHaveLength(SAMPLE.columnsPerSchema);
    expect(picked.get(wide)!.some((c) => c.name === "pk")).toBe(false);
    expect(picked.get(other)).toHaveLength(1);
  });
});
