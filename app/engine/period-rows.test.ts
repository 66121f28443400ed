// Which date a period means, over a made-up bakery chain (neither a sample nor an evaluation database): "in 2024"
// dates the sales a question measures — through the sale a line belongs to — not the launch of the pastry a line
// lists, nor the opening of the shop the answer is grouped by. Asked on PostgreSQL and MySQL/MariaDB, compared
// with gold SQL; `naive` is a reading that takes the other date, and the fixture makes it answer differently.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryResult } from "~/lib/catalog";
import { BAKERY as TABLES } from "../../tests/fixtures/engine/bakery";
import { fixtureCatalog } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, postgresServer, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { translateWithExecution } from "./index";

type Case = { question: string; gold: string; naive: string };

const LINES = "FROM sale_lines l JOIN sales s ON s.id = l.sale_id JOIN shops sh ON sh.id = s.shop_id";

const CASES: Case[] = [
  {
    question: "revenue by shop in 2024",
    gold: `SELECT sh.name, SUM(l.quantity * l.unit_price) ${LINES} WHERE s.sold_on >= '2024-01-01' AND s.sold_on < '2025-01-01' GROUP BY sh.name`,
    naive: `SELECT sh.name, SUM(l.quantity * l.unit_price) ${LINES} JOIN pastries p ON p.id = l.pastry_id WHERE p.launched_on >= '2024-01-01' AND p.launched_on < '2025-01-01' GROUP BY sh.name`,
  },
  {
    question: "For each shop, what percentage of sale lines were comped in 2024?",
    gold: `SELECT sh.name, 100.0 * SUM(CASE WHEN l.comped THEN 1 ELSE 0 END) / COUNT(*) ${LINES} WHERE s.sold_on >= '2024-01-01' AND s.sold_on < '2025-01-01' GROUP BY sh.name`,
    naive: `SELECT sh.name, 100.0 * SUM(CASE WHEN l.comped THEN 1 ELSE 0 END) / COUNT(*) ${LINES} WHERE sh.opened_on >= '2024-01-01' AND sh.opened_on < '2025-01-01' GROUP BY sh.name`,
  },
  {
    question: "How many different pastries did Harbour sell in 2024?",
    gold: `SELECT COUNT(DISTINCT l.pastry_id) ${LINES} WHERE sh.name = 'Harbour' AND s.sold_on >= '2024-01-01' AND s.sold_on < '2025-01-01'`,
    naive: `SELECT COUNT(DISTINCT l.pastry_id) ${LINES} JOIN pastries p ON p.id = l.pastry_id WHERE sh.name = 'Harbour' AND p.launched_on >= '2024-01-01' AND p.launched_on < '2025-01-01'`,
  },
  {
    // two periods compared per group: side by side, a column each
    question: "For each shop, how many sale lines were there in 2024 compared with 2023?",
    gold: `SELECT sh.name, SUM(CASE WHEN s.sold_on >= '2023-01-01' AND s.sold_on < '2024-01-01' THEN 1 ELSE 0 END) AS y2023, SUM(CASE WHEN s.sold_on >= '2024-01-01' AND s.sold_on < '2025-01-01' THEN 1 ELSE 0 END) AS y2024 ${LINES} WHERE s.sold_on >= '2023-01-01' AND s.sold_on < '2025-01-01' GROUP BY sh.name`,
    naive: `SELECT sh.name, EXTRACT(YEAR FROM s.sold_on) AS y, COUNT(*) AS n ${LINES} WHERE s.sold_on >= '2023-01-01' AND s.sold_on < '2025-01-01' GROUP BY sh.name, EXTRACT(YEAR FROM s.sold_on)`,
  },
];

const NOW = new Date("2025-03-15T12:00:00Z");
const servers = await fixtureServers(TABLES, "engine_periods");
const normalise = (result: QueryResult) => normaliseRows(result.rows, false);

let gold: FixtureServer;
beforeAll(async () => {
  gold = await postgresServer(TABLES, "engine_periods");
});
afterAll(async () => {
  await gold?.close();
});

describe("the bakery fixture tells the dates apart", () => {
  it.each(CASES.map((c) => [c.question, c] as const))("the other date answers “%s” differently", async (_, c) => {
    expect(normalise(await gold.run(c.naive))).not.toEqual(normalise(await gold.run(c.gold)));
  });
});

describe.each(servers)("a period dates the rows measured, on %s", (_, open) => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(CASES.map((c) => [c.question, c] as const))("%s", async (_, c) => {
    const catalog = fixtureCatalog(TABLES, server.dialect);
    const t = await translateWithExecution(c.question, { catalog, now: NOW }, server.run);
    const result = t.result ?? (await server.run(t.sql));
    expect(normalise(result), t.sql).toEqual(normalise(await gold.run(c.gold)));
  });
});
