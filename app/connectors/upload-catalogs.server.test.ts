// Sealed upload catalogs (issue 35 item 3, ADR 041): through one tenant's CSV connection, no catalog query shows
// another tenant's upload — its schema, table, column names, comments or sizes — while SQL and questions over the
// tenant's own upload still work. The guard refuses the catalog; the uploads database refuses it to upload roles too.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closeProductModules, startApp, type TestApp } from "../../harness/app";
import { signUp, type Client } from "../../harness/clients";

interface Upload {
  connectionId: string;
  schema: string;
  table: string;
}

let app: TestApp;
let alice: Client;
let bob: Client;
let mine: Upload;
let theirs: Upload;

// Tenant B's names are data too: a table and columns named for what they hold, and the header kept as a comment.
const THEIR_CSV = "Diagnosis Secret,national_id_number\nJ45,123456789\nE11,987654321\nI10,555555555\n";

async function upload(client: Client, fileName: string, csv: string): Promise<Upload> {
  const projectId = (await client.api("/api/projects/personal")).body.data.id;
  const form = new FormData();
  form.append("project_id", projectId);
  form.append("csvFile", new Blob([csv], { type: "text/csv" }), fileName);
  const created = await client.api("/api/database/connect/csv", { method: "POST", body: form });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const connectionId = created.body.data.connectionId;
  const tables = (await client.api(`/api/database/${connectionId}/tables`)).body.data;
  return { connectionId, schema: tables[0].schema, table: created.body.data.connection.metadata.csv.table };
}

beforeAll(async () => {
  app = await startApp();
  alice = await signUp(app, "Alice");
  bob = await signUp(app, "Bob");
  mine = await upload(alice, "visits.csv", "city,visits\nLima,3\nOslo,5\nLima,4\n");
  theirs = await upload(bob, "hiv_patients_register.csv", THEIR_CSV);
});

afterAll(async () => {
  await closeProductModules();
  await app?.stop();
});

/** What must never show through Alice's connection. */
function theirNames(): string[] {
  return [theirs.schema, theirs.table, "hiv_patients", "diagnosis_secret", "Diagnosis Secret", "national_id_number"];
}

// Each reads the catalog a different way; every one lists or sizes other uploads when run unguarded.
const CATALOG_QUERIES: [string, (them: Upload) => string][] = [
  ["pg_class", () => "SELECT relname, reltuples FROM pg_class WHERE relkind = 'r'"],
  ["pg_namespace", () => "SELECT nspname FROM pg_catalog.pg_namespace"],
  ["pg_attribute", () => "SELECT attname FROM pg_attribute WHERE attnum > 0"],
  ["pg_tables", () => "SELECT schemaname, tablename FROM pg_tables"],
  ["pg_stat_user_tables", () => "SELECT relname, n_live_tup FROM pg_stat_user_tables"],
  ["pg_stat_all_tables", () => "SELECT schemaname, relname, n_live_tup FROM pg_stat_all_tables"],
  ["information_schema.tables", () => "SELECT table_schema, table_name FROM information_schema.tables"],
  ["information_schema.columns", () => "SELECT table_name, column_name FROM information_schema.columns"],
  ["information_schema.schemata", () => "SELECT schema_name FROM information_schema.schemata"],
  ["pg_indexes", () => "SELECT tablename, indexname FROM pg_indexes"],
  ["pg_description", () => "SELECT description FROM pg_description"],
  ["pg_type row types", () => "SELECT typname FROM pg_type WHERE typrelid <> 0"],
  ["pg_roles", () => "SELECT rolname FROM pg_roles"],
  ["a regclass cast of a name", (them) => `SELECT '${them.schema}.${them.table}'::regclass::oid`],
  ["regclass casts of oids", () => "SELECT g::oid::regclass AS name FROM generate_series(16384, 40000) g"],
  ["to_regclass", (them) => `SELECT to_regclass('${them.schema}.${them.table}')`],
  ["pg_total_relation_size", (them) => `SELECT pg_total_relation_size('${them.schema}.${them.table}')`],
  ["pg_relation_size by oid", () => "SELECT g, pg_relation_size(g::oid) FROM generate_series(16384, 40000) g"],
  ["pg_stat_get_live_tuples", () => "SELECT g, pg_stat_get_live_tuples(g::oid) FROM generate_series(16384, 40000) g"],
  ["pg_get_indexdef", () => "SELECT pg_get_indexdef(g::oid) FROM generate_series(16384, 40000) g"],
  ["col_description", () => "SELECT col_description(g::oid, 1) FROM generate_series(16384, 40000) g"],
  ["query_to_xml", () => "SELECT query_to_xml('SELECT relname FROM pg_class', true, false, '')"],
  ["a CTE hiding a catalog read", () => "WITH t AS (SELECT relname FROM pg_class) SELECT * FROM t"],
  [
    "a catalog read in LATERAL",
    () => `SELECT n.* FROM "${mine.schema}"."${mine.table}" v, LATERAL (SELECT nspname FROM pg_namespace) n`,
  ],
  ["a catalog read in a scalar subquery", () => "SELECT (SELECT string_agg(relname, ',') FROM pg_class) AS names"],
  ["a set-returning function over the catalog", () => "SELECT * FROM json_populate_recordset(NULL::pg_class, '[]')"],
  [
    "has_table_privilege as an oracle",
    (them) => `SELECT has_table_privilege('${them.schema}.${them.table}', 'select')`,
  ],
  ["another upload's row type", (them) => `SELECT (NULL::"${them.schema}"."${them.table}").*`],
];

