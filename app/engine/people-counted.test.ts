// "How many people earn more than …" over a made-up rowing club's staff (neither a sample nor an evaluation database):
// the people counted are the staff, known before the condition is read, so the amount compared is theirs.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "boathouses",
    key: "boathouse_id",
    columns: [
      ["boathouse_id", "integer", "integer"],
      ["boathouse_name", "text", "text"],
      ["rent", "numeric", "decimal"],
    ],
    rows: ["Upper Reach", "Mill Pool", "Weir Side"].map((boathouse_name, i) => ({
      boathouse_id: i + 1,
      boathouse_name,
      rent: 900 + 50 * i,
    })),
  },
  {
    name: "staff",
    key: "staff_id",
    columns: [
      ["staff_id", "integer", "integer"],
      ["staff_name", "text", "text"],
      ["boathouse_id", "integer", "integer"],
      ["salary", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "boathouse_id", table: "boathouses" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      staff_id: i + 1,
      staff_name: `Coach ${i}`,
      boathouse_id: (i % 3) + 1,
      salary: 1800 + 300 * i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("people counted with a condition on their pay", () => {
  it("compares the staff's own amount", () => {
    expect(sql("How many people earn more than 3,000?")).toMatch(/"salary" > 3000/);
    const at = sql("How many people at Mill Pool earn less than 2,500?");
    expect(at).toMatch(/"staff"\."salary" < 2500/);
    expect(at).toMatch(/'Mill Pool'/);
  });
});
