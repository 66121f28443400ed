// Per-test-file databases on the suite's PostgreSQL, so files run in parallel without sharing state.
import { randomBytes } from "node:crypto";
import pg from "pg";
import mysql from "mysql2/promise";

export function adminUrl(): string {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set: run the tests through vitest (global setup)");
  return url;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/**
 * The server that plays a user's own PostgreSQL: never the product's, which a user may not reach
 * (ADR 012). Global setup starts one (or takes USER_PG_URL).
 */
export function userAdminUrl(): string {
  const url = process.env.USER_PG_URL;
  if (!url) throw new Error("USER_PG_URL is not set: run the tests through vitest (global setup)");
  return url;
}

/** The login a user would type for a database made by createUserDatabase or createTestDatabase. */
export function credentialsOf(db: { url: string; name: string }) {
  const url = new URL(db.url);
  return {
    host: url.hostname,
    port: Number(url.port),
    database: db.name,
    username: decodeURIComponent(url.username),
    password: decodeURIComponent(url.password),
  };
}

/** A fresh database on the user's server, as a user would connect it (see userAdminUrl). */
export function createUserDatabase(prefix = "u"): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  return createTestDatabase(prefix, userAdminUrl());
}

/** Creates a fresh, empty database (on the product's test server by default) and a function that drops it. */
export async function createTestDatabase(
  prefix = "t",
  server = adminUrl(),
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(name)}`);
  await admin.end();
  return {
    url: withDatabase(server, name),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: server });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(name)} WITH (FORCE)`);
      await client.end();
    },
  };
}

/** MySQL tests are skipped with a reason when MariaDB is unreachable, except under CI=true where they fail. */
export async function mysqlAvailable(): Promise<boolean> {
  const url = process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test";
  try {
    const connection = await mysql.createConnection({ uri: url, connectTimeout: 2000 });
    await connection.end();
    return true;
  } catch (error) {
    if (process.env.CI === "true")
      throw new Error(`MySQL at ${url} is unreachable under CI: ${String(error)}`, { cause: error });
    console.warn(`Skipping MySQL tests: ${url} is unreachable (${String(error)})`);
    return false;
  }
}

/** The machine's own PostgreSQL (another major version than the suite's), when it is running. */
export async function systemPostgresUrl(): Promise<string | null> {
  const url = process.env.SYSTEM_PG_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return url;
  } catch (error) {
    console.warn(`Skipping tests on the system PostgreSQL: ${url} is unreachable (${String(error)})`);
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * A MariaDB database of its own, read by the SELECT-only user `askdata_tester`; `tables` is the SQL that
 * fills it, with `${database}` spelled out. Returns the credentials a connection takes and a drop.
 */
export async function createMysqlUserDatabase(prefix: string, tables: (database: string) => string) {
  const database = `${prefix}_${Math.random().toString(36).slice(2, 8)}`;
  const credentials = {
    host: "127.0.0.1",
    port: 3306,
    database,
    username: "askdata_tester",
    password: "Tester-Pass-1",
  };
  const admin = await mysql.createConnection({
    uri: process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test",
    multipleStatements: true,
  });
  try {
    await admin.query(`CREATE DATABASE ${database}; CREATE USER IF NOT EXISTS 'askdata_tester'@'%' IDENTIFIED BY 'Tester-Pass-1';
      CREATE USER IF NOT EXISTS 'askdata_tester'@'localhost' IDENTIFIED BY 'Tester-Pass-1';
      GRANT SELECT ON ${database}.* TO 'askdata_tester'@'%'; GRANT SELECT ON ${database}.* TO 'askdata_tester'@'localhost';
      ${tables(database)}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const connection = await mysql.createConnection({
      uri: process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test",
    });
    await connection.query(`DROP DATABASE IF EXISTS ${database}`);
    await connection.end();
  };
  return { database, credentials, drop };
}
