// The noun heading a counted phrase (made-up ferry operator, neither a sample nor an evaluation database): sailings
// record the harbour they leave from as text and a vessel by key; terminals and vessels are tables of their own.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const HARBOURS = ["Northport", "Kelda", "Saltmere"];
const TABLES: FixtureTable[] = [
  {
    name: "terminals",
    key: "terminal_id",
    columns: [
      ["terminal_id", "integer", "integer"],
      ["terminal_name", "text", "text"],
    ],
    rows: Array.from({ length: 5 }, (_, i) => ({ terminal_id: i + 1, terminal_name: `Pier ${i + 1}` })),
  },
  {
    name: "vessels",
    key: "vessel_id",
    columns: [
      ["vessel_id", "integer", "integer"],
      ["vessel_name", "text", "text"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ vessel_id: i + 1, vessel_name: `MV Tern ${i + 1}` })),
  },
  {
    name: "sailings",
    key: "sailing_id",
    columns: [
      ["sailing_id", "integer", "integer"],
      ["vessel_id", "integer", "integer"],
      ["terminal_id", "integer", "integer"],
      ["harbour", "text", "text"],
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      sailing_id: i + 1,
      vessel_id: (i % 4) + 1,
      terminal_id: (i % 5) + 1,
      harbour: HARBOURS[i % 3],
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("the head of a counted phrase", () => {
  it("is what is counted when a column of another table qualifies it", () => {
    const sql = translate("How many harbour terminals are there?", { catalog }).sql;
    expect(sql).toMatch(/COUNT\(\*\)[^]*FROM "terminals"/);
    expect(sql).not.toMatch(/DISTINCT/);
  });

  it("leaves a column counted on its own as it was", () => {
    expect(translate("How many harbours are there?", { catalog }).sql).toMatch(/COUNT\(DISTINCT "harbour"\)/);
  });
});
