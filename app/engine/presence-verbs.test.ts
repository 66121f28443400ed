// Related rows said by any verb (made-up courier depot, neither a sample nor an evaluation database): parcels go on
// manifests through the manifest's lines. "Parcels that appear on manifests" asks whether such rows exist, whatever
// the verb, when a preposition joins it to the rows' noun (after a phrasal verb's particle: "picked up for"); "parcels
// on each manifest" has no verb and groups; "been to a sorting hub" names a place in two words.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "parcels",
    key: "parcel_id",
    columns: [
      ["parcel_id", "integer", "integer"],
      ["parcel_label", "text", "text"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({ parcel_id: i + 1, parcel_label: `P-${100 + i}` })),
  },
  {
    name: "manifests",
    key: "manifest_id",
    columns: [
      ["manifest_id", "integer", "integer"],
      ["issued_on", "date", "date"],
    ],
    rows: Array.from({ length: 3 }, (_, i) => ({ manifest_id: i + 1, issued_on: `2025-02-0${i + 1}` })),
  },
  {
    name: "manifest_lines",
    key: "line_id",
    columns: [
      ["line_id", "integer", "integer"],
      ["manifest_id", "integer", "integer"],
      ["parcel_id", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "manifest_id", table: "manifests" },
      { column: "parcel_id", table: "parcels" },
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ line_id: i + 1, manifest_id: (i % 3) + 1, parcel_id: i + 1 })),
  },
  {
    name: "sorting_hubs",
    key: "hub_id",
    columns: [
      ["hub_id", "integer", "integer"],
      ["hub_city", "text", "text"],
    ],
    rows: ["Leeds", "Derby", "Hull"].map((hub_city, i) => ({ hub_id: i + 1, hub_city })),
  },
  {
    name: "hub_visits",
    key: "visit_id",
    columns: [
      ["visit_id", "integer", "integer"],
      ["hub_id", "integer", "integer"],
      ["parcel_id", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "hub_id", table: "sorting_hubs" },
      { column: "parcel_id", table: "parcels" },
    ],
    rows: Array.from({ length: 5 }, (_, i) => ({
      visit_id: i + 1,
      hub_id: (i % 3) + 1,
      parcel_id: i + 2,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("related rows said by a verb", () => {
  it("reads a verb and a preposition before the related rows' noun as their existence", () => {
    for (const question of ["How many parcels appear on manifests?", "Which parcels travelled on a manifest?"]) {
      const got = sql(question);
      expect(got).toMatch(/FROM "parcels" WHERE EXISTS \(SELECT 1 FROM "manifest_lines"/);
    }
  });

  it("reads a phrasal verb's particle before its preposition, and 'at least one' before the noun", () => {
    const got = sql("How many different parcels were picked up for at least one manifest?");
    expect(got).toMatch(/FROM "parcels" WHERE EXISTS \(SELECT 1 FROM "manifest_lines"/);
  });

  it("reads 'been to' and a place named in two words", () => {
    const got = sql("Which parcels have been to a sorting hub?");
    expect(got).toMatch(/FROM "parcels" WHERE EXISTS \(SELECT 1 FROM "hub_visits" JOIN "sorting_hubs"/);
  });

  it("groups where no verb stands before the noun", () => {
    const got = sql("How many parcels are on each manifest?");
    expect(got).toMatch(/GROUP BY/);
    expect(got).not.toMatch(/EXISTS/);
  });
});

// A verb that names the related rows' yes/no column ("admitted": guild rolls keep Y/N) is that column's condition,
// not the rows' mere existence.
describe("a verb naming the related rows' yes/no column", () => {
  const rolls: FixtureTable[] = [
    {
      name: "couriers",
      key: "courier_id",
      columns: [
        ["courier_id", "integer", "integer"],
        ["courier_name", "text", "text"],
      ],
      rows: Array.from({ length: 8 }, (_, i) => ({ courier_id: i + 1, courier_name: `C${i}` })),
    },
    {
      name: "guild_rolls",
      key: "roll_id",
      columns: [
        ["roll_id", "integer", "integer"],
        ["courier_id", "integer", "integer"],
        ["admitted", "text", "text"],
      ],
      foreignKeys: [{ column: "courier_id", table: "couriers" }],
      rows: Array.from({ length: 12 }, (_, i) => ({
        roll_id: i + 1,
        courier_id: 1 + (i % 8),
        admitted: i % 3 ? "N" : "Y",
      })),
    },
  ];
  const sql = (q: string) => translate(q, { catalog: fixtureCatalog(rolls) }).sql.replace(/\s+/g, " ");

  it("keeps that column's condition", () => {
    expect(sql("How many couriers were admitted into the guild rolls?")).toMatch(/"guild_rolls"\."admitted" = 'Y'/);
  });
});
