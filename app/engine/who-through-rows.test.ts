// "Who" about a row that is no person (made-up harbour office, neither a sample nor an evaluation database): the people
// who meet a berth in a row of two keys (a berth's moorings keyed to skippers) answer "who moored at Berth 4", not a
// column of the berth; firms answer "who leases Shed 2" through the leases keyed to them; and the skippers, persons,
// come before the harbour division a berth belongs to.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "divisions",
    key: "division_id",
    columns: [
      ["division_id", "integer", "integer"],
      ["division_name", "text", "text"],
    ],
    rows: [1, 2].map((i) => ({ division_id: i, division_name: `Division ${"NS"[i - 1]}` })),
  },
  {
    name: "berths",
    key: "berth_id",
    columns: [
      ["berth_id", "integer", "integer"],
      ["berth_name", "text", "text"],
      ["depth_m", "integer", "integer"],
      ["division_id", "integer", "integer"],
    ],
    foreignKeys: [{ column: "division_id", table: "divisions" }],
    rows: Array.from({ length: 6 }, (_, i) => ({
      berth_id: i + 1,
      berth_name: `Berth ${i + 1}`,
      depth_m: 4 + i,
      division_id: 1 + (i % 2),
    })),
  },
  {
    name: "skippers",
    key: "skipper_id",
    columns: [
      ["skipper_id", "integer", "integer"],
      ["first_name", "text", "text"],
      ["last_name", "text", "text"],
    ],
    rows: ["Ada Quill", "Ben Rook", "Cy Vane", "Di Wren"].map((n, i) => ({
      skipper_id: i + 1,
      first_name: n.split(" ")[0],
      last_name: n.split(" ")[1],
    })),
  },
  {
    name: "moorings",
    key: "mooring_id",
    columns: [
      ["mooring_id", "integer", "integer"],
      ["berth_id", "integer", "integer"],
      ["skipper_id", "integer", "integer"],
      ["nights", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "berth_id", table: "berths" },
      { column: "skipper_id", table: "skippers" },
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      mooring_id: i + 1,
      berth_id: 1 + (i % 6),
      skipper_id: 1 + (i % 4),
      nights: 1 + i,
    })),
  },
  {
    name: "sheds",
    key: "shed_id",
    columns: [
      ["shed_id", "integer", "integer"],
      ["shed_name", "text", "text"],
    ],
    rows: [1, 2, 3].map((i) => ({ shed_id: i, shed_name: `Shed ${i}` })),
  },
  {
    name: "companies",
    key: "company_id",
    columns: [
      ["company_id", "integer", "integer"],
      ["company_name", "text", "text"],
    ],
    rows: ["Tidewell", "Saltmark", "Keelhaul"].map((n, i) => ({ company_id: i + 1, company_name: n })),
  },
  {
    name: "shed_leases",
    key: "lease_id",
    columns: [
      ["lease_id", "integer", "integer"],
      ["shed_id", "integer", "integer"],
      ["company_id", "integer", "integer"],
      ["start_year", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "shed_id", table: "sheds" },
      { column: "company_id", table: "companies" },
    ],
    rows: [1, 2, 3, 4].map((i) => ({
      lease_id: i,
      shed_id: 1 + (i % 3),
      company_id: 1 + (i % 3),
      start_year: 2018 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("'who' about a row that is no person", () => {
  it("is the people who meet it in a row of two keys, not its division or a column of its own", () => {
    const got = sql("Who moored at Berth 4?");
    expect(got).toMatch(/SELECT (DISTINCT )?"skippers"\."first_name" AS "first_name", "skippers"\."last_name"/);
    expect(got).toMatch(/"berths"\."berth_name" = 'Berth 4'/);
  });

  it("is the firms keyed to it when no people are", () => {
    const got = sql("Who leases Shed 2?");
    expect(got).toMatch(/SELECT (DISTINCT )?"companies"\."company_name"/);
    expect(got).toMatch(/"sheds"\."shed_name" = 'Shed 2'/);
  });
});
