// "Open the longest", "working here the shortest": a superlative of time over the year or date something began ranks
// by how long ago it was — the earliest is the longest — while a number of years keeps its own order (made-up
// harbour kiosks, neither a sample nor an evaluation database).
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const KIOSKS: FixtureTable[] = [
  {
    name: "kiosks",
    key: "kiosk_id",
    columns: [
      ["kiosk_id", "integer", "integer"],
      ["kiosk_name", "text", "text"],
      ["open_year", "integer", "integer"],
    ],
    rows: ["Quay Teas", "Pier Chips", "Slipway Ices", "Breakwater Books", "Lantern Crafts"].map((kiosk_name, i) => ({
      kiosk_id: i + 1,
      kiosk_name,
      open_year: 2001 + i * 4,
    })),
  },
  {
    name: "attendants",
    key: "attendant_id",
    columns: [
      ["attendant_id", "integer", "integer"],
      ["attendant_name", "text", "text"],
      ["years_working", "integer", "integer"],
    ],
    rows: ["Ailsa Munro", "Fraser Kerr", "Shona Begg"].map((attendant_name, i) => ({
      attendant_id: i + 1,
      attendant_name,
      years_working: 2 + i * 5,
    })),
  },
];
const catalog = fixtureCatalog(KIOSKS);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a superlative of time over the year something began", () => {
  it("puts the earliest first for the longest, the latest for the shortest", () => {
    expect(sql("Which kiosk has been open the longest?")).toMatch(/ORDER BY "open_year" ASC/);
    expect(sql("Which kiosk has been open the shortest?")).toMatch(/ORDER BY "open_year" DESC/);
  });

  it("leaves a number of years in its own order", () => {
    expect(sql("Which attendant has been working the longest?")).toMatch(/ORDER BY "years_working" DESC/);
  });
});
