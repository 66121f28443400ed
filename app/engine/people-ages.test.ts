// A bare number said of people (made-up volunteer register, neither a sample nor an evaluation database): "volunteers
// over 20" are those whose age is over 20 — the people's own age column, when nothing else names the number.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "volunteers",
    key: "volunteer_id",
    columns: [
      ["volunteer_id", "integer", "integer"],
      ["volunteer_name", "text", "text"],
      ["age", "integer", "integer"],
      ["shifts_done", "integer", "integer"],
    ],
    rows: Array.from({ length: 14 }, (_, i) => ({
      volunteer_id: i + 1,
      volunteer_name: `Helper ${i + 1}`,
      age: 17 + i * 3,
      shifts_done: i * 2,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a bare number said of people", () => {
  it("is their age", () => {
    expect(sql("How many volunteers are over 30?")).toMatch(/WHERE "age" > 30/);
    expect(sql("Which volunteers are under 25?")).toMatch(/WHERE "age" < 25/);
  });

  it("leaves a number with its own unit alone", () => {
    expect(sql("Which volunteers did more than 10 shifts?")).not.toMatch(/WHERE.*"age"/);
  });
});
