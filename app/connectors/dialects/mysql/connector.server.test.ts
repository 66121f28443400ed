import { randomBytes } from "node:crypto";
import mysql from "mysql2/promise";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "~/lib/errors";
import { mysqlAvailable } from "../../../../harness/databases";
import { createMysqlHandle, inReadOnlyTransaction, queryOn, type MysqlHandle } from "./run.server";
import { formatPlan, mysqlConnector, runReadOnly } from "./connector.server";
import { SqlConnector } from "../../sql-connector.server";
import type { ConnectionCredentials, Connector } from "../../types";

const available = await mysqlAvailable();
const serverUrl = process.env.MYSQL_URL ?? "mysql://root@127.0.0.1:3306/test";
const database = `conn_${randomBytes(5).toString("hex")}`;

const pick = <T>(values: T[], i: number) => values[i % values.length];

function fixture(): string[] {
  const customers = Array.from({ length: 120 }, (_, k) => {
    const i = k + 1;
    return `('Customer ${i}', '${pick(["France", "Peru", "Japan", "Kenya", "Chile"], i)}', '${pick(["gold", "silver", "bronze"], i)}')`;
  });
  const products = Array.from({ length: 30 }, (_, k) => {
    const i = k + 1;
    return `('Product ${i}', '${pick(["$1,200", "7,169", "12 (3)", "$1.2m", "45%"], i)}', '${pick(["toys", "books"], i)}')`;
  });
  const orders = Array.from({ length: 1000 }, (_, k) => {
    const i = k + 1;
    const at = new Date(Date.UTC(2024, 0, 15, 10, 30) + i * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
    return `(${1 + (i % 120)}, ${1 + (i % 30)}, '${pick(["new", "shipped", "returned"], i)}', ${(i % 97) + 0.5}, ${i * 3}, '${at}', '2024-01-15' + INTERVAL ${i % 30} DAY, ${i % 2 === 0 ? 1 : 0})`;
  });
  return [
    `CREATE TABLE customers (id INT AUTO_INCREMENT PRIMARY KEY, name VARCHAR(100) NOT NULL, country VARCHAR(50),
      tier VARCHAR(10) COMMENT 'Loyalty tier') COMMENT = 'People who buy things'`,
    `CREATE TABLE products (id INT AUTO_INCREMENT PRIMARY KEY, title VARCHAR(100), price_text VARCHAR(20), category VARCHAR(20))`,
    `CREATE TABLE orders (id BIGINT AUTO_INCREMENT PRIMARY KEY, customer_id INT NOT NULL, product_id INT,
      status ENUM('new', 'shipped', 'returned'), total DECIMAL(10, 2), quantity BIGINT, ordered_at DATETIME, ordered_on DATE,
      paid TINYINT(1), FOREIGN KEY (customer_id) REFERENCES customers (id))`,
    `CREATE VIEW order_totals AS SELECT customer_id, SUM(total) AS total FROM orders GROUP BY customer_id`,
    `INSERT INTO customers (name, country, tier) VALUES ${customers.join(", ")}`,
    `INSERT INTO products (title, price_text, category) VALUES ${products.join(", ")}`,
    `INSERT INTO orders (customer_id, product_id, status, total, quantity, ordered_at, ordered_on, paid) VALUES ${orders.join(", ")}`,
  ];
}

function credentialsFor(name: string, extra: Partial<ConnectionCredentials> = {}): ConnectionCredentials {
  const parsed = new URL(serverUrl);
  return {
    host: parsed.hostname,
    port: Number(parsed.port || 3306),
    database: name,
    username: decodeURIComponent(parsed.username),
    password: decodeURIComponent(parsed.password),
    ...extra,
  };
}

describe.skipIf(!available)("MySQL connector (MariaDB)", () => {
  let admin: mysql.Connection;
  let credentials: ConnectionCredentials;
  let connector: Connector;
  const options = { timeoutMs: 5000, maxRows: 1000 };

  beforeAll(async () => {
    admin = await mysql.createConnection({ uri: serverUrl });
    await admin.query(`CREATE DATABASE \`${database}\``);
    await admin.query(`USE \`${database}\``);
    for (const statement of fixture()) await admin.query(statement);
    credentials = credentialsFor(database);
    connector = new SqlConnector(mysqlConnector, credentials);
  });

  afterAll(async () => {
    await connector?.close();
    await admin?.query(`DROP DATABASE IF EXISTS \`${database}\``);
    await admin?.end();
  });

  describe("test", () => {
    it("reports a valid connection with its table count and time", async () => {
      const result = await connector.test();
      expect(result).toMatchObject({ isValid: true, error: null, tableCount: 4 });
      expect(result.connectionTime).toBeGreaterThan(0);
    });

    it("explains a wrong password", async () => {
      const result = await new SqlConnector(mysqlConnector, { ...credentials, password: "wrong-password" }).test();
      expect(result.isValid).toBe(false);
      expect(result.error).toMatch(/^Access denied for user/);
      expect(result.failedField).toBe("credentials");
    });

    it("explains a refused port quickly", async () => {
      const result = await new SqlConnector(mysqlConnector, { ...credentials, port: 1 }).test();
      expect(result).toMatchObject({ isValid: false, error: `no database server answered at ${credentials.host}:1` });
    });

    it("explains an unknown database", async () => {
      const result = await new SqlConnector(mysqlConnector, { ...credentials, database: "no_such_db_x" }).test();
      expect(result).toMatchObject({
        isValid: false,
        error: "Unknown database 'no_such_db_x'",
        failedField: "database",
      });
    });
  });

  describe("introspect", () => {
    it("reads tables, comments, keys, declared and inferred foreign keys", async () => {
      const started = performance.now();
      const catalog = await connector.introspect();
      const elapsed = performance.now() - started;
      console.info(`mysql introspect: ${Math.round(elapsed)} ms for ${catalog.tables.length} relations`);
      expect(catalog.tables.map((t) => t.name)).toEqual(["customers", "orders", "order_totals", "products"]);
      const customers = catalog.tables.find((t) => t.name === "customers")!;
      expect(customers).toMatchObject({
        schema: database,
        description: "People who buy things",
        primaryKey: ["id"],
        rowEstimate: 120,
      });
      expect(customers.columns.find((c) => c.name === "tier")).toMatchObject({
        description: "Loyalty tier",
        kind: "text",
      });
      expect(catalog.tables.find((t) => t.name === "order_totals")!.description).toBeUndefined();
      const orders = catalog.tables.find((t) => t.name === "orders")!;
      expect(orders.rowEstimate).toBe(1000);
      expect(orders.foreignKeys).toEqual([
        { columns: ["customer_id"], referencedTable: "customers", referencedColumns: ["id"], inferred: false },
        {
          columns: ["product_id"],
          referencedTable: "products",
          referencedColumns: ["id"],
          inferred: true,
          evidence: "data",
        },
      ]);
      expect(Object.fromEntries(orders.columns.map((c) => [c.name, c.kind]))).toEqual({
        id: "integer",
        customer_id: "integer",
        product_id: "integer",
        status: "text",
        total: "decimal",
        quantity: "integer",
        ordered_at: "timestamp",
        ordered_on: "date",
        paid: "boolean",
      });
    });

    it("samples low-cardinality text values and flags numbers written as text", async () => {
      const catalog = await connector.introspect();
      const column = (table: string, name: string) =>
        catalog.tables.find((t) => t.name === table)!.columns.find((c) => c.name === name)!;
      expect(column("customers", "country").sampleValues?.sort()).toEqual([
        "Chile",
        "France",
        "Japan",
        "Kenya",
        "Peru",
      ]);
      expect(column("customers", "country").distinctCount).toBe(5);
      expect(column("orders", "status").sampleValues?.sort()).toEqual(["new", "returned", "shipped"]);
      // a small table keeps every name, so questions can mention any of them
      expect(column("customers", "name").sampleValues).toHaveLength(120);
      expect(column("products", "price_text").numericText).toBe(true);
    });

    it("reads a category whole when a table is bigger than its sample, so rare values link too", async () => {
      const helpdesk = `${database}_hd`;
      await admin.query(`CREATE DATABASE \`${helpdesk}\``);
      try {
        // 6,000 tickets, the first 5,000 (the sampled rows) all closed; a few open ones come last
        const digits =
          "(SELECT 0 d UNION ALL SELECT 1 UNION ALL SELECT 2 UNION ALL SELECT 3 UNION ALL SELECT 4 UNION ALL SELECT 5 UNION ALL SELECT 6 UNION ALL SELECT 7 UNION ALL SELECT 8 UNION ALL SELECT 9)";
        await admin.query(
          `CREATE TABLE \`${helpdesk}\`.tickets (id int PRIMARY KEY, status varchar(10), subject varchar(40), escalated int, priority smallint)`,
        );
        await admin.query(`INSERT INTO \`${helpdesk}\`.tickets SELECT n, CASE WHEN n > 5990 THEN 'open' WHEN n > 5000 THEN 'pending' ELSE 'closed' END, CONCAT('Ticket ', n),
          CASE WHEN n % 7 = 0 THEN 1 ELSE 0 END, 1 + n % 3 FROM (SELECT a.d + 10 * b.d + 100 * c.d + 1000 * e.d + 1 AS n FROM ${digits} a, ${digits} b, ${digits} c, ${digits} e) x WHERE n <= 6000 ORDER BY n`);
        const scoped = new SqlConnector(mysqlConnector, credentialsFor(helpdesk));
        const catalog = await scoped.introspect();
        await scoped.close();
        const column = (name: string) => catalog.tables[0].columns.find((c) => c.name === name)!;
        expect(column("status").sampleValues?.sort()).toEqual(["closed", "open", "pending"]);
        expect(column("subject").sampleValues).toBeUndefined();
        expect(column("escalated").zeroOne).toBe(true);
        expect(column("priority").zeroOne).toBeUndefined();
      } finally {
        await admin.query(`DROP DATABASE IF EXISTS \`${helpdesk}\``);
      }
    });
  });

  describe("execute", () => {
    it("returns typed columns and JSON-friendly values", async () => {
      const result = await connector.execute(
        "SELECT id, status, total, quantity, ordered_at, ordered_on, paid FROM orders ORDER BY id LIMIT 2",
        options,
      );
      expect(result.columns.map((c) => [c.name, c.kind])).toEqual([
        ["id", "integer"],
        ["status", "text"],
        ["total", "decimal"],
        ["quantity", "integer"],
        ["ordered_at", "timestamp"],
        ["ordered_on", "date"],
        ["paid", "boolean"],
      ]);
      expect(result.rows[0]).toEqual({
        id: 1,
        status: "shipped",
        total: 1.5,
        quantity: 3,
        ordered_at: "2024-01-15T11:30:00",
        ordered_on: "2024-01-16",
        paid: false,
      });
    });

    it("stops at maxRows and reports truncation without reading everything", async () => {
      // A million-row cross join: MariaDB caps recursive CTEs at max_recursive_iterations (1000) silently.
      const sql = "SELECT a.id AS n FROM orders a CROSS JOIN orders b";
      const result = await connector.execute(sql, { timeoutMs: 5000, maxRows: 100 });
      console.info(`mysql execute (1M-row cross join, cap 100): ${result.executionTime} ms`);
      expect(result).toMatchObject({ rowCount: 100, truncated: true });
      const after = await connector.execute("SELECT COUNT(*) AS n FROM orders", options);
      expect(after.rows[0]).toEqual({ n: 1000 });
    });

    it("bounds a result in bytes: long cells clipped, the whole capped, the connection still usable", async () => {
      const sql = "SELECT REPEAT('x', 1000000) AS payload FROM orders a CROSS JOIN orders b";
      const result = await connector.execute(sql, { timeoutMs: 10_000, maxRows: 10_000 });
      expect(result).toMatchObject({ truncated: true, truncatedBy: "bytes", cellsClipped: true });
      expect(result.rowCount).toBeGreaterThan(0);
      expect(result.rowCount).toBeLessThan(100);
      expect(String(result.rows[0].payload)).toHaveLength(10_001);
      const after = await connector.execute("SELECT COUNT(*) AS n FROM orders", options);
      expect(after.rows[0]).toEqual({ n: 1000 });
    });

    it("maps a statement timeout to TIMEOUT_ERROR", async () => {
      const sql = "SELECT COUNT(*) FROM orders a CROSS JOIN orders b CROSS JOIN orders c";
      const started = performance.now();
      const error = await connector.execute(sql, { timeoutMs: 300, maxRows: 10 }).catch((e) => e);
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({ code: "TIMEOUT_ERROR", message: "Query exceeded the 0.3 s time limit" });
      expect(performance.now() - started).toBeLessThan(2500);
    });

    it("maps an SQL error to QUERY_EXECUTION_ERROR with the database's message", async () => {
      const error = await connector.execute("SELECT nope FROM orders", options).catch((e) => e);
      expect(error).toMatchObject({
        code: "QUERY_EXECUTION_ERROR",
        message: expect.stringMatching(/^Unknown column 'nope' in '/),
      });
    });

    it("refuses a write in the guard before reaching the database", async () => {
      const unreachable = new SqlConnector(mysqlConnector, { ...credentials, port: 1 });
      const error = await unreachable.execute("DELETE FROM orders", options).catch((e) => e);
      expect(error).toMatchObject({ code: "QUERY_EXECUTION_ERROR", message: expect.stringMatching(/^Refused/) });
    });

    it("maps an unreachable server to CONNECTION_FAILED", async () => {
      const down = new SqlConnector(mysqlConnector, { ...credentials, port: 1 });
      const error = await down.execute("SELECT 1", options).catch((e) => e);
      await down.close();
      expect(error).toMatchObject({
        code: "CONNECTION_FAILED",
        message: `no database server answered at ${credentials.host}:1`,
      });
    });

    it("explains a query as plan text", async () => {
      const plan = await connector.explain("SELECT * FROM orders WHERE id = 5", options);
      expect(plan.split("\n")[0]).toMatch(/^id\s+\| select_type/);
      expect(plan).toContain("orders");
    });
  });

  describe("runReadOnly (below the guard)", () => {
    let handle: MysqlHandle;
    beforeAll(() => {
      handle = createMysqlHandle(credentials);
    });
    afterAll(() => handle.pool.end());

    it.each([
      ["INSERT INTO customers (name) VALUES ('intruder')"],
      ["UPDATE orders SET total = 0"],
      ["DELETE FROM orders"],
      ["CREATE TABLE intruder (id INT)"],
      ["DROP TABLE products"],
    ])("the database refuses %s", async (sql) => {
      const error = await runReadOnly(handle, sql, { timeoutMs: 5000, maxRows: 10 }).catch((e) => e);
      expect(error).toMatchObject({ errno: 1792 });
    });

    it("left everything as it was", async () => {
      const [rows] = await admin.query(
        `SELECT (SELECT COUNT(*) FROM customers) AS customers, (SELECT SUM(total) > 0 FROM orders) AS totals,
          (SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = ?) AS tables`,
        [database],
      );
      expect((rows as Record<string, unknown>[])[0]).toEqual({ customers: 120, totals: 1, tables: 4 });
    });

    it("kills a query the server-side limit missed", async () => {
      const started = performance.now();
      const error = await inReadOnlyTransaction(handle, 300, async ({ conn }) => {
        await queryOn(conn, "SET SESSION max_statement_time = 0");
        return queryOn(conn, "SELECT COUNT(*) FROM orders a CROSS JOIN orders b CROSS JOIN orders c");
      }).catch((e) => e);
      expect(error).toMatchObject({ errno: 1317 });
      expect(performance.now() - started).toBeLessThan(3000);
    });

    it("refuses a second statement even without the guard", async () => {
      const error = await runReadOnly(handle, "SELECT 1; DROP TABLE orders", { timeoutMs: 5000, maxRows: 10 }).catch(
        (e) => e,
      );
      expect(error).toMatchObject({ code: "ER_PARSE_ERROR" });
    });
  });
});

describe("formatPlan", () => {
  it("aligns EXPLAIN rows as a text table", () => {
    expect(
      formatPlan([
        { id: 1, table: "orders", key: null },
        { id: 2, table: "c", key: "PRIMARY" },
      ]),
    ).toBe(["id | table  | key", "---+--------+--------", "1  | orders | NULL", "2  | c      | PRIMARY"].join("\n"));
  });
});
