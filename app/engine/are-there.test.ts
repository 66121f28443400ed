// "Is there …?" / "Are there …?" list the rows asked about (decision 073), and rows said to be missing are never the
// rows listed — over a made-up harbour register (neither a sample nor an evaluation database): vessel types in a
// lookup table, vessels of a type, crew posted to vessels.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "ref_vessel_types",
    key: "vessel_type_code",
    columns: [
      ["vessel_type_code", "text", "text"],
      ["vessel_type_name", "text", "text"],
    ],
    rows: ["Ferry", "Tug", "Barge", "Yacht"].map((n, i) => ({ vessel_type_code: `T${i}`, vessel_type_name: n })),
  },
  {
    name: "vessels",
    key: "vessel_id",
    columns: [
      ["vessel_id", "integer", "integer"],
      ["vessel_type_code", "text", "text"],
      ["vessel_name", "text", "text"],
      ["tonnage", "integer", "integer"],
    ],
    foreignKeys: [{ column: "vessel_type_code", table: "ref_vessel_types" }],
    rows: Array.from({ length: 9 }, (_, i) => ({
      vessel_id: i + 1,
      vessel_type_code: `T${i % 3}`,
      vessel_name: `Vessel ${i}`,
      tonnage: 100 + i * 10,
    })),
  },
  {
    name: "crew",
    key: "crew_id",
    columns: [
      ["crew_id", "integer", "integer"],
      ["crew_name", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ crew_id: i + 1, crew_name: `Sailor ${i}` })),
  },
  {
    name: "crew_vessel_postings",
    columns: [
      ["crew_id", "integer", "integer"],
      ["vessel_id", "integer", "integer"],
      ["posted_on", "date", "date"],
    ],
    foreignKeys: [
      { column: "crew_id", table: "crew" },
      { column: "vessel_id", table: "vessels" },
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      crew_id: (i % 4) + 1,
      vessel_id: (i % 5) + 1,
      posted_on: `2024-0${(i % 8) + 1}-01`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe('"is there" and "are there"', () => {
  it("list the rows they ask about, the missing rows left out of the answer", () => {
    for (const q of [
      "Are there vessel types that no vessel uses?",
      "Is there a vessel type no vessel belongs to?",
      "Are there vessel types with no vessels?",
    ]) {
      const s = sql(q);
      // (the type's own code beside its name)
      expect(s, q).toMatch(
        /^SELECT "ref_vessel_types"\."vessel_type_code" AS "vessel_type_code", "ref_vessel_types"\."vessel_type_name"/,
      );
      expect(s, q).toMatch(/FROM "ref_vessel_types" WHERE NOT EXISTS \(SELECT 1 FROM "vessels"/);
      expect(s, q).not.toMatch(/CASE WHEN COUNT/);
    }
  });

  it("keep yes or no for a question about the past", () => {
    expect(sql("Was there a posting in March 2024?")).toMatch(/CASE WHEN COUNT\(\*\) > 0 THEN 'yes'/);
  });
});
