import { describe, expect, it } from "vitest";
import type { CatalogColumn, CatalogTable, SchemaCatalog } from "~/lib/catalog";
import { detectDomain } from "./business-domains";
import { analyzeBusiness, titleCase } from "./dashboard-plan";
import { planQuestions } from "./dashboard-questions";
import { singular } from "./naming";
import { SHOP, table as baseTable, type Col } from "../../tests/fixtures/answer";

/** Tables with an `id` key and NOT NULL columns, as the analysis reads them. */
const table = (name: string, rowEstimate: number, columns: Col[], foreignKeys: [string, string][] = []): CatalogTable =>
  baseTable(
    name,
    rowEstimate,
    [["id", "integer"] as Col, ...columns].map(([col, kind, more]): Col => [col, kind, { nullable: false, ...more }]),
    foreignKeys,
  );

const distinct = (n: number): Partial<CatalogColumn> => ({ distinctCount: n });
const catalog = (...tables: CatalogTable[]): SchemaCatalog => ({
  dialect: "postgresql",
  introspectedAt: "2026-01-01T00:00:00Z",
  tables,
});

const SAAS = catalog(
  table("plans", 4, [
    ["name", "text", distinct(4)],
    ["monthly_price", "decimal", distinct(4)],
  ]),
  table("accounts", 2000, [
    ["name", "text", distinct(2000)],
    ["industry", "text", distinct(10)],
    ["city", "text", distinct(80)],
    ["created_at", "timestamp"],
  ]),
  table(
    "subscriptions",
    2500,
    [
      ["account_id", "integer"],
      ["plan_id", "integer"],
      ["status", "text", distinct(3)],
      ["started_at", "timestamp"],
      ["mrr", "decimal", distinct(50)],
    ],
    [
      ["account_id", "accounts"],
      ["plan_id", "plans"],
    ],
  ),
);

const NOTES = catalog(
  table("notes", 300, [
    ["author", "text", distinct(12)],
    ["body", "text", distinct(300)],
  ]),
);

describe("detectDomain", () => {
  it.each([
    [SHOP, "E-commerce"],
    [SAAS, "SaaS"],
    [NOTES, "General Business"],
  ])("names the business domain of a schema (%#)", (schema, name) => {
    expect(detectDomain(schema).name).toBe(name);
  });
});

describe("analyzeBusiness", () => {
  it("finds the fact table with its measure, time column and dimensions", () => {
    const analysis = analyzeBusiness(SHOP);
    const [orders] = analysis.facts;
    expect(orders.table).toBe("orders");
    expect(orders.measure?.column).toBe("amount");
    expect(orders.time).toBe("ordered_at");
    expect(analysis.measures[0]).toBe("orders.amount");
    expect(analysis.timeColumns).toContain("orders.ordered_at");
    expect(orders.dimensions.map((d) => d.phrase)).toEqual(
      expect.arrayContaining(["status", "channel", "customer segment", "product category"]),
    );
  });

  it("names a lookup table by itself and a column one join away with its table", () => {
    const subscriptions = analyzeBusiness(SAAS).facts.find((fact) => fact.table === "subscriptions")!;
    expect(subscriptions.dimensions.map((d) => d.phrase)).toEqual(["status", "plan", "account industry"]);
    expect(subscriptions.rankings.map((d) => d.phrase)).toEqual(["account industry", "account city"]);
  });

  it("prefers money over other numbers as the headline measure", () => {
    expect(analyzeBusiness(SAAS).facts[0]).toEqual(
      expect.objectContaining({
        table: "subscriptions",
        measure: expect.objectContaining({ column: "mrr", label: "MRR" }),
      }),
    );
  });

  it("never takes a number that names a row (a customer number, a line number) for the measure", () => {
    const shipments = catalog(
      table("shpmt", 900, [
        ["cust_no", "integer", distinct(300)],
        ["ln_no", "integer", distinct(9)],
        ["tot_wgt_kg", "decimal", distinct(800)],
        ["ship_dt", "date"],
      ]),
    );
    expect(analyzeBusiness(shipments).facts[0].measure?.column).toBe("tot_wgt_kg");
  });

  it("uses the given name as the title", () => {
    expect(analyzeBusiness(SAAS, " Revenue board ").title).toBe("Revenue board");
    expect(analyzeBusiness(SAAS).title).toBe("SaaS Overview");
  });
});

