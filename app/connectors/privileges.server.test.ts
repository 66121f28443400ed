// The login privilege check against real servers: roles and users made for the test, dropped after it.
import { randomBytes } from "node:crypto";
import mysql from "mysql2/promise";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, mysqlAvailable, systemPostgresUrl, userAdminUrl } from "../../harness/databases";
import { mysqlConnector } from "./dialects/mysql/connector.server";
import { postgresqlConnector } from "./dialects/postgresql/connector.server";
import { SqlConnector } from "./sql-connector.server";
import type { ConnectionCredentials, Connector } from "./types";

const PASSWORD = "Reader-pass-1";
const suffix = randomBytes(4).toString("hex");

async function risksOf(connector: Connector): Promise<string[]> {
  try {
    return (await connector.checkPrivileges()).map((warning) => warning.risk).sort();
  } finally {
    await connector.close();
  }
}

function pgLogin(url: string, username: string): ConnectionCredentials {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 5432),
    database: parsed.pathname.slice(1),
    username,
    password: PASSWORD,
  };
}

const POSTGRES_SERVERS: Array<[string, () => Promise<string | null>]> = [
  ["the user PostgreSQL of the suite", async () => userAdminUrl()],
  ["the system PostgreSQL (127.0.0.1:5432)", systemPostgresUrl],
];

describe.each(POSTGRES_SERVERS)("PostgreSQL login privileges on %s", (_, serverUrl) => {
  const roles = Object.fromEntries(
    ["reader", "writer", "owner", "super", "files"].map((name) => [name, `pv_${name}_${suffix}`]),
  );
  let server: string | null = null;
  let db: Awaited<ReturnType<typeof createTestDatabase>> | undefined;

  beforeAll(async () => {
    server = await serverUrl();
    if (!server) return;
    db = await createTestDatabase("privileges", server);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const quoted = Object.fromEntries(Object.entries(roles).map(([key, name]) => [key, pg.escapeIdentifier(name)]));
    await client.query(`
      CREATE TABLE orders (id int PRIMARY KEY, total numeric);
      CREATE TABLE customers (id int PRIMARY KEY, name text);
      REVOKE CREATE ON SCHEMA public FROM PUBLIC;
      CREATE ROLE ${quoted.reader} LOGIN PASSWORD '${PASSWORD}';
      CREATE ROLE ${quoted.writer} LOGIN PASSWORD '${PASSWORD}';
      CREATE ROLE ${quoted.owner} LOGIN PASSWORD '${PASSWORD}' CREATEDB CREATEROLE;
      CREATE ROLE ${quoted.super} LOGIN PASSWORD '${PASSWORD}' SUPERUSER;
      CREATE ROLE ${quoted.files} LOGIN PASSWORD '${PASSWORD}' IN ROLE pg_read_server_files, pg_execute_server_program;
      GRANT SELECT ON ALL TABLES IN SCHEMA public TO ${quoted.reader}, ${quoted.writer}, ${quoted.owner}, ${quoted.files};
      GRANT INSERT ON orders TO ${quoted.writer};`);
    await client.end();
  });

  afterAll(async () => {
    if (!server) return;
    await db?.drop();
    const admin = new pg.Client({ connectionString: server });
    await admin.connect();
    for (const role of Object.values(roles)) await admin.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(role)}`);
    await admin.end();
  });

  const check = (role: keyof typeof roles) =>
    risksOf(new SqlConnector(postgresqlConnector, pgLogin(db!.url, roles[role]), 1));

  it("finds nothing to warn about for a role that can only read", async ({ skip }) => {
    if (!server) return skip();
    expect(await check("reader")).toEqual([]);
  });

  it("warns about INSERT on one table, naming the count", async ({ skip }) => {
    if (!server) return skip();
    const connector = new SqlConnector(postgresqlConnector, pgLogin(db!.url, roles.writer), 1);
    const warnings = await connector.checkPrivileges().finally(() => connector.close());
    expect(warnings).toHaveLength(1);
    expect(warnings[0].message).toBe(
      "This login can write to the database (INSERT on 1 table) — connect with a read-only user.",
    );
    expect(warnings[0].readOnlySql).toContain(`GRANT CONNECT ON DATABASE "${db!.name}" TO askdata_reader;`);
    expect(warnings[0].readOnlySql).toContain(`GRANT SELECT ON ALL TABLES IN SCHEMA "public" TO askdata_reader;`);
  });

  it("warns about a superuser", async ({ skip }) => {
    if (!server) return skip();
    expect(await check("super")).toEqual(["superuser", "write"]);
  });

  it("warns about CREATEDB, CREATEROLE and the server-access roles", async ({ skip }) => {
    if (!server) return skip();
    expect(await check("owner")).toEqual(["create-databases", "create-roles"]);
    expect(await check("files")).toEqual(["server-files", "server-programs"]);
  });
});

describe("MySQL/MariaDB login privileges", () => {
  const database = `privileges_${suffix}`;
  const users = { reader: `pv_reader_${suffix}`, writer: `pv_writer_${suffix}` };
  let available = false;
  let admin: mysql.Connection | undefined;
  const rootUrl = () => new URL(process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test");

  beforeAll(async () => {
    available = await mysqlAvailable();
    if (!available) return;
    admin = await mysql.createConnection({ uri: rootUrl().toString() });
    await admin.query(`CREATE DATABASE \`${database}\``);
    await admin.query(`CREATE TABLE \`${database}\`.orders (id int PRIMARY KEY, total decimal(10,2))`);
    for (const user of Object.values(users)) await admin.query(`CREATE USER '${user}'@'%' IDENTIFIED BY '${PASSWORD}'`);
    await admin.query(`GRANT SELECT ON \`${database}\`.* TO '${users.reader}'@'%'`);
    await admin.query(`GRANT SELECT, INSERT ON \`${database}\`.* TO '${users.writer}'@'%'`);
    await admin.query(`GRANT FILE ON *.* TO '${users.writer}'@'%'`);
  });

  afterAll(async () => {
    if (!admin) return;
    for (const user of Object.values(users)) await admin.query(`DROP USER IF EXISTS '${user}'@'%'`);
    await admin.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin.end();
  });

  const login = (username: string, password = PASSWORD): ConnectionCredentials => {
    const url = rootUrl();
    return { host: url.hostname, port: Number(url.port || 3306), database, username, password };
  };

  it("finds nothing to warn about for a user with SELECT only", async ({ skip }) => {
    if (!available) return skip();
    expect(await risksOf(new SqlConnector(mysqlConnector, login(users.reader), 1))).toEqual([]);
  });

  it("warns about FILE and INSERT", async ({ skip }) => {
    if (!available) return skip();
    const connector = new SqlConnector(mysqlConnector, login(users.writer), 1);
    const warnings = await connector.checkPrivileges().finally(() => connector.close());
    expect(warnings.map((warning) => warning.message)).toEqual([
      "This login can read and write files on the database server (FILE) — connect with a read-only user.",
      `This login can write to the database (INSERT on database ${database}) — connect with a read-only user.`,
    ]);
    expect(warnings[0].readOnlySql).toContain(`GRANT SELECT, SHOW VIEW ON \`${database}\`.* TO 'askdata_reader'@'%';`);
  });

  it("warns about everything root can do", async ({ skip }) => {
    if (!available) return skip();
    const url = rootUrl();
    const risks = await risksOf(
      new SqlConnector(mysqlConnector, login(decodeURIComponent(url.username), decodeURIComponent(url.password)), 1),
    );
    expect(risks).toEqual(["file", "schema-change", "super", "write"]);
  });
});
