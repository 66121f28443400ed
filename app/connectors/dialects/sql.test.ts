import mysqlDriver from "mysql2/promise";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, mysqlAvailable } from "../../../harness/databases";
import { mysqlSql as mysql } from "./mysql/sql";
import { postgresqlSql as postgres } from "./postgresql/sql";
import type { SqlDialect } from "./spec";

// The expressions that read numbers, years, times and scores out of text give the same answers on PostgreSQL and on
// MySQL/MariaDB (executed on both; MariaDB answers '' where MySQL answers NULL for no match, which they must hide).
const TEXTS = [
  "1969–76",
  "1999–00",
  "1950–1957",
  "2009–",
  "b. 1958",
  "W 4–1",
  "October 4, 2001",
  "1:58.47",
  "3m 37s",
  "59.80",
  "2:05:33",
  "12 (3)",
  "7,169",
  "−15",
  "none",
];
const EXPRESSIONS = [
  "leadingNumber",
  "yearInText",
  "lastYearInText",
  "durationSeconds",
  "dayInText",
  "scoreMargin",
  "monthInText",
] as const;

function probe(d: SqlDialect): string {
  return TEXTS.map(
    (text) =>
      `SELECT ${d.str(text)} AS v, ${EXPRESSIONS.map((e) => `${d[e]("t.x")} AS ${d.id(e)}`).join(", ")} FROM (SELECT ${d.str(text)} AS x) t`,
  ).join(" UNION ALL ");
}

const normal = (rows: Record<string, unknown>[]) =>
  rows.map((r) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        v === null ? null : /^-?\d+(\.\d+)?$/.test(String(v)) ? Number(v) : String(v),
      ]),
    ),
  );

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let client: pg.Client;
const hasMysql = await mysqlAvailable();

beforeAll(async () => {
  db = await createTestDatabase("engine_dialects");
  client = new pg.Client({ connectionString: db.url });
  await client.connect();
});

afterAll(async () => {
  await client?.end();
  await db?.drop();
});

describe("text-reading expressions", () => {
  it("read what a sheet writes, on PostgreSQL", async () => {
    const rows = normal((await client.query(probe(postgres))).rows);
    const at = (text: string) => rows.find((r) => r.v === text)!;
    expect(at("1969–76")).toMatchObject({ lastYearInText: 1976, yearInText: 1969 });
    expect(at("1:58.47").durationSeconds).toBe(118.47);
    expect(at("3m 37s").durationSeconds).toBe(217);
    expect(at("October 4, 2001")).toMatchObject({ dayInText: 20011004, monthInText: "October" });
    expect(at("W 4–1").scoreMargin).toBe(3);
    expect(at("7,169").leadingNumber).toBe(7169);
    expect(at("none")).toMatchObject({
      leadingNumber: null,
      yearInText: null,
      durationSeconds: null,
      scoreMargin: null,
    });
  });

  it.skipIf(!hasMysql)("give the same answers on MySQL/MariaDB", async () => {
    const connection = await mysqlDriver.createConnection({
      uri: process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test",
    });
    try {
      const [rows] = await connection.query(probe(mysql));
      expect(normal(rows as Record<string, unknown>[])).toEqual(normal((await client.query(probe(postgres))).rows));
    } finally {
      await connection.end();
    }
  });
});
