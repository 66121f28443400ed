// "Accepted" also means "executes": every query of the valid corpus passes the guard and runs on the real servers.
import { randomBytes } from "node:crypto";
import mysql from "mysql2/promise";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, mysqlAvailable, systemPostgresUrl, userAdminUrl } from "../../harness/databases";
import { mysqlConnector } from "./dialects/mysql/connector.server";
import { postgresqlConnector } from "./dialects/postgresql/connector.server";
import { SqlConnector } from "./sql-connector.server";
import type { ConnectionCredentials, Connector } from "./types";
import * as mysqlValid from "./dialects/mysql/valid-sql";
import * as postgresqlValid from "./dialects/postgresql/valid-sql";

const OPTIONS = { timeoutMs: 10_000, maxRows: 100 };

function credentialsFrom(url: string): ConnectionCredentials {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    database: parsed.pathname.slice(1),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

const POSTGRES_SERVERS: Array<[string, () => Promise<string | null>]> = [
  ["the user PostgreSQL of the suite", async () => userAdminUrl()],
  ["the system PostgreSQL (127.0.0.1:5432)", systemPostgresUrl],
];

describe.each(POSTGRES_SERVERS)("valid PostgreSQL queries on %s", (_, serverUrl) => {
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;
  let connector: Connector | undefined;

  beforeAll(async () => {
    const server = await serverUrl();
    if (!server) return;
    db = await createTestDatabase("valid_sql", server);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    for (const statement of postgresqlValid.VALID_SQL_FIXTURE) await client.query(statement);
    await client.end();
    connector = new SqlConnector(postgresqlConnector, credentialsFrom(db.url), 2);
  });

  afterAll(async () => {
    await connector?.close();
    await db?.drop();
  });

  it.for(postgresqlValid.VALID_SQL)("runs %s", async (sql, { skip }) => {
    if (!connector) return skip();
    const result = await connector.execute(sql, OPTIONS);
    expect(result.columns.length).toBeGreaterThan(0);
  });
});

describe("valid MySQL queries on MariaDB", () => {
  const database = `valid_sql_${randomBytes(4).toString("hex")}`;
  let connector: Connector | undefined;
  let admin: mysql.Connection | undefined;

  beforeAll(async () => {
    if (!(await mysqlAvailable())) return;
    const url = new URL(process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test");
    admin = await mysql.createConnection({ uri: url.toString() });
    await admin.query(`CREATE DATABASE \`${database}\``);
    await admin.query(`USE \`${database}\``);
    for (const statement of mysqlValid.VALID_SQL_FIXTURE) await admin.query(statement);
    const credentials = {
      host: url.hostname,
      port: Number(url.port || 3306),
      database,
      username: decodeURIComponent(url.username),
      password: decodeURIComponent(url.password),
    };
    connector = new SqlConnector(mysqlConnector, credentials, 2);
  });

  afterAll(async () => {
    await connector?.close();
    await admin?.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin?.end();
  });

  it.for(mysqlValid.VALID_SQL)("runs %s", async (sql, { skip }) => {
    if (!connector) return skip();
    const result = await connector.execute(sql, OPTIONS);
    expect(result.columns.length).toBeGreaterThan(0);
  });
});
