import { describe, expect, it } from "vitest";
import type { SchemaCatalog } from "~/lib/catalog";
import { suggestFollowUps } from "./follow-ups";
import { recommendChart } from "./chart";
import { columnLabels, entityNoun } from "./naming";
import { resultOf, table } from "../../tests/fixtures/answer";

const catalog: SchemaCatalog = {
  dialect: "postgresql",
  tables: [
    table("genres", 12, [
      ["id", "integer"],
      ["name", "text"],
    ]),
    table(
      "tracks",
      900,
      [
        ["id", "integer"],
        ["title", "text"],
        ["genre_id", "integer"],
        ["unit_price", "decimal"],
        ["job_cd", "text", { label: "Job: CR = courier, PK = packer" }],
      ],
      [["genre_id", "genres"]],
    ),
    table(
      "invoice_lines",
      5000,
      [
        ["id", "integer"],
        ["track_id", "integer"],
        ["quantity", "integer"],
      ],
      [["track_id", "tracks"]],
    ),
  ],
} as SchemaCatalog;

const dim = (alias: string, table?: string, column?: string, grain?: string) => ({
  alias,
  column: table ? { table, column } : undefined,
  grain,
});

describe("columnLabels", () => {
  it("calls a column that names its row after the row's table", () => {
    const ir = {
      table: "tracks",
      select: [{ agg: "sum", alias: "total_quantity", column: { table: "invoice_lines", column: "quantity" } }],
      dimensions: [dim("name", "genres", "name"), dim("track_title", "tracks", "title")],
    };
    expect(columnLabels([{ name: "name" }, { name: "track_title" }, { name: "total_quantity" }], ir, catalog)).toEqual({
      name: "genre",
      track_title: "track",
      total_quantity: "total quantity",
    });
  });

  it("calls a time bucket by its grain", () => {
    const ir = {
      select: [],
      dimensions: [dim("month", "tracks", "sold_on", "month"), dim("weekday", "tracks", "sold_on", "weekday")],
    };
    expect(columnLabels([{ name: "month" }, { name: "weekday" }], ir, catalog)).toEqual({
      month: "month",
      weekday: "day of the week",
    });
  });

  it("says a repeated word once and counts rows by their noun", () => {
    const ir = {
      table: "invoice_lines",
      select: [
        { agg: "sum", alias: "total_total" },
        { agg: "count", alias: "count" },
        { agg: "count_distinct", alias: "distinct_genre" },
      ],
      dimensions: [],
    };
    expect(columnLabels([{ name: "total_total" }, { name: "count" }, { name: "distinct_genre" }], ir, catalog)).toEqual(
      { total_total: "total", count: "number of invoice lines", distinct_genre: "number of genres" },
    );
  });

  it("keeps a short comment as a label but not a long explanation", () => {
    const ir = { select: [], dimensions: [dim("job_cd", "tracks", "job_cd")] };
    expect(columnLabels([{ name: "job_cd" }], ir, catalog)).toEqual({ job_cd: "job code" });
  });

  it("labels a listing's naming column without any IR", () => {
    expect(columnLabels([{ name: "genre_name" }, { name: "unit_price" }], undefined, catalog)).toEqual({
      genre_name: "genre",
      unit_price: "unit price",
    });
  });

  it("singularises the last word of a table's name", () => {
    expect(entityNoun({ name: "invoice_lines" })).toBe("invoice line");
    expect(entityNoun({ name: "categories" })).toBe("category");
    expect(entityNoun({ name: "statuses" })).toBe("status");
  });
});

describe("answers named for people", () => {
  const ir = {
    table: "tracks",
    select: [{ agg: "avg", alias: "average_unit_price", column: { table: "tracks", column: "unit_price" } }],
    dimensions: [dim("name", "genres", "name")],
  };
  const result = resultOf(
    [
      { name: "Jazz", average_unit_price: 0.99 },
      { name: "Rock", average_unit_price: 1.29 },
      { name: "Pop", average_unit_price: 1.09 },
    ],
    { name: "text", average_unit_price: "decimal" },
  );

  it("titles the chart by the entity, not the column", () => {
    const chart = recommendChart(result, { question: "average unit price by genre", ir, catalog });
    expect(chart.title).toBe("Average unit price (USD) by genre");
    expect(chart.description).toBe("Compares average unit price across genres.");
  });

  it("offers follow-ups that name the same entity", () => {
    // six genres: a top 5 of three would rank nothing (ADR 047)
    const six = resultOf(
      ["Jazz", "Rock", "Pop", "Folk", "Soul", "Punk"].map((name, i) => ({ name, average_unit_price: 0.99 + i / 10 })),
      { name: "text", average_unit_price: "decimal" },
    );
    const chart = recommendChart(six, { question: "average unit price by genre", ir, catalog });
    const followUps = suggestFollowUps({
      question: "average unit price by genre",
      result: six,
      chart,
      catalog,
      ir,
      count: 3,
    });
    expect(followUps.join(" | ")).not.toMatch(/\bnames?\b/);
    expect(followUps.some((text) => /\bgenres\b/.test(text))).toBe(true);
  });
});

describe("follow-ups on a table with a yes/no column", () => {
  const invoices = table("invoices", 5000, [
    ["id", "integer"],
    ["issued_at", "date"],
    ["amount", "decimal"],
    ["paid", "boolean", { distinctCount: 2, sampleValues: ["true", "false"] }],
  ]);
  const withInvoices = { dialect: "postgresql", tables: [invoices] } as SchemaCatalog;

  it("breaks the measure down by it but never offers its top 5", () => {
    const ir = {
      table: "invoices",
      select: [{ agg: "sum", alias: "total_amount", column: { table: "invoices", column: "amount" } }],
      dimensions: [dim("month", "invoices", "issued_at", "month")],
    };
    const result = resultOf(
      [
        { month: "2026-01-01", total_amount: 10 },
        { month: "2026-02-01", total_amount: 12 },
        { month: "2026-03-01", total_amount: 9 },
      ],
      { month: "date", total_amount: "decimal" },
    );
    const chart = recommendChart(result, { question: "total amount by month", ir, catalog: withInvoices });
    const followUps = suggestFollowUps({
      question: "total amount by month",
      result,
      chart,
      catalog: withInvoices,
      ir,
      count: 3,
    });
    expect(followUps.join(" | ")).not.toMatch(/top 5 paids/);
    expect(followUps).toContain("What is the total invoice amount by paid?");
  });
});