describe("planQuestions", () => {
  it.each([
    ["a shop", SHOP],
    ["a SaaS company", SAAS],
  ])("plans 6–8 distinct questions covering KPIs, trends and breakdowns for %s", (_name, schema) => {
    const { chosen, reserve } = planQuestions(analyzeBusiness(schema));
    expect(chosen.length).toBeGreaterThanOrEqual(6);
    expect(chosen.length).toBeLessThanOrEqual(8);
    expect(new Set(chosen.map((q) => q.question)).size).toBe(chosen.length);
    for (const kind of ["kpi", "trend", "breakdown"]) expect(chosen.some((q) => q.kind === kind)).toBe(true);
    expect(reserve.every((q) => !chosen.some((c) => c.question === q.question))).toBe(true);
    for (const q of chosen) expect(q.businessValue.length).toBeGreaterThan(20);
  });

  it("phrases questions the engine reads, with coarser grains to fall back on", () => {
    const { chosen } = planQuestions(analyzeBusiness(SAAS));
    const questions = chosen.map((q) => q.question);
    expect(questions).toEqual(
      expect.arrayContaining([
        "How many subscriptions are there?",
        "What is the total MRR of subscriptions?",
        "What is the total MRR of subscriptions by month?",
        "What are the top 5 account industries by total MRR of subscriptions?",
      ]),
    );
    const trend = chosen.find((q) => q.kind === "trend")!;
    expect(trend.alternatives.map((a) => a.question)).toEqual([
      "What is the total MRR of subscriptions by quarter?",
      "What is the total MRR of subscriptions by year?",
    ]);
    expect(trend.alternatives.map((a) => a.title)).toEqual(["MRR by Quarter", "MRR by Year"]);
  });

  it("counts rows when a schema has no measures or time", () => {
    const { chosen, reserve } = planQuestions(analyzeBusiness(NOTES));
    expect([...chosen, ...reserve].map((q) => q.question)).toEqual([
      "How many notes are there?",
      "What is the number of notes by author?",
      "What are the top 5 authors by number of notes?",
    ]);
  });
});

/** A record shop with lines: the invoices' totals, and what the lines sold (tracks of albums by artists, in genres). */
const RECORDS = catalog(
  table("artists", 40, [["name", "text", distinct(40)]]),
  table("genres", 12, [["name", "text", distinct(12)]]),
  table(
    "albums",
    90,
    [
      ["title", "text", distinct(90)],
      ["artist_id", "integer"],
    ],
    [["artist_id", "artists"]],
  ),
  table(
    "tracks",
    900,
    [
      ["name", "text", distinct(900)],
      ["album_id", "integer"],
      ["genre_id", "integer"],
      ["unit_price", "decimal", distinct(3)],
    ],
    [
      ["album_id", "albums"],
      ["genre_id", "genres"],
    ],
  ),
  table("customers", 300, [
    ["first_name", "text", distinct(200)],
    ["last_name", "text", distinct(250)],
    ["country", "text", distinct(15)],
  ]),
  table(
    "invoices",
    2000,
    [
      ["customer_id", "integer"],
      ["invoice_date", "date"],
      ["billing_country", "text", distinct(15)],
      ["billing_city", "text", distinct(40)],
      ["total", "decimal", distinct(400)],
    ],
    [["customer_id", "customers"]],
  ),
  table(
    "invoice_lines",
    9000,
    [
      ["invoice_id", "integer"],
      ["track_id", "integer"],
      ["unit_price", "decimal", distinct(3)],
      ["quantity", "integer", distinct(3)],
    ],
    [
      ["invoice_id", "invoices"],
      ["track_id", "tracks"],
    ],
  ),
);

