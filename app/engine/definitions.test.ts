// Definitions (issue 18) change what the engine answers: a metric's or segment's name links ahead of the schema's own
// words and its SQL is what is computed, a table's synonym names the table, a declared relationship joins, a hidden
// column is gone. Asked on PostgreSQL and on MySQL/MariaDB against the wholesaler fixture, compared with gold SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EngineDefinition } from "~/lib/definitions";
import { fixtureCatalog } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, postgresServer, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { WHOLESALER as TABLES } from "../../tests/fixtures/engine/wholesaler";
import { definitionProbe, translate, translateWithExecution, withDefinitions } from "./index";

const DEFINITIONS: EngineDefinition[] = [
  {
    kind: "metric",
    name: "Revenue",
    synonyms: ["takings"],
    table: "deliveries",
    sql: "SUM(CASE WHEN deliveries.status = 'accepted' THEN deliveries.total ELSE 0 END)",
    description: "Accepted deliveries only",
  },
  { kind: "metric", name: "Basket", synonyms: ["basket size"], table: "deliveries", sql: "AVG(total)" },
  {
    kind: "metric",
    name: "Line value",
    synonyms: [],
    table: "delivery_lines",
    sql: "delivery_lines.qty * delivery_lines.unit_price",
  },
  {
    kind: "segment",
    name: "Big deliveries",
    synonyms: ["large deliveries"],
    table: "deliveries",
    sql: "deliveries.total > 150",
  },
  {
    kind: "segment",
    name: "Active shops",
    synonyms: [],
    table: "shops",
    sql: "EXISTS (SELECT 1 FROM deliveries d WHERE d.shop_id = shops.id AND d.delivered_on >= '2024-06-01')",
  },
  { kind: "table", name: "Outlets", synonyms: ["stores"], table: "shops" },
  { kind: "column", name: "Stem count", synonyms: ["stalks"], table: "bouquets", column: "num_stems", hidden: false },
  { kind: "column", name: "Grade", synonyms: [], table: "shops", column: "grade", hidden: true },
  { kind: "term", name: "Season", synonyms: [], description: "Spring is March to May." },
];

type Case = { question: string; gold: string; says?: RegExp };
const CASES: Case[] = [
  // the team's revenue (accepted deliveries) over the engine's own reading (every delivery's total)
  {
    question: "revenue by city",
    gold: "SELECT s.city, SUM(CASE WHEN d.status = 'accepted' THEN d.total ELSE 0 END) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city",
    says: /Revenue \(definition\)/,
  },
  {
    question: "total takings in 2024",
    gold: "SELECT SUM(CASE WHEN status = 'accepted' THEN total ELSE 0 END) FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2025-01-01'",
  },
  {
    question: "basket size by city",
    gold: "SELECT s.city, AVG(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.city",
    says: /Basket \(definition\)/,
  },
  // sorted by an aggregating metric: the groups' measure, not an aggregate of an aggregate
  {
    question: "basket size by shop, ordered from lowest to highest basket size",
    gold: "SELECT s.shop_name, AVG(d.total) FROM deliveries d JOIN shops s ON s.id = d.shop_id GROUP BY s.id, s.shop_name",
  },
  {
    question: "line value by style",
    gold: "SELECT b.style, SUM(l.qty * l.unit_price) FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id GROUP BY b.style",
  },
  {
    question: "how many big deliveries",
    gold: "SELECT COUNT(*) FROM deliveries WHERE total > 150",
    says: /Big deliveries \(definition\)/,
  },
  {
    question: "number of large deliveries by city",
    gold: "SELECT s.city, COUNT(*) FROM deliveries d JOIN shops s ON s.id = d.shop_id WHERE d.total > 150 GROUP BY s.city",
  },
  {
    question: "how many active shops",
    gold: "SELECT COUNT(*) FROM shops s WHERE EXISTS (SELECT 1 FROM deliveries d WHERE d.shop_id = s.id AND d.delivered_on >= '2024-06-01')",
  },
  { question: "how many stores are in Ghent", gold: "SELECT COUNT(*) FROM shops WHERE city = 'Ghent'" },
  { question: "average stalks of rustic bouquets", gold: "SELECT AVG(num_stems) FROM bouquets WHERE style = 'rustic'" },
];

const NOW = new Date("2024-12-15T12:00:00Z");
const servers = await fixtureServers(TABLES, "engine_definitions");

