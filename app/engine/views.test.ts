// A database with reporting views beside its tables, made up (neither a sample nor an evaluation database): questions
// are answered from the base tables, whose rows can be filtered and added up at any grain, not from a view's rows
// that are already added up — asked on PostgreSQL and MySQL/MariaDB and compared with gold SQL over the tables.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryResult } from "~/lib/catalog";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, postgresServer, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { translateWithExecution } from "./index";

const DEPOTS = ["North Yard", "River Wharf", "Hill Store"];
const sales = Array.from({ length: 24 }, (_, i) => ({
  id: i + 1,
  depot_id: (i % 3) + 1,
  product: ["Gravel", "Sand", "Cement", "Timber"][i % 7 === 0 ? 3 : (i * 5) % 3],
  amount: 50 + ((i * 37) % 120),
  sold_on: `2025-0${1 + (i % 6)}-1${i % 9}`,
}));
const byDepot = DEPOTS.map((name, d) => {
  const own = sales.filter((s) => s.depot_id === d + 1);
  return { depot: name, total_sales: own.reduce((t, s) => t + s.amount, 0), sale_count: own.length };
});

const TABLES: FixtureTable[] = [
  {
    name: "depots",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["county", "text", "text"],
    ],
    rows: DEPOTS.map((name, i) => ({ id: i + 1, name, county: i ? "Wexley" : "Ormond" })),
  },
  {
    name: "sales",
    columns: [
      ["id", "integer", "integer"],
      ["depot_id", "integer", "integer"],
      ["product", "text", "text"],
      ["amount", "numeric(8,2)", "decimal"],
      ["sold_on", "date", "date"],
    ],
    foreignKeys: [{ column: "depot_id", table: "depots" }],
    rows: sales,
  },
  {
    name: "sales_by_depot",
    view: `SELECT d.name AS depot, SUM(s.amount) AS total_sales, COUNT(*) AS sale_count FROM sales s JOIN depots d ON d.id = s.depot_id GROUP BY d.name`,
    columns: [
      ["depot", "text", "text"],
      ["total_sales", "numeric", "decimal"],
      ["sale_count", "integer", "integer"],
    ],
    rows: byDepot,
  },
  {
    name: "slow_movers",
    view: "SELECT product, COUNT(*) AS units FROM sales GROUP BY product HAVING COUNT(*) < 6",
    columns: [
      ["product", "text", "text"],
      ["units", "integer", "integer"],
    ],
    rows: [],
  },
];

const CASES: { question: string; gold: string }[] = [
  {
    question: "What is the average sale amount at each depot?",
    gold: "SELECT d.name, AVG(s.amount) FROM sales s JOIN depots d ON d.id = s.depot_id GROUP BY d.name",
  },
  {
    question: "Total sales by depot for sand",
    gold: "SELECT d.name, SUM(s.amount) FROM sales s JOIN depots d ON d.id = s.depot_id WHERE s.product = 'Sand' GROUP BY d.name",
  },
  {
    question: "total sales by depot in March 2025",
    gold: "SELECT d.name, SUM(s.amount) FROM sales s JOIN depots d ON d.id = s.depot_id WHERE s.sold_on >= '2025-03-01' AND s.sold_on < '2025-04-01' GROUP BY d.name",
  },
  // a view that names what no table holds is read like a table
  {
    question: "Which products are slow movers?",
    gold: "SELECT product FROM sales GROUP BY product HAVING COUNT(*) < 6",
  },
];

const NOW = new Date("2025-12-01T12:00:00Z");
const servers = await fixtureServers(TABLES, "engine_views");
const normalise = (result: QueryResult) => normaliseRows(result.rows, false);

let gold: FixtureServer;
beforeAll(async () => {
  gold = await postgresServer(TABLES, "engine_views");
});
afterAll(async () => {
  await gold?.close();
});

describe.each(servers)("tables before reporting views, on %s", (_, open) => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(CASES.map((c) => [c.question, c] as const))("%s", async (_, c) => {
    const t = await translateWithExecution(
      c.question,
      { catalog: fixtureCatalog(TABLES, server.dialect), now: NOW },
      server.run,
    );
    const result = t.result ?? (await server.run(t.sql));
    expect(normalise(result), t.sql).toEqual(normalise(await gold.run(c.gold)));
  });
});
