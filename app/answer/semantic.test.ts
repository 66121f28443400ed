import { describe, expect, it } from "vitest";
import type { SchemaCatalog } from "~/lib/catalog";
import { inferSemantics, nameMeaning, parseSemantic, selectSources, semanticText, type SemanticType } from "./semantic";
import { formatCompact, formatValue, localeFrom, rawValue, unitOf } from "./semantic-format";

// A made-up kennel: nothing here is one of the bundled samples.
const catalog: SchemaCatalog = {
  dialect: "postgresql",
  introspectedAt: "",
  tables: [
    {
      schema: "public",
      name: "boardings",
      rowEstimate: 100,
      primaryKey: ["id"],
      foreignKeys: [],
      columns: [
        { name: "id", dataType: "integer", kind: "integer", nullable: false, isPrimaryKey: true },
        { name: "fee", dataType: "numeric", kind: "decimal", nullable: false, isPrimaryKey: false },
        {
          name: "chg",
          dataType: "numeric",
          kind: "decimal",
          nullable: false,
          isPrimaryKey: false,
          description: "Charge in EUR",
        },
        { name: "nights", dataType: "integer", kind: "integer", nullable: false, isPrimaryKey: false },
        { name: "wt", dataType: "numeric", kind: "decimal", nullable: false, isPrimaryKey: false, format: "number" },
        {
          name: "stay_len",
          dataType: "numeric",
          kind: "decimal",
          nullable: false,
          isPrimaryKey: false,
          format: "duration:day",
        },
        { name: "checked_in", dataType: "date", kind: "date", nullable: false, isPrimaryKey: false },
      ],
    },
  ],
};

const ir = (select: object[], dimensions: object[] = []) => ({
  table: "boardings",
  select,
  dimensions,
  filters: [],
  order: [],
});

