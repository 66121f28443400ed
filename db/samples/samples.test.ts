import { createHash, randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../../harness/databases";
import { encodeCopyRow } from "./copy-text";
import { SAMPLES_VERSION, SAMPLE_DATABASES, getSample } from "./index";
import { loadSamples } from "./load.server";
import { defineTable, type SampleDefinition, type SampleRow } from "./types";

/** Recorded for SAMPLES_VERSION: when generated data changes on purpose, bump the version and update these. */
const FINGERPRINTS: Record<string, Record<string, string>> = {
  "2": {
    ecommerce: "5e2c640dea1223c5",
    media: "248a4f27ec7cad63",
    saas: "241061063767298e",
    logistics: "6d2335bb4a0cabfc",
  },
};

type Generated = Map<string, SampleRow[]>;
const generated = new Map<string, Generated>();

function generate(sample: SampleDefinition): Generated {
  return new Map(sample.tables.map((table) => [table.name, [...table.rows()]]));
}

function rowsOf(sampleId: string): Generated {
  if (!generated.has(sampleId)) generated.set(sampleId, generate(getSample(sampleId)!));
  return generated.get(sampleId)!;
}

function fingerprint(rows: Generated): string {
  const hash = createHash("sha256");
  for (const [name, tableRows] of rows) {
    hash.update(name);
    for (const row of tableRows) hash.update(encodeCopyRow(row));
  }
  return hash.digest("hex").slice(0, 16);
}

function cents(decimal: unknown): number {
  return Math.round(Number(decimal) * 100);
}

describe.each(SAMPLE_DATABASES.map((sample) => [sample.id, sample] as const))("sample %s", (sampleId, sample) => {
  it("generates identical rows on every run", () => {
    const again = generate(sample);
    for (const [name, rows] of rowsOf(sampleId)) {
      const second = again.get(name)!;
      expect(second.length, name).toBe(rows.length);
      expect(second[0], name).toEqual(rows[0]);
      expect(second.at(-1), name).toEqual(rows.at(-1));
    }
    expect(fingerprint(again)).toBe(fingerprint(rowsOf(sampleId)));
  });

  it("matches the data fingerprint recorded for SAMPLES_VERSION", () => {
    expect(fingerprint(rowsOf(sampleId))).toBe(FINGERPRINTS[SAMPLES_VERSION]?.[sampleId]);
  });

  it("gives every table a description, rows and a value per column", () => {
    for (const table of sample.tables) {
      const rows = rowsOf(sampleId).get(table.name)!;
      expect(table.description, table.name).toMatch(/\S/);
      expect(rows.length, table.name).toBeGreaterThan(0);
      expect(
        rows.every((row) => row.length === table.columns.length),
        table.name,
      ).toBe(true);
    }
  });

  it("only references rows that exist", () => {
    const rows = rowsOf(sampleId);
    for (const table of sample.tables) {
      for (const { column, references, referencedColumn } of table.foreignKeys) {
        const referenced = sample.tables.find((t) => t.name === references)!;
        const idIndex = referenced.columns.indexOf(referencedColumn);
        expect(idIndex, `${references}.${referencedColumn}`).not.toBe(-1);
        const ids = new Set(rows.get(references)!.map((row) => row[idIndex]));
        const index = table.columns.indexOf(column);
        const dangling = rows.get(table.name)!.filter((row) => row[index] !== null && !ids.has(row[index]));
        expect(dangling.length, `${table.name}.${column} → ${references}`).toBe(0);
      }
    }
  });

  it("lists tables after the tables they reference", () => {
    const names = sample.tables.map((table) => table.name);
    for (const [position, table] of sample.tables.entries()) {
      for (const { references } of table.foreignKeys) expect(names.indexOf(references)).toBeLessThanOrEqual(position);
    }
  });
});

describe("e-commerce data", () => {
  const table = (name: string) => rowsOf("ecommerce").get(name)!;

  it("has at least 50,000 order items", () => {
    expect(table("order_items").length).toBeGreaterThanOrEqual(50_000);
  });

  it("makes each order total the rounded sum of quantity × unit price × (1 − discount)", () => {
    const hundredths = new Map<unknown, number>();
    for (const [, orderId, , quantity, unitPrice, discount] of table("order_items")) {
      const line = (quantity as number) * cents(unitPrice) * (100 - cents(discount));
      hundredths.set(orderId, (hundredths.get(orderId) ?? 0) + line);
    }
    const mismatched = table("orders").filter(
      (order) => cents(order[7]) !== Math.round(hundredths.get(order[0])! / 100),
    );
    expect(mismatched).toEqual([]);
  });

  it("spans November 2023 to October 2026 with a holiday peak", () => {
    const dates = table("orders").map((order) => order[2] as string);
    expect(dates[0].slice(0, 7)).toBe("2023-11");
    expect(dates.at(-1)!.slice(0, 7)).toBe("2026-10");
    const perMonth = (month: string) => dates.filter((date) => date.startsWith(month)).length;
    expect(perMonth("2025-12")).toBeGreaterThan(perMonth("2025-07") * 1.5);
    expect(perMonth("2026-09")).toBeGreaterThan(perMonth("2024-09"));
  });

  it("sells mostly at full price, with discounts between 5 and 30 %", () => {
    const discounts = table("order_items").map((item) => Number(item[5]));
    const discounted = discounts.filter((discount) => discount > 0);
    expect(discounted.length / discounts.length).toBeGreaterThan(0.1);
    expect(discounted.length / discounts.length).toBeLessThan(0.35);
    expect(discounted.every((discount) => discount >= 0.05 && discount <= 0.3)).toBe(true);
  });
});

describe("logistics data", () => {
  const sample = getSample("logistics")!;
  const table = (name: string) => rowsOf("logistics").get(name)!;
  const column = (tableName: string, name: string) =>
    sample.tables.find((t) => t.name === tableName)!.columns.indexOf(name);

  it("explains every terse column name in a comment", () => {
    for (const t of sample.tables)
      expect(
        t.columns.filter((c) => !t.columnComments[c]?.trim()),
        t.name,
      ).toEqual([]);
  });

  it("makes each shipment's goods value the rounded sum of qty × unit price × (1 − discount %)", () => {
    const hundredths = new Map<unknown, number>();
    for (const [shipmentId, , , qty, unitPrice, discountPct] of table("shpmt_ln")) {
      const line = (qty as number) * cents(unitPrice) * (10_000 - Math.round(Number(discountPct) * 100));
      hundredths.set(shipmentId, (hundredths.get(shipmentId) ?? 0) + line);
    }
    const value = column("shpmt", "inv_amt");
    const mismatched = table("shpmt").filter((s) => cents(s[value]) !== Math.round(hundredths.get(s[0])! / 10_000));
    expect(mismatched).toEqual([]);
  });

  it("has one director at the top of the reporting lines, which every employee reaches", () => {
    const managerOf = new Map(table("emp").map((e) => [e[0], e[column("emp", "mgr_id")]]));
    expect([...managerOf.values()].filter((m) => m === null)).toHaveLength(1);
    for (const start of managerOf.keys()) {
      let steps = 0;
      for (let at: unknown = start; managerOf.get(at) !== null; at = managerOf.get(at)) expect(++steps).toBeLessThan(5);
    }
  });

  it("keeps the undeclared references consistent too", () => {
    const ids = (name: string, key: string) => new Set(table(name).map((row) => row[column(name, key)]));
    const targets: [string, Set<unknown>][] = [
      ["orig_wh_id", ids("wh_mst", "wh_id")],
      ["carr_cd", ids("carr_mst", "carr_cd")],
      ["dsp_emp_id", ids("emp", "emp_id")],
      ["drv_emp_id", ids("emp", "emp_id")],
    ];
    for (const [name, known] of targets) {
      const index = column("shpmt", name);
      expect(
        table("shpmt").filter((s) => s[index] !== null && !known.has(s[index])),
        name,
      ).toEqual([]);
    }
    const warehouse = column("emp", "wh_id");
    expect(table("emp").filter((e) => !ids("wh_mst", "wh_id").has(e[warehouse]))).toEqual([]);
  });
});

describe("loading into PostgreSQL", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  const reader = `askdata_reader_${randomBytes(4).toString("hex")}`;

  beforeAll(async () => {
    database = await createTestDatabase("samples");
    client = new pg.Client({ connectionString: database.url });
    await client.connect();
    await client.query(`CREATE ROLE ${reader} NOLOGIN`);
  });

  afterAll(async () => {
    await client?.end();
    await database?.drop();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`DROP ROLE IF EXISTS ${reader}`);
    await admin.end();
  });

  async function count(schema: string, table: string): Promise<number> {
    const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${schema}.${table}`);
    return rows[0].n;
  }

  it("loads every sample once, then skips it", async () => {
    const started = performance.now();
    const first = await loadSamples(client, { readerRole: reader });
    console.info(`loaded all samples in ${Math.round(performance.now() - started)} ms`);
    expect(first).toEqual({ loaded: SAMPLE_DATABASES.map((s) => s.id), skipped: [] });
    expect(await loadSamples(client)).toEqual({ loaded: [], skipped: SAMPLE_DATABASES.map((s) => s.id) });
  }, 120_000);

  it("stores every generated row, with the table descriptions as comments", async () => {
    for (const sample of SAMPLE_DATABASES) {
      for (const table of sample.tables) {
        expect(await count(sample.schema, table.name), `${sample.id}.${table.name}`).toBe(
          rowsOf(sample.id).get(table.name)!.length,
        );
        const { rows } = await client.query("SELECT obj_description($1::regclass, 'pg_class') AS comment", [
          `${sample.schema}.${table.name}`,
        ]);
        expect(rows[0].comment).toBe(table.description);
      }
    }
  });

  it("stores the column comments, which introspection reads as column descriptions", async () => {
    const { rows } = await client.query(
      `SELECT c.relname AS table, a.attname AS column, col_description(c.oid, a.attnum) AS comment
       FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
       WHERE c.relnamespace = 'logistics'::regnamespace AND c.relkind = 'r' AND a.attnum > 0 AND NOT a.attisdropped`,
    );
    const expected = getSample("logistics")!.tables.flatMap((t) =>
      t.columns.map((column) => ({ table: t.name, column, comment: t.columnComments[column] })),
    );
    expect(rows).toEqual(expect.arrayContaining(expected));
    expect(rows).toHaveLength(expected.length);
  });

  it("declares the foreign keys", async () => {
    const { rows } = await client.query(
      "SELECT count(*)::int AS n FROM pg_constraint WHERE contype = 'f' AND connamespace = 'ecommerce'::regnamespace",
    );
    expect(rows[0].n).toBe(getSample("ecommerce")!.tables.flatMap((t) => t.foreignKeys).length);
  });

  it("lets the reader role select but not write", async () => {
    await client.query("BEGIN");
    try {
      await client.query(`SET LOCAL ROLE ${reader}`);
      expect((await client.query("SELECT count(*)::int AS n FROM saas.plans")).rows[0].n).toBe(4);
      await expect(client.query("DELETE FROM saas.plans")).rejects.toThrow(/permission denied/);
    } finally {
      await client.query("ROLLBACK");
    }
  });

  it("reloads only a sample whose stored version differs", async () => {
    await client.query("UPDATE public.askdata_samples_meta SET version = 'old' WHERE sample_id = 'media'");
    expect(await loadSamples(client)).toEqual({ loaded: ["media"], skipped: ["ecommerce", "saas", "logistics"] });
  }, 60_000);

  it("loads each sample exactly once when two processes start together", async () => {
    await client.query("DELETE FROM public.askdata_samples_meta");
    const other = new pg.Client({ connectionString: database.url });
    await other.connect();
    try {
      const results = await Promise.all([loadSamples(client), loadSamples(other)]);
      expect(results.flatMap((r) => r.loaded).sort()).toEqual(SAMPLE_DATABASES.map((s) => s.id).sort());
      expect(results.flatMap((r) => r.skipped).sort()).toEqual(SAMPLE_DATABASES.map((s) => s.id).sort());
    } finally {
      await other.end();
    }
  }, 120_000);

  it("round-trips tabs, newlines, backslashes and NULL through COPY", async () => {
    const tricky = "tab\there\nnew line \\ backslash \\N not null";
    const sample: SampleDefinition = {
      id: "escapes",
      name: "Escapes",
      type: "postgresql",
      category: "Test",
      icon: "x",
      iconName: "database",
      description: "escaping",
      schema: "escapes",
      tables: [
        defineTable({
          name: "texts",
          description: "t",
          columns: { id: "integer PRIMARY KEY", body: "text" },
          rows: () => [
            [1, tricky],
            [2, null],
          ],
        }),
      ],
    };
    await loadSamples(client, { samples: [sample] });
    const { rows } = await client.query("SELECT body FROM escapes.texts ORDER BY id");
    expect(rows.map((row) => row.body)).toEqual([tricky, null]);
  });
});
