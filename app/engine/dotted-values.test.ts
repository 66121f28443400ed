// Values written with full stops (made-up college, neither a sample nor an evaluation database): departments are titled
// "Comp. Sci.", "Pol. Sci.", "Elec. Eng.". A question that writes one out names that value whole — not it or any
// title containing "Sci".
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TITLES = ["Comp. Sci.", "Pol. Sci.", "Elec. Eng.", "Mech. Eng.", "History"];
const TABLES: FixtureTable[] = [
  {
    name: "department",
    key: "code",
    columns: [
      ["code", "text", "text"],
      ["title", "text", "text"],
      ["budget", "integer", "integer"],
    ],
    rows: TITLES.map((title, i) => ({ code: `D${i}`, title, budget: 1000 * (i + 1) })),
  },
  {
    name: "pupil",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["full_name", "text", "text"],
      ["dept_code", "text", "text"],
    ],
    foreignKeys: [{ column: "dept_code", table: "department" }],
    rows: Array.from({ length: 30 }, (_, i) => ({ id: i + 1, full_name: `Pupil ${i + 1}`, dept_code: `D${i % 5}` })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a value written with full stops", () => {
  it.each([
    ["What is the budget of Pol. Sci.?", "Pol. Sci."],
    ["How many pupils are in Elec. Eng.?", "Elec. Eng."],
  ])("“%s” names %s alone", (question, title) => {
    const read = sql(question);
    expect(read).toContain(`"title" = '${title}'`);
    expect(read).not.toMatch(/ILIKE/);
  });
});