describe("inferSemantics", () => {
  const cases: [
    behaviour: string,
    input: Parameters<typeof inferSemantics>[0],
    column: string,
    expected: SemanticType,
  ][] = [
    [
      "a SUM of a fee column is money in the project's currency",
      {
        columns: [{ name: "total_fee" }],
        rows: [{ total_fee: "120.5" }],
        ir: ir([{ agg: "sum", column: { table: "boardings", column: "fee" }, alias: "total_fee" }]),
        catalog,
        currency: "CHF",
      },
      "total_fee",
      { type: "currency", currency: "CHF" },
    ],
    [
      "a column comment names the currency",
      {
        columns: [{ name: "avg_chg" }],
        rows: [{ avg_chg: 3 }],
        ir: ir([{ agg: "avg", column: { table: "boardings", column: "chg" }, alias: "avg_chg" }]),
        catalog,
      },
      "avg_chg",
      { type: "currency", currency: "EUR" },
    ],
    [
      "a COUNT is a count",
      {
        columns: [{ name: "boarding_count" }],
        rows: [{ boarding_count: 7 }],
        ir: ir([{ agg: "count", alias: "boarding_count" }]),
      },
      "boarding_count",
      { type: "count" },
    ],
    [
      "a share is a percentage",
      {
        columns: [{ name: "share" }],
        rows: [{ share: 12.5 }],
        ir: ir([{ agg: "count", alias: "share", share: true }]),
      },
      "share",
      { type: "percentage" },
    ],
    [
      "a fraction share is a percentage of 0–1 values",
      {
        columns: [{ name: "f" }],
        rows: [{ f: 0.2 }],
        ir: ir([{ agg: "count", alias: "f", share: true, fraction: true }]),
      },
      "f",
      { type: "percentage", fraction: true },
    ],
    [
      "a month bucket is a date at month grain",
      {
        columns: [{ name: "month" }, { name: "n" }],
        rows: [{ month: "2025-12-01", n: 1 }],
        ir: ir(
          [{ agg: "count", alias: "n" }],
          [{ column: { table: "boardings", column: "checked_in" }, grain: "month", alias: "month" }],
        ),
      },
      "month",
      { type: "date", grain: "month" },
    ],
    [
      "a person's format wins over the name",
      {
        columns: [{ name: "avg_wt" }],
        rows: [{ avg_wt: 4.2 }],
        ir: ir([{ agg: "avg", column: { table: "boardings", column: "wt" }, alias: "avg_wt" }]),
        catalog,
      },
      "avg_wt",
      { type: "number" },
    ],
    [
      "a chosen duration carries its unit through an average",
      {
        columns: [{ name: "avg_stay" }],
        rows: [{ avg_stay: 4.2 }],
        ir: ir([{ agg: "avg", column: { table: "boardings", column: "stay_len" }, alias: "avg_stay" }]),
        catalog,
      },
      "avg_stay",
      { type: "duration", unit: "day" },
    ],
    [
      "SQL without IR: COUNT(*)",
      { columns: [{ name: "how_many" }], rows: [{ how_many: 3 }], sql: "SELECT COUNT(*) AS how_many FROM boardings" },
      "how_many",
      { type: "count" },
    ],
    [
      "SQL without IR: date_trunc('quarter')",
      {
        columns: [{ name: "q" }],
        rows: [{ q: "2025-04-01" }],
        sql: "SELECT date_trunc('quarter', checked_in) AS q, SUM(fee) AS s FROM boardings GROUP BY 1",
      },
      "q",
      { type: "date", grain: "quarter" },
    ],
    [
      "SQL without IR: SUM of a money column",
      {
        columns: [{ name: "s" }],
        rows: [{ s: 3 }],
        sql: "SELECT date_trunc('quarter', checked_in) AS q, SUM(\"fee\") AS s FROM boardings GROUP BY 1",
        catalog,
      },
      "s",
      { type: "currency", currency: "USD" },
    ],
    [
      "an id column is an identifier, not a quantity",
      { columns: [{ name: "kennel_id", kind: "integer" }], rows: [{ kennel_id: 10234 }] },
      "kennel_id",
      { type: "identifier" },
    ],
    [
      "dates in a listing read at the grain of their values",
      {
        columns: [{ name: "checked_in", kind: "date" }],
        rows: [{ checked_in: "2025-01-14" }, { checked_in: "2025-02-03" }],
      },
      "checked_in",
      { type: "date", grain: "day" },
    ],
    [
      "text stays text",
      { columns: [{ name: "breed", kind: "text" }], rows: [{ breed: "Corgi" }] },
      "breed",
      { type: "text" },
    ],
    [
      "a number the name says nothing of is a number",
      { columns: [{ name: "nights", kind: "integer" }], rows: [{ nights: 3 }], catalog },
      "nights",
      { type: "number" },
    ],
  ];
  it.each(cases)("%s", (_, input, column, expected) => expect(inferSemantics(input)[column]).toEqual(expected));
});

describe("nameMeaning", () => {
  it.each([
    ["gross_revenue", { type: "currency", currency: "USD" }],
    ["price_gbp", { type: "currency", currency: "GBP" }],
    ["churn_rate", { type: "percentage" }],
    ["hourly_rate", undefined],
    ["pct_complete", { type: "percentage" }],
    ["num_visits", { type: "count" }],
    ["wait_minutes", { type: "duration", unit: "minute" }],
    ["order_total", { type: "currency", currency: "USD" }],
    ["walker_id", { type: "identifier" }],
    ["temperature", undefined],
  ] as const)("%s", (name, expected) => expect(nameMeaning(name)).toEqual(expected));
});

