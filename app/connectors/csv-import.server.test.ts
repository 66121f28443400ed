import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { adminUrl, createTestDatabase } from "../../harness/databases";
import { isAppError } from "~/lib/errors";
import { CSV_MAX_BYTES } from "~/lib/limits";
import { gatewayRoleFor } from "./csv-access.server";
import { closeManagedPools } from "./managed-pools.server";
import { inReadOnlyTransaction, runReadOnly } from "./postgres-run.server";
import { createConnector } from "./registry.server";
import { SessionPool } from "./session-pool.server";
import {
  dropCsvImport,
  importCsv,
  prepareUploadsDatabase,
  type CsvImportOptions,
  type CsvImportResult,
} from "./csv-import.server";

const GATEWAY_PASSWORD = "gateway-password-for-tests";
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let admin: pg.Client;
const imported: CsvImportResult[] = [];

beforeAll(async () => {
  db = await createTestDatabase("csv");
  await prepareUploadsDatabase(db.url, GATEWAY_PASSWORD);
  admin = new pg.Client({ connectionString: db.url });
  await admin.connect();
});

afterAll(async () => {
  for (const result of imported) await dropCsvImport({ adminUrl: db.url }, result.schema, result.role);
  await closeManagedPools();
  await admin?.end();
  await db?.drop();
  const server = new pg.Client({ connectionString: adminUrl() });
  await server.connect();
  await server.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(gatewayRoleFor(db.name))}`);
  await server.end();
});

/** Small chunks, so that records and characters straddle chunk boundaries. */
async function* chunks(data: string | Buffer, size = 7): AsyncGenerator<Uint8Array> {
  const bytes = typeof data === "string" ? Buffer.from(data) : data;
  for (let i = 0; i < bytes.length; i += size) yield bytes.subarray(i, i + size);
}

async function upload(data: string | Buffer, options: Partial<CsvImportOptions> = {}): Promise<CsvImportResult> {
  const result = await importCsv(
    chunks(data),
    { adminUrl: db.url },
    { fileName: "data.csv", hasHeaders: true, ...options },
  );
  imported.push(result);
  return result;
}

async function rows(result: CsvImportResult, orderBy = "__row"): Promise<Record<string, unknown>[]> {
  const table = `${pg.escapeIdentifier(result.schema)}.${pg.escapeIdentifier(result.table)}`;
  return (await admin.query(`SELECT * FROM ${table} ORDER BY ${orderBy}`)).rows;
}

async function columnTypes(result: CsvImportResult): Promise<Record<string, string>> {
  const { rows: columns } = await admin.query(
    "SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2",
    [result.schema, result.table],
  );
  return Object.fromEntries(columns.map((c) => [c.column_name, c.data_type]));
}

/** Schemas in this database and roles allowed into it: a failed upload must add to neither. */
async function leftovers(): Promise<{ schemas: string[]; roles: string[]; tables: string[] }> {
  const schemas = await admin.query("SELECT nspname FROM pg_namespace WHERE nspname LIKE 'upload%' ORDER BY 1");
  const roles = await admin.query(
    "SELECT rolname FROM pg_roles WHERE rolname LIKE 'upload%' AND pg_has_role($1, oid, 'MEMBER') ORDER BY 1",
    [gatewayRoleFor(db.name)],
  );
  const tables = await admin.query("SELECT relname FROM pg_class WHERE relname = '__staging'");
  return {
    schemas: schemas.rows.map((r) => r.nspname),
    roles: roles.rows.map((r) => r.rolname),
    tables: tables.rows.map((r) => r.relname),
  };
}

async function rejection(run: () => Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run();
  } catch (error) {
    if (isAppError(error)) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error("expected the import to fail");
}

describe("importCsv", () => {
  it("keeps quoted delimiters, doubled quotes and line breaks inside values", async () => {
    const csv = 'id,name,notes\r\n1,"Doe, Jane","said ""hi""\r\nthen left"\r\n2,Roe,"a|b;c\ttab"\r\n';
    const result = await upload(csv);
    expect(result.rowCount).toBe(2);
    expect(await rows(result)).toEqual([
      { __row: "1", id: "1", name: "Doe, Jane", notes: 'said "hi"\r\nthen left' },
      { __row: "2", id: "2", name: "Roe", notes: "a|b;c\ttab" },
    ]);
  });

  it("infers integer, decimal, boolean, date, timestamp and text columns", async () => {
    const csv = [
      "id,price,paid,day,at,at_utc,zip,amount,note",
      '1,9.99,true,2024-02-29,2024-01-31 23:59:59,2024-01-01T10:00:00Z,01234,"7,169",x',
      "2,-0.5,No,2023-12-31,2024-02-01T08:00,2024-06-01 10:00:00+02:00,12345,$1200,",
      "3,1e3,,,2024-03-01 00:00:00.123456,,90210,5,y",
    ].join("\n");
    const result = await upload(csv);
    expect(Object.fromEntries(result.columns.map((c) => [c.name, c.type]))).toEqual({
      __row: "bigint",
      id: "bigint",
      price: "numeric",
      paid: "boolean",
      day: "date",
      at: "timestamp",
      at_utc: "timestamptz",
      zip: "text",
      amount: "text",
      note: "text",
    });
    expect(await columnTypes(result)).toMatchObject({ id: "bigint", day: "date", at: "timestamp without time zone" });
    const [first, , third] = await rows(result);
    expect(first).toMatchObject({ id: "1", price: "9.99", paid: true, zip: "01234", amount: "7,169" });
    expect(third).toMatchObject({ price: "1000", paid: null, day: null, at_utc: null, note: "y" });
  });

  it("falls back to text when rows after the sample disagree (over 2 %, ADR 050), without a failed cast", async () => {
    const lines = ["n,maybe_int,day,flag"];
    for (let i = 1; i <= 1500; i++) lines.push(`${i},${i},2024-01-0${(i % 9) + 1},yes`);
    for (let i = 1501; i <= 1540; i++) lines.push(`${i},1.5,2023-02-29,maybe`);
    const result = await upload(lines.join("\n"));
    const types = Object.fromEntries(result.columns.map((c) => [c.name, c.type]));
    expect(types).toMatchObject({ n: "bigint", maybe_int: "numeric", day: "text", flag: "text" });
    expect(result.rowCount).toBe(1540);
  });

  it("numbers rows 1..n in file order", async () => {
    const values = Array.from({ length: 3000 }, (_, i) => (i * 7919) % 3001);
    const result = await upload(["v", ...values].join("\n"));
    const stored = await rows(result);
    expect(stored.map((r) => Number(r.__row))).toEqual(values.map((_, i) => i + 1));
    expect(stored.map((r) => Number(r.v))).toEqual(values);
  });

  it("stores labels and the file name as comments that introspection recovers", async () => {
    const result = await upload("Customer Name,Amount (€),Customer name\nAda,1,x\n", { fileName: "Q1 Sales.csv" });
    expect(result.table).toBe("q1_sales");
    const { rows: labels } = await admin.query(
      `SELECT a.attname AS name, col_description(a.attrelid, a.attnum) AS label, obj_description(a.attrelid, 'pg_class') AS file
         FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 ORDER BY a.attnum`,
      [`${pg.escapeIdentifier(result.schema)}.${pg.escapeIdentifier(result.table)}`],
    );
    expect(labels).toEqual([
      { name: "__row", label: "Row", file: "Q1 Sales.csv" },
      { name: "customer_name", label: "Customer Name", file: "Q1 Sales.csv" },
      { name: "amount", label: "Amount (€)", file: "Q1 Sales.csv" },
      { name: "customer_name_2", label: "Customer name", file: "Q1 Sales.csv" },
    ]);
    expect(result.columns.map((c) => c.label)).toEqual(["Row", "Customer Name", "Amount (€)", "Customer name"]);
  });

  it("reads a file without headers as data, with columns column_1..n", async () => {
    const result = await upload("1;a\n2;b\n", { hasHeaders: false, tableName: "Plain" });
    expect(result.table).toBe("plain");
    expect(await rows(result)).toEqual([
      { __row: "1", column_1: "1", column_2: "a" },
      { __row: "2", column_1: "2", column_2: "b" },
    ]);
  });

  it("uses a given delimiter, drops a byte-order mark and ignores blank lines at the end", async () => {
    const csv = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("a\tb\n1,5\t2\n\n\r\n\n")]);
    const result = await upload(csv, { delimiter: "\t" });
    expect(await rows(result)).toEqual([{ __row: "1", a: "1,5", b: "2" }]);
    expect(result.bytes).toBe(csv.length);
  });
});

describe("importCsv typing the table while the bytes pass (PostgreSQL ≥ 17)", () => {
  /** A file whose head (the first 64 KB, where the types are guessed) is all alike. */
  function laterRowDisagrees(last: string): string {
    const lines = ["id,amount,day,zip"];
    for (let i = 1; i <= 4000; i++) lines.push(`${i},${i}.5,2024-01-0${(i % 9) + 1},${10000 + i}`);
    return [...lines, last].join("\n");
  }

  it.each([
    [
      "a decimal in an integer column",
      "4001,7.5,2024-01-01,99999.5",
      { id: "bigint", amount: "numeric", day: "date", zip: "numeric" },
    ],
    [
      "a leading zero in an integer column",
      "4001,7.5,2024-01-01,01234",
      { id: "bigint", amount: "numeric", day: "date", zip: "text" },
    ],
    [
      "a time in a date column",
      "4001,7.5,2024-01-01 10:00,12345",
      { id: "bigint", amount: "numeric", day: "timestamp", zip: "bigint" },
    ],
    [
      "a value Postgres would cast but the rules do not (left empty, ADR 050)",
      "4001,7.5,today,12345",
      { id: "bigint", amount: "numeric", day: "date", zip: "bigint" },
    ],
  ])("gives the types and rows of the staged path when %s comes after the head", async (_, last, types) => {
    const csv = laterRowDisagrees(last);
    const direct = await upload(csv);
    const staged = await upload(csv, { staged: true });
    expect(Object.fromEntries(direct.columns.map((c) => [c.name, c.type]))).toMatchObject(types);
    expect(direct.columns).toEqual(staged.columns);
    expect(direct.rowCount).toBe(4001);
    expect(await rows(direct)).toEqual(await rows(staged));
  });

  it("types a column that is empty in the head from its later values", async () => {
    const lines = ["id,late"];
    for (let i = 1; i <= 20_000; i++) lines.push(`${i},${i > 18_000 ? "true" : ""}`);
    const result = await upload(lines.join("\n"));
    expect(result.columns.map((c) => c.type)).toEqual(["bigint", "bigint", "boolean"]);
    expect((await rows(result)).at(-1)).toEqual({ __row: "20000", id: "20000", late: true });
  });

  it("reads quoted empty values of typed columns as NULL, and leaves __row a plain column", async () => {
    const result = await upload('n,d,t\n1,"",""\n"",2024-01-01,x\n');
    expect(await rows(result)).toEqual([
      { __row: "1", n: "1", d: null, t: "" },
      { __row: "2", n: null, d: expect.any(Date), t: "x" },
    ]);
    const { rows: identity } = await admin.query(
      "SELECT is_identity FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 AND column_name = '__row'",
      [result.schema, result.table],
    );
    expect(identity).toEqual([{ is_identity: "NO" }]);
  });
});

describe("importCsv with a bad file", () => {
  const wide = Array.from({ length: 1001 }, (_, i) => `c${i}`).join(",");
  const validPrefix = `a,b\n${"1,2\n".repeat(30_000)}`;
  it.each([
    ["an empty file", "", "The CSV file is empty"],
    ["a file of blank lines", "\n\r\n  \n", "The CSV file is empty"],
    ["a header only", "a,b\n", "The CSV file has a header but no data rows"],
    ["a header and blank lines", "a,b\n\n\n", "The CSV file has a header but no data rows"],
    ["a row with an extra field", "a,b\n1,2\n3,4,5\n", "Line 3 has 3 fields, expected 2"],
    ["a row with a missing field", "a,b,c\n1,2,3\n4,5\n", "Line 3 has 2 fields, expected 3"],
    ["a blank line in the middle", "a,b\n1,2\n\n3,4\n", "Line 3 has 1 field, expected 2"],
    ["an unterminated quote", 'a,b\n1,2\n3,"four\n5,6\n', "Line 3: unterminated quoted field"],
    ["a NUL byte", "a,b\n1,2\n3,\0\n", "The file is not valid UTF-8 text (line 3)"],
    ["invalid UTF-8 in the head", Buffer.from("a,b\n1,\xff\n", "latin1"), "The file is not valid UTF-8 text (line 2)"],
    [
      "invalid UTF-8 after the head",
      Buffer.concat([Buffer.from(validPrefix), Buffer.from("3,\xe9t\xe9\n", "latin1")]),
      "The file is not valid UTF-8 text (line 30002)",
    ],
    ["a first record over 4 MB", `a,"${"x".repeat(4.5 * 1024 * 1024)}`, "Line 1 is longer than 4 MB"],
    ["more than 1,000 columns", `${wide}\n${wide}\n`, "The CSV file has 1,001 columns; at most 1,000 are allowed"],
  ])("rejects %s and leaves nothing behind", async (_, data, message) => {
    const before = await leftovers();
    expect(
      await rejection(() =>
        importCsv(chunks(data, 4096), { adminUrl: db.url }, { fileName: "bad.csv", hasHeaders: true }),
      ),
    ).toEqual({
      code: "VALIDATION_ERROR",
      message,
    });
    expect(await leftovers()).toEqual(before);
  });

  it("stops reading a file over 50 MB as the bytes pass, and leaves nothing behind", async () => {
    let pulled = 0;
    async function* oversized(): AsyncGenerator<Uint8Array> {
      yield Buffer.from("id,name,note\n");
      const block = Buffer.from('12345,Some name,"a note, with a comma"\n'.repeat(26_000)); // ~1 MB
      for (; pulled < 60; pulled++) yield block;
    }
    const before = await leftovers();
    const error = await rejection(() =>
      importCsv(oversized(), { adminUrl: db.url }, { fileName: "big.csv", hasHeaders: true }),
    );
    expect(error.code).toBe("PAYLOAD_TOO_LARGE");
    expect(pulled).toBeLessThanOrEqual(Math.ceil(CSV_MAX_BYTES / 1_000_000) + 1);
    expect(await leftovers()).toEqual(before);
  }, 60_000);
});