let gold: FixtureServer;
beforeAll(async () => {
  gold = await postgresServer(TABLES, "engine_definitions");
});
afterAll(async () => {
  await gold?.close();
});

describe.each(servers)("definitions on %s", (_, open) => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(CASES.map((c) => [c.question, c] as const))("%s", async (_, c) => {
    const catalog = fixtureCatalog(TABLES, server.dialect);
    const t = await translateWithExecution(c.question, { catalog, definitions: DEFINITIONS, now: NOW }, server.run);
    const answer = t.result ?? (await server.run(t.sql));
    expect(normaliseRows(answer.rows), t.sql).toEqual(normaliseRows((await gold.run(c.gold)).rows));
    if (c.says) expect(t.interpretation).toMatch(c.says);
  });
});

describe("definitions shape the catalog the engine reads", () => {
  const catalog = fixtureCatalog(TABLES);

  it("without them, revenue is every delivery's total", () => {
    expect(translate("revenue by city", { catalog, now: NOW }).sql).not.toMatch(/accepted/);
  });

  it("hides a hidden column and keeps keys", () => {
    const applied = withDefinitions(catalog, [
      ...DEFINITIONS,
      { kind: "column", name: "Shop", synonyms: [], table: "deliveries", column: "shop_id", hidden: true },
    ]);
    const table = (name: string) => applied.tables.find((t) => t.name === name)!;
    expect(table("shops").columns.map((c) => c.name)).not.toContain("grade");
    expect(table("deliveries").columns.map((c) => c.name)).toContain("shop_id");
    expect(withDefinitions(catalog, DEFINITIONS)).toBe(withDefinitions(catalog, [...DEFINITIONS]));
  });

  it("a relationship the schema does not declare joins", () => {
    const bare = {
      ...catalog,
      tables: catalog.tables.map((t) => (t.name === "complaints" ? { ...t, foreignKeys: [] } : t)),
    };
    const relate: EngineDefinition = {
      kind: "relationship",
      name: "Complaint shop",
      synonyms: [],
      table: "complaints",
      column: "shop_id",
      ref_table: "shops",
      ref_column: "id",
    };
    expect(
      translate("number of complaints by city", { catalog: withDefinitions(bare, [relate]), now: NOW }).sql,
    ).toMatch(/JOIN "shops" ON "complaints"\."shop_id" = "shops"\."id"/);
  });
});

describe("a definition is checked by the query the engine would write with it", () => {
  const catalog = fixtureCatalog(TABLES);

  it("joins the tables a metric reads and reads no rows", () => {
    const sql = definitionProbe(catalog, {
      kind: "metric",
      name: "Margin",
      synonyms: [],
      table: "delivery_lines",
      sql: "SUM(delivery_lines.unit_price - bouquets.list_price)",
    })!;
    expect(sql).toMatch(/JOIN "bouquets" ON "delivery_lines"\."bouquet_id" = "bouquets"\."id"/);
    expect(sql).toMatch(/LIMIT 0$/);
  });

  it("puts a segment in the WHERE clause and a relationship in a join", () => {
    expect(
      definitionProbe(catalog, {
        kind: "segment",
        name: "Big",
        synonyms: [],
        table: "deliveries",
        sql: "deliveries.total > 150",
      }),
    ).toMatch(/WHERE \("deliveries"\."total" > 150\)/);
    expect(
      definitionProbe(catalog, {
        kind: "relationship",
        name: "r",
        synonyms: [],
        table: "complaints",
        column: "shop_id",
        ref_table: "shops",
        ref_column: "id",
      }),
    ).toMatch(/JOIN "shops"/);
    expect(
      definitionProbe(catalog, { kind: "term", name: "Week", synonyms: [], description: "Starts on Monday" }),
    ).toBeUndefined();
  });

  it("names the field of an unknown table or column", () => {
    expect(() =>
      definitionProbe(catalog, { kind: "metric", name: "x", synonyms: [], table: "nope", sql: "COUNT(*)" }),
    ).toThrow(/no table nope/);
    expect(() =>
      definitionProbe(catalog, {
        kind: "column",
        name: "x",
        synonyms: [],
        table: "shops",
        column: "nope",
        hidden: false,
      }),
    ).toThrow(/no column nope in shops/);
  });
});