describe("another tenant's upload through a CSV connection", () => {
  it("has at least 15 catalog queries to try", () => {
    expect(CATALOG_QUERIES.length).toBeGreaterThanOrEqual(15);
  });

  it.each(CATALOG_QUERIES)("is invisible to %s: refused, naming what was refused", async (_, query) => {
    const sql = query(theirs);
    const { status, body } = await alice.api("/api/query/execute", {
      method: "POST",
      body: { connectionId: mine.connectionId, sql },
    });
    expect(status, JSON.stringify(body)).toBe(400);
    expect(body.error.code).toBe("QUERY_EXECUTION_ERROR");
    // query_to_xml and the like are refused for every connection, before the CSV rule is asked.
    expect(body.error.message).toMatch(
      /^Refused: (function query_to_xml\(\)|.* \(a CSV connection reads only its own upload's tables\))/,
    );
    const answer = JSON.stringify(body);
    // A refusal may repeat what Alice typed herself, nothing more.
    for (const name of theirNames().filter((name) => !sql.includes(name))) expect(answer).not.toContain(name);
  });

  it("is invisible to the explain endpoint too", async () => {
    const { body } = await alice.api("/api/query/explain", {
      method: "POST",
      body: { connectionId: mine.connectionId, query: "SELECT relname FROM pg_class" },
    });
    expect(body.error?.message ?? "").toMatch(/Refused: table pg_class/);
  });
});

describe("the uploads database backs the guard", () => {
  /** Alice's upload role, as the gateway takes it, with no guard in front: what a bypass of the guard would see. */
  async function asHerRole<T extends pg.QueryResultRow>(sql: string): Promise<{ rows?: T[]; code?: string }> {
    const client = new pg.Client({ connectionString: app.env.UPLOADS_DATABASE_URL });
    await client.connect();
    try {
      await client.query(`BEGIN READ ONLY; SET LOCAL ROLE ${pg.escapeIdentifier(mine.schema)}`);
      return { rows: (await client.query<T>(sql)).rows };
    } catch (error) {
      return { code: (error as { code?: string }).code };
    } finally {
      await client.query("ROLLBACK").catch(() => undefined);
      await client.end();
    }
  }

  it.each([
    "SELECT relname FROM pg_catalog.pg_class",
    "SELECT nspname FROM pg_catalog.pg_namespace",
    "SELECT attname FROM pg_catalog.pg_attribute",
    "SELECT typname FROM pg_catalog.pg_type",
    "SELECT description FROM pg_catalog.pg_description",
    "SELECT rolname FROM pg_catalog.pg_roles",
    "SELECT tablename FROM pg_catalog.pg_tables",
    "SELECT relname, n_live_tup FROM pg_catalog.pg_stat_user_tables",
    "SELECT relname FROM pg_catalog.pg_stat_all_tables",
    "SELECT indexname FROM pg_catalog.pg_indexes",
    "SELECT table_name FROM information_schema.tables",
    "SELECT pg_catalog.pg_total_relation_size(16384)",
    "SELECT pg_catalog.pg_stat_get_live_tuples(16384)",
    "SELECT pg_catalog.obj_description(16384, 'pg_class')",
    "SELECT pg_catalog.pg_get_indexdef(16384)",
  ])("refuses the upload role: %s", async (sql) => {
    expect(await asHerRole(sql)).toEqual({ code: "42501" });
  });

  it("still lets the role read its own table and pg_stats, which shows only its own columns", async () => {
    expect((await asHerRole(`SELECT count(*)::int AS n FROM "${mine.schema}"."${mine.table}"`)).rows).toEqual([
      { n: 3 },
    ]);
    const stats = await asHerRole<{ schemaname: string }>(
      "SELECT DISTINCT schemaname FROM pg_catalog.pg_stats WHERE schemaname LIKE 'upload%'",
    );
    expect(stats.rows?.every((row) => row.schemaname === mine.schema)).toBe(true);
  });
});

describe("the tenant's own upload", () => {
  it("answers SQL over its table, qualified or through the search path", async () => {
    for (const from of [`"${mine.schema}"."${mine.table}"`, mine.table]) {
      const sql = `SELECT city, SUM(visits)::int AS visits, COUNT(*) FILTER (WHERE visits > 3) AS big, string_agg(visits::text, '+' ORDER BY "__row") AS parts FROM ${from} GROUP BY city ORDER BY city`;
      const { status, body } = await alice.api("/api/query/execute", {
        method: "POST",
        body: { connectionId: mine.connectionId, sql },
      });
      expect(status, JSON.stringify(body)).toBe(200);
      expect(body.data.rows).toEqual([
        { city: "Lima", visits: 7, big: 1, parts: "3+4" },
        { city: "Oslo", visits: 5, big: 1, parts: "5" },
      ]);
    }
  });

  it("names result types the role may not look up itself (an array)", async () => {
    const { body } = await alice.api("/api/query/execute", {
      method: "POST",
      body: {
        connectionId: mine.connectionId,
        sql: `SELECT array_agg(city ORDER BY city) AS cities FROM ${mine.table}`,
      },
    });
    expect(body.data.columns).toEqual([expect.objectContaining({ name: "cities", dataType: "_text" })]);
  });

  it("keeps its schema, columns and a clean connection test", async () => {
    const tables = (await alice.api(`/api/database/${mine.connectionId}/tables`)).body.data;
    expect(tables).toHaveLength(1);
    expect(tables[0]).toMatchObject({ schema: mine.schema, name: mine.table });
    const tested = await alice.api(`/api/connections/${mine.connectionId}/test`, { method: "POST", body: {} });
    expect(tested.body.data).toMatchObject({ isValid: true, tableCount: 1 });
    expect(tested.body.data.warnings ?? []).toEqual([]);
  });

  it("answers a question in words", async () => {
    const submitted = await alice.api("/api/query/translate-and-visualize", {
      method: "POST",
      body: { connectionId: mine.connectionId, query: "total visits by city" },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
    let outcome = submitted.body.data;
    for (let i = 0; i < 60 && !outcome.cached && outcome.status !== "completed" && outcome.status !== "failed"; i++) {
      outcome = (await alice.api(`/api/query/job/${submitted.body.data.jobId}`)).body.data;
    }
    expect(outcome.status, JSON.stringify(outcome.error)).toBe("completed");
    expect(outcome.result.sql).toContain(mine.schema);
    expect(outcome.result.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ city: "Lima" }), expect.objectContaining({ city: "Oslo" })]),
    );
  });
});
