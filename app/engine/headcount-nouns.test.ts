// A number of people a table keeps in a column of its own, named by what the people are: "the smallest audience",
// "the biggest crowd", "drew more people than average" rank or compare that column (made-up lighthouse tours,
// neither a sample nor an evaluation database) — no rows of another table are counted for them.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TOURS: FixtureTable[] = [
  {
    name: "guides",
    key: "guide_id",
    columns: [
      ["guide_id", "integer", "integer"],
      ["guide_name", "text", "text"],
    ],
    rows: ["Morag Bain", "Euan Ross", "Isla Reid"].map((guide_name, i) => ({ guide_id: i + 1, guide_name })),
  },
  {
    name: "tours",
    key: "tour_id",
    columns: [
      ["tour_id", "integer", "integer"],
      ["tour_title", "text", "text"],
      ["guide_id", "integer", "integer"],
      ["tour_attendance", "integer", "integer"],
    ],
    foreignKeys: [{ column: "guide_id", table: "guides" }],
    rows: ["Rua Reidh", "Ardnamurchan", "Corran Point", "Eilean Glas", "Neist Point", "Stoer Head"].map(
      (tour_title, i) => ({ tour_id: i + 1, tour_title, guide_id: (i % 3) + 1, tour_attendance: 40 + ((i * 37) % 90) }),
    ),
  },
];
const catalog = fixtureCatalog(TOURS);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("people named by what they are", () => {
  it("rank the column that counts them", () => {
    expect(sql("Which tour had the smallest audience?")).toMatch(/ORDER BY "tour_attendance" ASC/);
    expect(sql("Which tour drew the biggest crowd?")).toMatch(/ORDER BY "tour_attendance" DESC/);
    expect(sql("Which tour had the smallest audience?")).not.toMatch(/COUNT\(/);
  });

  it("compare that column with its mean", () => {
    expect(sql("Which tours drew more people than average?")).toMatch(
      /WHERE "tour_attendance" > \(SELECT AVG\("tour_attendance"\) FROM "tours"/,
    );
  });
});
