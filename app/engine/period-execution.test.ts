// A dashboard's period (withPeriod) executes on PostgreSQL and MySQL/MariaDB and answers what hand-written SQL over
// the same days answers, on the wholesaler fixture, whose deliveries span 2023 and 2024.
import mysqlDriver from "mysql2/promise";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Dialect } from "~/lib/catalog";
import { createTestDatabase, mysqlAvailable } from "../../tests/support/databases";
import { fixtureCatalog, fixtureSql } from "../../tests/fixtures/engine/library";
import { WHOLESALER as TABLES } from "../../tests/fixtures/engine/wholesaler";
import { translate, withPeriod } from "./index";

const NOW = new Date("2024-12-15T12:00:00Z");
const REVENUE = "l.qty * l.unit_price * (1 - l.discount)";
const IN_RANGE = "d.delivered_on >= '2024-03-01' AND d.delivered_on < '2024-09-01'";

const CASES: { question: string; gold: string; from?: string; to?: string }[] = [
  { question: "revenue by month", gold: `SELECT CAST(date_trunc('month', d.delivered_on) AS date), SUM(d.total) FROM deliveries d WHERE ${IN_RANGE} GROUP BY 1` },
  { question: "total revenue", gold: `SELECT SUM(d.total) FROM deliveries d WHERE ${IN_RANGE}` },
  { question: "revenue by style", gold: `SELECT b.style, SUM(${REVENUE}) FROM delivery_lines l JOIN bouquets b ON b.id = l.bouquet_id JOIN deliveries d ON d.id = l.delivery_id WHERE ${IN_RANGE} GROUP BY b.style` },
  { question: "number of deliveries by style", gold: `SELECT b.style, COUNT(DISTINCT d.id) FROM deliveries d JOIN delivery_lines l ON l.delivery_id = d.id JOIN bouquets b ON b.id = l.bouquet_id WHERE ${IN_RANGE} GROUP BY b.style` },
  { question: "average number of deliveries per shop", gold: `SELECT AVG(n) FROM (SELECT shop_id, COUNT(*) AS n FROM deliveries d WHERE ${IN_RANGE} GROUP BY shop_id) x` },
  { question: "revenue by day of week", gold: `SELECT TO_CHAR(d.delivered_on, 'ID Dy'), SUM(d.total) FROM deliveries d WHERE ${IN_RANGE} GROUP BY 1` },
  { question: "complaints by severity", gold: "SELECT severity, COUNT(*) FROM complaints WHERE opened_at >= '2024-03-03' AND opened_at < '2024-03-07' GROUP BY severity", from: "2024-03-03", to: "2024-03-07" },
  // the question's own year and the dashboard's period overlap from January to March 2024
  { question: "revenue in 2024", gold: "SELECT SUM(total) FROM deliveries WHERE delivered_on >= '2024-01-01' AND delivered_on < '2024-04-01'", from: "2023-10-01", to: "2024-04-01" },
];

interface Server {
  dialect: Dialect;
  run: (sql: string) => Promise<Record<string, unknown>[]>;
  close: () => Promise<void>;
}

async function postgresServer(): Promise<Server> {
  const db = await createTestDatabase("engine_period");
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  for (const statement of fixtureSql(TABLES)) await client.query(statement);
  return {
    dialect: "postgresql",
    run: async (sql) => (await client.query(sql)).rows,
    close: async () => {
      await client.end();
      await db.drop();
    },
  };
}

async function mysqlServer(): Promise<Server> {
  const base = process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test";
  const name = `engine_period_${process.pid}_${Date.now() % 100000}`;
  const admin = await mysqlDriver.createConnection({ uri: base });
  await admin.query(`CREATE DATABASE \`${name}\``);
  const connection = await mysqlDriver.createConnection({ uri: base.replace(/\/[^/]*$/, `/${name}`), dateStrings: true });
  for (const statement of fixtureSql(TABLES)) await connection.query(statement.replace(/"/g, "`"));
  return {
    dialect: "mysql",
    run: async (sql) => (await connection.query(sql))[0] as Record<string, unknown>[],
    close: async () => {
      await connection.end();
      await admin.query(`DROP DATABASE \`${name}\``);
      await admin.end();
    },
  };
}

/** Rows as sorted lists of normalised cells: names, column order and row order do not matter. */
function normalise(rows: Record<string, unknown>[]): string[] {
  const cell = (v: unknown) => {
    if (v instanceof Date) return v.toISOString().slice(0, 10);
    if (v === null) return "∅";
    const text = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(String(v)) ? String(v).slice(0, 10) : String(v);
    return /^-?\d+(\.\d+)?$/.test(text) ? String(Number(Number(text).toFixed(4))) : text;
  };
  return rows.map((r) => Object.values(r).map(cell).sort().join("|")).sort();
}

const hasMysql = await mysqlAvailable();
const servers: [string, () => Promise<Server>][] = [["PostgreSQL", postgresServer], ...(hasMysql ? [["MySQL/MariaDB", mysqlServer] as [string, () => Promise<Server>]] : [])];

let gold: Server;
beforeAll(async () => {
  gold = await postgresServer();
});
afterAll(async () => {
  await gold?.close();
});

describe.each(servers)("a dashboard period on %s", (_, open) => {
  let server: Server;
  beforeAll(async () => {
    server = await open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(CASES.map((c) => [c.question, c] as const))("“%s” over the period answers the hand-written SQL", async (_, c) => {
    const catalog = fixtureCatalog(TABLES, server.dialect);
    const { ir, sql } = translate(c.question, { catalog, now: NOW });
    const period = withPeriod(ir, catalog, { from: c.from ?? "2024-03-01", to: c.to ?? "2024-09-01" });
    expect(period).toBeDefined();
    const expected = normalise(await gold.run(c.gold));
    expect(normalise(await server.run(period!.sql)), period!.sql).toEqual(expected);
    // the period changed the answer: the fixture has rows outside it
    expect(normalise(await server.run(sql))).not.toEqual(expected);
  });
});
