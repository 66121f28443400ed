// Inferred keys and relationships on real servers: a veterinary schema that declares almost nothing.
import { randomBytes } from "node:crypto";
import mysql from "mysql2/promise";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CatalogTable, SchemaCatalog } from "~/lib/catalog";
import { createUserDatabase, mysqlAvailable } from "../../harness/databases";
import { KEY_CHECK } from "./inferred-relationships";
import { mysqlConnector } from "./dialects/mysql/connector.server";
import { postgresqlConnector } from "./dialects/postgresql/connector.server";
import { SqlConnector } from "./sql-connector.server";
import { runChecks, type CheckRunner } from "./relationship-checks";
import type { ConnectionCredentials, Connector } from "./types";

const literal = (v: string | number | null) => (v === null ? "NULL" : typeof v === "string" ? `'${v}'` : String(v));
const rows = (count: number, row: (i: number) => (string | number | null)[]) =>
  Array.from(
    { length: count },
    (_, k) =>
      `(${row(k + 1)
        .map(literal)
        .join(", ")})`,
  ).join(", ");
const cities = ["Lyon", "Porto", "Turin"];

function fixture(): string[] {
  return [
    // No keys declared: clinics by clinic_code, vets by vid, pets by pet_no, breeds by breed_code.
    `CREATE TABLE clinics (clinic_code varchar(10), name varchar(40), city varchar(20))`,
    `CREATE TABLE vets (vid int NOT NULL, full_name varchar(40), clinic_code varchar(10), manager_vid int, city varchar(20), year int)`,
    `CREATE TABLE owners (id int PRIMARY KEY, name varchar(40), city varchar(20))`,
    `CREATE TABLE breeds (breed_code varchar(10), label varchar(40))`,
    `CREATE TABLE pets (pet_no int, name varchar(40), owner_id int, breed_code varchar(10), year int)`,
    `CREATE TABLE pet_passports (pet_no int, issued_on date)`,
    `CREATE TABLE visits (id int PRIMARY KEY, pet_no int, vid int, owner_id int, city varchar(20), year int,
      FOREIGN KEY (owner_id) REFERENCES owners (id))`,
    `INSERT INTO clinics VALUES ${rows(5, (i) => [`C${i}`, `Clinic ${i}`, cities[i % 3]])}`,
    // vet 1 manages everyone; vets share cities and years with other tables, which must relate nothing
    `INSERT INTO vets VALUES ${rows(20, (i) => [i, `Vet ${i}`, `C${1 + (i % 5)}`, i === 1 ? null : 1, cities[i % 3], 2000 + (i % 5)])}`,
    `INSERT INTO owners VALUES ${rows(150, (i) => [i, `Owner ${i}`, cities[i % 3]])}`,
    `INSERT INTO breeds VALUES ${rows(3, (i) => [`B${i}`, `Breed ${i}`])}`,
    // breed codes B1..B9 where only B1..B3 exist: not a relationship
    `INSERT INTO pets VALUES ${rows(300, (i) => [i, `Pet ${i}`, 1 + (i % 150), `B${1 + (i % 9)}`, 2000 + (i % 20)])}`,
    `INSERT INTO pet_passports VALUES ${rows(200, (i) => [i, "2024-01-01"])}`,
    // one visit in 2,000 names a pet that is gone: dirty, still a relationship
    `INSERT INTO visits VALUES ${rows(2000, (i) => [i, i === 7 ? 999 : 1 + (i % 300), 1 + (i % 20), 1 + (i % 150), cities[i % 3], 2000 + (i % 20)])}`,
  ];
}

const tableOf = (catalog: SchemaCatalog, name: string): CatalogTable => catalog.tables.find((t) => t.name === name)!;
const inferred = (catalog: SchemaCatalog) =>
  catalog.tables
    .flatMap((t) =>
      t.foreignKeys
        .filter((fk) => fk.inferred)
        .map(
          (fk) =>
            `${t.name}.${fk.columns} → ${fk.referencedTable}.${fk.referencedColumns} ${fk.evidence}${fk.oneToOne ? " 1:1" : ""}`,
        ),
    )
    .sort();