/** A freight company's abbreviated schema. */
const FREIGHT = catalog(
  table("carr_mst", 9, [["carr_nm", "text", distinct(9)]]),
  table("cust_mst", 300, [
    ["cust_nm", "text", distinct(300)],
    ["seg_cd", "text", distinct(5)],
  ]),
  table(
    "shpmt",
    5000,
    [
      ["cust_no", "integer"],
      ["carr_cd", "text", distinct(9)],
      ["ord_dt", "date"],
      ["sts", "text", distinct(5)],
      ["tot_wgt_kg", "decimal", distinct(900)],
      ["frt_amt", "decimal", distinct(900)],
      ["inv_amt", "decimal", distinct(900)],
      ["actv_flg", "text", distinct(2)],
    ],
    [
      ["cust_no", "cust_mst"],
      ["carr_cd", "carr_mst"],
    ],
  ),
);

describe("dashboard plans over real schemas", () => {
  it("asks for the lines' revenue by what they sold, not only the invoices' totals (issue 16)", () => {
    const analysis = analyzeBusiness(RECORDS);
    const lines = analysis.facts.find((fact) => fact.table === "invoice_lines")!;
    expect(lines).toEqual(
      expect.objectContaining({
        line: true,
        measure: expect.objectContaining({ words: "revenue", column: "unit_price" }),
      }),
    );
    expect(lines.dimensions.map((d) => d.phrase)).toEqual(["genre"]);
    expect(lines.entities.map((d) => d.phrase)).toEqual(["track", "album", "artist"]);
    const { chosen } = planQuestions(analysis);
    expect(chosen[0].question).toBe("How many invoices are there?");
    expect(chosen.map((q) => q.question)).toEqual(
      expect.arrayContaining([
        "What is the total revenue of invoice lines by genre?",
        "What are the top 5 artists by total revenue of invoice lines?",
      ]),
    );
    expect(chosen.find((q) => q.question.includes("by genre"))?.title).toBe("Revenue by Genre");
  });

  it("never plans two breakdowns by the same kind of thing through different columns", () => {
    const { chosen } = planQuestions(analyzeBusiness(RECORDS));
    const byCountry = chosen.filter((q) => q.kind === "breakdown" && /country\??$/.test(q.question));
    expect(byCountry).toHaveLength(1);
  });

  it("reads abbreviated names: the invoice amount over a total weight, shipments in the plural, carriers by name", () => {
    const analysis = analyzeBusiness(FREIGHT);
    const [shipments] = analysis.facts;
    expect(analysis.domain.name).toBe("Logistics");
    expect(shipments).toEqual(
      expect.objectContaining({
        table: "shpmt",
        rows: "shipments",
        measure: expect.objectContaining({ column: "inv_amt", words: "invoice amount" }),
      }),
    );
    const phrases = shipments.dimensions.map((d) => d.phrase);
    expect(phrases).toContain("carrier");
    expect(phrases).not.toContain("carrier code");
    // a yes/no flag is the last thing to break a measure down by
    expect(phrases.at(-1)).toBe("active flag");
    expect(planQuestions(analysis).chosen.map((q) => q.question)).toContain(
      "What is the total invoice amount of shipments?",
    );
  });
});

describe("words", () => {
  it.each([
    ["categories", "category"],
    ["statuses", "status"],
    ["orders", "order"],
    ["status", "status"],
    ["media", "media"],
  ])("singular(%s) = %s", (plural, one) => {
    expect(singular(plural)).toBe(one);
  });

  it("keeps acronyms upper case in titles", () => {
    expect(titleCase("total mrr by plan")).toBe("Total MRR By Plan");
  });
});
