import { afterAll, beforeAll, describe, expect, it } from "vitest";
import pg from "pg";
import { createTestDatabase } from "../../harness/databases";
import {
  candidateFromMask,
  castSelectList,
  maskQuery,
  TYPED_COLUMNS,
  typeFromMask,
  valueMask,
  valueMaskSql,
  type ColumnType,
} from "./csv-types";

describe("typeFromMask", () => {
  it.each([
    [3, "bigint"],
    [2, "numeric"],
    [4, "boolean"],
    [24, "date"],
    [16, "timestamp"],
    [32, "timestamptz"],
    [0, "text"],
    [63, "text"],
    [null, "text"],
  ])("reads mask %j as %s", (mask, type) => {
    expect(typeFromMask(mask)).toBe(type);
  });

  it("leaves a column whose sample is all empty to be checked for every type", () => {
    expect(candidateFromMask(63)).toBe("unknown");
    expect(candidateFromMask(null)).toBe("unknown");
    expect(candidateFromMask(3)).toBe("bigint");
  });
});

describe("SQL for inference and casting", () => {
  it("checks only the guessed type's family and skips text columns", () => {
    const sql = maskQuery("s", [
      { name: "a", candidate: "text" },
      { name: "b", candidate: "boolean" },
    ])!;
    expect(sql).toMatch(/^SELECT bit_and\(.*\) AS m1 FROM s$/);
    expect(sql).not.toContain('"a"');
    expect(maskQuery("s", [{ name: "a", candidate: "text" }])).toBeNull();
  });

  it("casts typed columns with empty strings as NULL and keeps text as it is", () => {
    expect(
      castSelectList([
        { name: "n", type: "bigint" },
        { name: "t", type: "text" },
      ]),
    ).toBe(`NULLIF("n", '')::bigint AS "n", "t"`);
  });
});

describe("value patterns against Postgres' own casts", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let client: pg.Client;
  beforeAll(async () => {
    db = await createTestDatabase("types");
    client = new pg.Client({ connectionString: db.url });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await db?.drop();
  });

  const cases: [string, ColumnType][] = [
    ["0", "bigint"],
    ["-12", "bigint"],
    ["+7", "bigint"],
    ["123456789012345678", "bigint"],
    ["9999999999999999999", "numeric"],
    ["007", "text"],
    ["1_000", "text"],
    [" 12", "text"],
    ["1.", "numeric"],
    [".5", "numeric"],
    ["-0.25", "numeric"],
    ["1E+05", "numeric"],
    ["1e999", "numeric"],
    ["NaN", "text"],
    ["Infinity", "text"],
    ["7,169", "text"],
    ["$1,200", "text"],
    ["1,5", "text"],
    ["TRUE", "boolean"],
    ["f", "boolean"],
    ["Yes", "boolean"],
    ["on", "text"],
    ["2024-02-29", "date"],
    ["9999-12-31", "date"],
    ["2023-02-29", "text"],
    ["1900-02-29", "text"],
    ["2000-02-29", "date"],
    ["2024-04-31", "text"],
    ["2024-13-01", "text"],
    ["0999-01-01", "text"],
    ["2024-1-5", "text"],
    ["01/02/2024", "text"],
    ["today", "text"],
    ["2024-01-31 23:59:59", "timestamp"],
    ["2024-01-31T23:59", "timestamp"],
    ["2024-01-31 23:59:59.123456789", "timestamp"],
    ["2024-01-31 24:00:00", "text"],
    ["2023-02-29 10:00", "text"],
    ["2024-01-01T10:00:00Z", "timestamptz"],
    ["2024-01-01 10:00:00+05:30", "timestamptz"],
    ["2024-01-01 10:00-0800", "timestamptz"],
    ["2024-01-01 10:00:00+16:00", "text"],
    ["", "text"],
  ];

  it("classifies values, and every type a value is said to fit casts without an error", async () => {
    const { rows } = await client.query<{ v: string; mask: number }>(
      `SELECT v, ${valueMaskSql("v", TYPED_COLUMNS)} AS mask FROM unnest($1::text[]) AS t(v)`,
      [cases.map(([value]) => value)],
    );
    expect(rows.map(({ v, mask }) => [v, typeFromMask(mask)])).toEqual(cases);
    expect(rows.map(({ v }) => [v, valueMask(v, 63)])).toEqual(rows.map(({ v, mask }) => [v, mask])); // the JS twin
    for (const { v, mask } of rows.filter(({ v }) => v !== "")) {
      for (const type of TYPED_COLUMNS.filter((t) => mask & (1 << TYPED_COLUMNS.indexOf(t)))) {
        await expect(client.query(`SELECT $1::text::${type}`, [v]), `${v} as ${type}`).resolves.toMatchObject({
          rowCount: 1,
        });
      }
    }
  });
});