describe("formatValue", () => {
  const cases: [SemanticType | undefined, unknown, string, string?][] = [
    [{ type: "currency", currency: "USD" }, 218284.49, "$218,284"],
    [{ type: "currency", currency: "USD" }, "33569.9555", "$33,570"],
    [{ type: "currency", currency: "USD" }, 12.5, "$12.50"],
    [{ type: "currency", currency: "EUR" }, 1234.5, "1.235 €", "de-DE"],
    [{ type: "percentage" }, 27.84, "27.8%"],
    [{ type: "percentage", fraction: true }, 0.25, "25%"],
    [{ type: "percentage" }, 0.042, "0.04%"],
    [{ type: "count" }, "23215", "23,215"],
    [{ type: "count" }, 23215, "23.215", "de-DE"],
    [{ type: "duration", unit: "day" }, 3.24, "3.2 days"],
    [{ type: "date", grain: "month" }, "2025-12-01", "Dec 2025"],
    [{ type: "date", grain: "month" }, "2025-12-01T00:00:00.000Z", "Dec 2025"],
    [{ type: "date", grain: "quarter" }, "2025-10-01", "Q4 2025"],
    [{ type: "date", grain: "year" }, "2025-01-01", "2025"],
    [{ type: "date", grain: "day" }, "2025-12-05", "Dec 5, 2025"],
    [{ type: "date", grain: "day" }, "2025-12-05", "5 déc. 2025", "fr-FR"],
    [{ type: "identifier" }, 10234, "10234"],
    [{ type: "number" }, 4.15533980582524, "4.16"],
    [{ type: "text" }, "00123", "00123"],
    [{ type: "currency", currency: "USD" }, null, "—"],
  ];
  it.each(cases)("%j writes %s as %s", (semantic, value, expected, locale) =>
    expect(formatValue(value, semantic, locale).replace(/\u00a0|\u202f/g, " ")).toBe(expected),
  );
});

describe("formatCompact (axis labels)", () => {
  it.each([
    [{ type: "currency", currency: "USD" }, 2_000_000, "$2M"],
    [{ type: "currency", currency: "USD" }, 500_000, "$500K"],
    [{ type: "count" }, 1500, "1.5K"],
    [{ type: "percentage" }, 25, "25%"],
    [undefined, 0, "0"],
  ] as const)("%j writes %s as %s", (semantic, value, expected) =>
    expect(formatCompact(value, semantic as SemanticType | undefined)).toBe(expected),
  );
});

describe("rawValue (exports without float noise)", () => {
  it.each([
    [{ type: "currency", currency: "USD" }, "33569.9555", 33569.96],
    [{ type: "currency", currency: "USD" }, 0.1 + 0.2, 0.3],
    [{ type: "count" }, "956", 956],
    [{ type: "number" }, 4.15533980582524, 4.1553],
    [{ type: "percentage" }, 27.777777, 27.7778],
    [{ type: "date", grain: "month" }, "2025-12-01T00:00:00.000Z", "2025-12-01"],
    [{ type: "identifier" }, "0042", "0042"],
  ] as const)("%j keeps %s as %s", (semantic, value, expected) =>
    expect(rawValue(value, semantic as SemanticType)).toBe(expected),
  );
});

describe("format text of a definition", () => {
  it.each([
    "currency:EUR",
    "percentage",
    "percentage:fraction",
    "count",
    "duration:minute",
    "date:month",
    "identifier",
    "number",
    "text",
  ])("%s reads back as itself", (text) => {
    expect(semanticText(parseSemantic(text)!)).toBe(text);
  });
  it("takes the project's currency for a bare currency and refuses what names no format", () => {
    expect(parseSemantic("currency", "JPY")).toEqual({ type: "currency", currency: "JPY" });
    expect(parseSemantic("money")).toBeUndefined();
    expect(parseSemantic("duration:fortnight")).toBeUndefined();
  });
});

describe("selectSources and units", () => {
  it("reads what each output column computes", () => {
    const sources = selectSources(
      `SELECT "c"."name" AS "name", COUNT(DISTINCT o.id) AS orders, SUM(("oi"."quantity" * "oi"."unit_price")) AS "total_revenue" FROM x`,
    );
    expect(sources.get("orders")?.agg).toBe("count");
    expect(sources.get("total_revenue")?.agg).toBe("sum");
    expect(sources.get("name")?.column).toBe("name");
  });
  it("names the unit a title shows", () => {
    expect(unitOf({ type: "currency", currency: "USD" })).toBe("USD");
    expect(unitOf({ type: "duration", unit: "day" })).toBe("days");
    expect(unitOf({ type: "count" })).toBeUndefined();
  });
  it("reads the reader's locale from Accept-Language", () => {
    expect(localeFrom("de-CH,de;q=0.9,en;q=0.8")).toBe("de-CH");
    expect(localeFrom("")).toBe("en-US");
    expect(localeFrom("*")).toBe("en-US");
  });
});