describe("upload isolation through the gateway", () => {
  const insufficientPrivilege = "42501";
  let gateway: SessionPool;
  /** One session, so every transaction below reuses the one a previous statement ran on. */
  let single: SessionPool;

  beforeAll(() => {
    const url = new URL(db.url);
    url.username = gatewayRoleFor(db.name);
    url.password = GATEWAY_PASSWORD;
    const login = { connectionString: url.toString() };
    gateway = new SessionPool({ ...login, max: 2 });
    single = new SessionPool({ ...login, max: 1 });
  });
  afterAll(async () => {
    await Promise.all([gateway.end(), single.end()]);
  });

  function asRole<T>(pool: SessionPool, role: string | undefined, sql: string): Promise<T[]> {
    return inReadOnlyTransaction(
      pool,
      { timeoutMs: 5_000, role },
      async (client) => (await client.query(sql)).rows as T[],
    );
  }

  const denied = (work: Promise<unknown>) =>
    work.then(
      () => undefined,
      (error: { code?: string }) => error.code,
    );

  it("lets an upload's role read its own table and nothing else", async () => {
    const a = await upload("x\n1\n", { fileName: "a.csv" });
    const b = await upload("secret\n42\n", { fileName: "b.csv" });
    expect(await asRole(gateway, a.role, `SELECT x FROM ${a.schema}.${a.table}`)).toEqual([{ x: "1" }]);
    expect(await denied(asRole(gateway, a.role, `SELECT * FROM ${b.schema}.${b.table}`))).toBe(insufficientPrivilege);
    expect(await denied(asRole(gateway, a.role, "SELECT 1 FROM pg_catalog.pg_authid"))).toBe(insufficientPrivilege);
  });

  it("gives the gateway no rights of its own (NOINHERIT)", async () => {
    const a = await upload("x\n1\n", { fileName: "a.csv" });
    expect(await denied(asRole(gateway, undefined, `SELECT x FROM ${a.schema}.${a.table}`))).toBe(
      insufficientPrivilege,
    );
  });

  it("lets no upload role write or create, even outside a read-only transaction", async () => {
    const a = await upload("x\n1\n", { fileName: "a.csv" });
    const client = await gateway.connect(5_000, () => new Error("timeout"));
    const run = (sql: string) =>
      client.query(`BEGIN; SET LOCAL ROLE ${a.role}; ${sql}`).finally(() => client.query("ROLLBACK"));
    try {
      for (const sql of [
        `CREATE TABLE ${a.schema}.mine (x int)`,
        "CREATE TABLE public.mine (x int)",
        "CREATE TEMP TABLE mine (x int)",
        "CREATE SCHEMA mine",
        `INSERT INTO ${a.schema}.${a.table} (x) VALUES ('2')`,
      ]) {
        expect(await denied(run(sql)), sql).toBe(insufficientPrivilege);
      }
    } finally {
      client.release();
    }
  });

  it("does not let an upload's role log in", async () => {
    const a = await upload("x\n1\n", { fileName: "a.csv" });
    const url = new URL(db.url);
    url.username = a.role;
    const client = new pg.Client({ connectionString: url.toString() });
    const error = await client.connect().then(
      () => undefined,
      (e: { code?: string }) => e.code,
    );
    await client.end().catch(() => undefined);
    expect(error).toMatch(/^28/); // invalid authorization: no password, and NOLOGIN
    const { rows } = await admin.query("SELECT rolcanlogin FROM pg_roles WHERE rolname = $1", [a.role]);
    expect(rows).toEqual([{ rolcanlogin: false }]);
  });

  // Below the guard (which refuses all three, sql-guard.test.ts): a switch would last until the ROLLBACK at most.
  it.each([
    ["SET ROLE", (other: string) => `SET ROLE ${other}`],
    ["RESET ROLE", () => "RESET ROLE"],
    ["set_config", (other: string) => `SELECT set_config('role', '${other}', false)`],
  ])("keeps the role after %s slips past the guard", async (_, statement) => {
    const a = await upload("x\n1\n", { fileName: "a.csv" });
    const b = await upload("secret\n42\n", { fileName: "b.csv" });
    await runReadOnly(single, statement(b.role), { timeoutMs: 5_000, maxRows: 10, role: a.role }).catch(
      () => undefined,
    );
    expect(await asRole(single, a.role, "SELECT current_user AS role, session_user AS login")).toEqual([
      { role: a.role, login: gatewayRoleFor(db.name) },
    ]);
    expect(await denied(asRole(single, a.role, `SELECT * FROM ${b.schema}.${b.table}`))).toBe(insufficientPrivilege);
  });

  it("reads each upload as soon as it is imported, while twenty others are imported", async () => {
    const url = new URL(db.url);
    const failures: string[] = [];
    await Promise.all(
      Array.from({ length: 20 }, async (_, worker) => {
        for (let i = 0; i < 8; i++) {
          const result = await upload(`city,visits\nParis,${worker}\nLyon,${i}\n`, { fileName: `v${worker}_${i}.csv` });
          const login = {
            host: url.hostname,
            port: Number(url.port),
            database: db.name,
            username: gatewayRoleFor(db.name),
            password: GATEWAY_PASSWORD,
          };
          const connector = createConnector("postgresql", {
            ...login,
            role: result.role,
            schema: result.schema,
            managed: true,
          });
          const test = await connector.test();
          if (!test.isValid) failures.push(`test: ${test.error}`);
          // Many transactions at once, as a new connection's introspection runs them.
          await Promise.all([connector.introspect(), connector.checkPrivileges()]).catch((error: Error) =>
            failures.push(error.message),
          );
        }
      }),
    );
    expect(failures).toEqual([]);
  }, 120_000);

  it("refuses set_config to upload roles, so no statement can switch roles halfway", async () => {
    const a = await upload("x\n1\n", { fileName: "a.csv" });
    const b = await upload("secret\n42\n", { fileName: "b.csv" });
    const sql = `SELECT set_config('role', '${b.role}', true), query_to_xml('SELECT * FROM ${b.schema}.${b.table}', true, false, '')`;
    expect(await denied(asRole(gateway, a.role, sql))).toBe(insufficientPrivilege);
  });

  it("imports uploads side by side", async () => {
    const results = await Promise.all([1, 2, 3].map((n) => upload(`n\n${n}\n`, { fileName: `${n}.csv` })));
    expect(new Set(results.map((r) => r.schema)).size).toBe(3);
  });

  it("takes over, at setup, an upload role that logged in itself before the gateway", async () => {
    const result = await upload("x\n7\n", { fileName: "legacy.csv" });
    // As uploads were made before ADR 018: a login role of its own, not a member of the gateway.
    await admin.query(
      `REVOKE ${result.role} FROM ${gatewayRoleFor(db.name)}; ALTER ROLE ${result.role} LOGIN PASSWORD 'old-secret'`,
    );
    await prepareUploadsDatabase(db.url, GATEWAY_PASSWORD);
    const { rows } = await admin.query(
      "SELECT rolcanlogin, pg_has_role($2, oid, 'MEMBER') AS member FROM pg_roles WHERE rolname = $1",
      [result.role, gatewayRoleFor(db.name)],
    );
    expect(rows).toEqual([{ rolcanlogin: false, member: true }]);
    const url = new URL(db.url);
    const login = {
      host: url.hostname,
      port: Number(url.port),
      database: db.name,
      username: gatewayRoleFor(db.name),
      password: GATEWAY_PASSWORD,
    };
    const connector = createConnector("postgresql", {
      ...login,
      role: result.role,
      schema: result.schema,
      managed: true,
    });
    expect((await connector.execute(`SELECT x FROM ${result.table}`, { timeoutMs: 5_000, maxRows: 10 })).rows).toEqual([
      { x: 7 },
    ]);
  });

  it("drops an upload's schema and role, and may be called again", async () => {
    const result = await importCsv(chunks("x\n1\n"), { adminUrl: db.url }, { fileName: "gone.csv", hasHeaders: true });
    await dropCsvImport({ adminUrl: db.url }, result.schema, result.role);
    await dropCsvImport({ adminUrl: db.url }, result.schema, result.role);
    const schema = await admin.query("SELECT 1 FROM pg_namespace WHERE nspname = $1", [result.schema]);
    const role = await admin.query("SELECT 1 FROM pg_roles WHERE rolname = $1", [result.role]);
    expect([schema.rowCount, role.rowCount]).toEqual([0, 0]);
  });
});
