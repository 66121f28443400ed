// A dashboard's period (withPeriod) executes on PostgreSQL and MySQL/MariaDB and answers what hand-written SQL over
// the same days answers, on the wholesaler fixture, whose deliveries span 2023 and 2024.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fixtureCatalog } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, postgresServer, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { WHOLESALER as TABLES } from "../../tests/fixtures/engine/wholesaler";
import { translate, withPeriod } from "./index";

const NOW = new Date("2024-12-15T12:00:00Z");
const REVENUE = "l.qty * l.unit_price * (1 - l.discount)";
const IN_RANGE = "d.delivered_on >= '2024-03-01' AND d.delivered_on < '2024-09-01'";

const CASES: { question: string; gold: string; from?: string; to?: string }[] = [
  {
    question: "revenue by month",
    gold: `SELECT CAST(date_trunc('month', d.delivered_on) AS date), SUM(d.total) FROM deliveries d WHERE ${IN_RANGE} GROUP BY 1`,
  },
  { question: "total revenue", gold: `SELECT SUM(d.total) FROM deliveries d WHERE ${IN_RANGE}` },
  {
    question: "revenue by style",
    gold: `SELECT b.style, SUM(${REVENUE}) FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id JOIN deliveries d ON d.id = l.delivery_id WHERE ${IN_RANGE} GROUP BY b.style`,
  },
  {
    question: "number of deliveries by style",
    gold: `SELECT b.style, COUNT(DISTINCT d.id) FROM deliveries d JOIN delivery_lines l ON l.delivery_id = d.id JOIN bouquets b ON b.id = l.bouquet_id WHERE ${IN_RANGE} GROUP BY b.style`,
  },
  {
    question: "average number of deliveries per shop",
    gold: `SELECT AVG(n) FROM (SELECT shop_id, COUNT(*) AS n FROM deliveries d WHERE ${IN_RANGE} GROUP BY shop_id) x`,
  },
  {
    question: "revenue by day of week",
    gold: `SELECT TO_CHAR(d.delivered_on, 'ID Dy'), SUM(d.total) FROM deliveries d WHERE ${IN_RANGE} GROUP BY 1`,
  },
  {
    question: "complaints by severity",
    gold: "SELECT severity, COUNT(*) FROM complaints WHERE opened_at >= '2024-03-03' AND opened_at < '2024-03-07' GROUP BY severity",
    from: "2024-03-03",
    to: "2024-03-07",
  },
  // the question's own year and the dashboard's period overlap from January to March 2024
  {
    question: "revenue in 2024",
    gold: "SELECT SUM(total) FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2024-04-01'",
    from: "2023-10-01",
    to: "2024-04-01",
  },
];

const servers = await fixtureServers(TABLES, "engine_period");
const rows = async (server: FixtureServer, sql: string) => normaliseRows((await server.run(sql)).rows);

let gold: FixtureServer;
beforeAll(async () => {
  gold = await postgresServer(TABLES, "engine_period");
});
afterAll(async () => {
  await gold?.close();
});

describe.each(servers)("a dashboard period on %s", (_, open) => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(CASES.map((c) => [c.question, c] as const))(
    "“%s” over the period answers the hand-written SQL",
    async (_, c) => {
      const catalog = fixtureCatalog(TABLES, server.dialect);
      const { ir, sql } = translate(c.question, { catalog, now: NOW });
      const period = withPeriod(ir, catalog, { from: c.from ?? "2024-03-01", to: c.to ?? "2024-09-01" });
      // the period's first day, written into the question's own query
      expect(period?.sql).toContain(c.from ?? "2024-03-01");
      const expected = await rows(gold, c.gold);
      expect(await rows(server, period!.sql), period!.sql).toEqual(expected);
      // the period changed the answer: the fixture has rows outside it
      expect(await rows(server, sql)).not.toEqual(expected);
    },
  );
});
