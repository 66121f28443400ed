// Words about presenting an answer (made-up repair shop, neither a sample nor an evaluation database): "break the
// jobs down by status" asks for a grouping; "break" names nothing in the data and is neither ignored nor reported as
// a word the database does not explain.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "repair_jobs",
    key: "job_id",
    columns: [
      ["job_id", "integer", "integer"],
      ["job_status", "text", "text"],
      ["bench", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      job_id: i + 1,
      job_status: ["open", "waiting", "done"][i % 3],
      bench: ["north", "south"][i % 2],
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("words about presenting", () => {
  it("reads 'break … down by' as a grouping and leaves no word unread", () => {
    for (const question of ["Break the repair jobs down by status.", "Break down repair jobs by bench."]) {
      const got = translate(question, { catalog });
      expect(got.sql).toMatch(/GROUP BY/);
      expect(got.ignoredWords).toEqual([]);
      expect(got.unplaced).toEqual([]);
    }
  });
});