function expectRelationships(catalog: SchemaCatalog): void {
  for (const [name, key] of [
    ["clinics", "clinic_code"],
    ["vets", "vid"],
    ["pets", "pet_no"],
    ["breeds", "breed_code"],
  ]) {
    expect(tableOf(catalog, name), name).toMatchObject({ primaryKey: [key], primaryKeyInferred: true });
    expect(tableOf(catalog, name).columns.find((c) => c.name === key)?.isPrimaryKey).toBe(true);
  }
  expect(tableOf(catalog, "owners").primaryKeyInferred).toBeUndefined();
  expect(tableOf(catalog, "pet_passports").primaryKey).toEqual([]);
  expect(inferred(catalog)).toEqual([
    "pet_passports.pet_no → pets.pet_no data 1:1",
    "pets.owner_id → owners.id data",
    "vets.clinic_code → clinics.clinic_code data",
    "vets.manager_vid → vets.vid data",
    "visits.pet_no → pets.pet_no data",
    "visits.vid → vets.vid data",
  ]);
  // the declared key stays as declared, and is not inferred a second time
  expect(tableOf(catalog, "visits").foreignKeys.filter((fk) => !fk.inferred)).toEqual([
    { columns: ["owner_id"], referencedTable: "owners", referencedColumns: ["id"], inferred: false },
  ]);
}

function credentialsFrom(url: string, database?: string): ConnectionCredentials {
  const parsed = new URL(url);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    database: database ?? parsed.pathname.slice(1),
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
  };
}

describe("runChecks", () => {
  const fakeRunner = (statements: string[]): CheckRunner => ({
    quote: (name) => name,
    run: async (sql) => {
      statements.push(sql);
      if (sql.includes("forbidden")) throw new Error("permission denied");
      return [...sql.matchAll(/SELECT (\d+) AS chk/g)].map((m) => ({ chk: Number(m[1]) }));
    },
  });

  it("batches checks into a few statements", async () => {
    const statements: string[] = [];
    const count = KEY_CHECK.perStatement * 2 + 1;
    const rows = await runChecks(
      count,
      Array.from({ length: count }, (_, i) => [i]),
      ([i]) => `SELECT ${i} AS chk`,
      fakeRunner(statements),
    );
    expect(rows.map((row) => row?.chk)).toEqual(Array.from({ length: count }, (_, i) => i));
    expect(statements).toHaveLength(3);
  });

  it("retries a batch that failed quickly check by check, so one forbidden table costs only its own check", async () => {
    const statements: string[] = [];
    const tables = ["kennels", "forbidden", "runs"];
    const rows = await runChecks(
      3,
      [[0], [1], [2]],
      ([i]) => `SELECT ${i} AS chk FROM ${tables[i]}`,
      fakeRunner(statements),
    );
    expect(rows.map((row) => row?.chk)).toEqual([0, undefined, 2]);
    expect(statements).toHaveLength(4);
  });
});

describe("inferred relationships on PostgreSQL", () => {
  let db: Awaited<ReturnType<typeof createUserDatabase>>;
  let connector: Connector;

  beforeAll(async () => {
    db = await createUserDatabase("rel");
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    for (const statement of fixture()) await client.query(statement);
    await client.query("ANALYZE");
    await client.end();
    connector = new SqlConnector(postgresqlConnector, credentialsFrom(db.url));
  });

  afterAll(async () => {
    await connector?.close();
    await db?.drop();
  });

  it("keys tables by unique key-like columns and keeps only the references the data contains", async () => {
    const started = performance.now();
    const catalog = await connector.introspect();
    console.info(
      `postgres introspect with relationship checks: ${Math.round(performance.now() - started)} ms for ${catalog.tables.length} tables`,
    );
    expectRelationships(catalog);
  });
});

const available = await mysqlAvailable();
const serverUrl = process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test";

describe.skipIf(!available)("inferred relationships on MariaDB", () => {
  const database = `rel_${randomBytes(5).toString("hex")}`;
  let admin: mysql.Connection;
  let connector: Connector;

  beforeAll(async () => {
    admin = await mysql.createConnection({ uri: serverUrl });
    await admin.query(`CREATE DATABASE \`${database}\``);
    await admin.query(`USE \`${database}\``);
    for (const statement of fixture()) await admin.query(statement);
    connector = new SqlConnector(mysqlConnector, credentialsFrom(serverUrl, database));
  });

  afterAll(async () => {
    await connector?.close();
    await admin?.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin?.end();
  });

  it("keys tables by unique key-like columns and keeps only the references the data contains", async () => {
    const started = performance.now();
    const catalog = await connector.introspect();
    console.info(
      `mysql introspect with relationship checks: ${Math.round(performance.now() - started)} ms for ${catalog.tables.length} tables`,
    );
    expectRelationships(catalog);
  });
});
