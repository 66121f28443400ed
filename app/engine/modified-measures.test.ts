// A number named after a modifier the schema does not hold (made-up concert halls, neither a sample nor an evaluation
// database): "the total standing capacity" sums the capacity, the modifier left unread — not a list of the halls; a
// period's grain after the aggregate ("average monthly takings") is no modifier.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "halls",
    key: "hall_id",
    columns: [
      ["hall_id", "integer", "integer"],
      ["hall_name", "text", "text"],
      ["capacity", "integer", "integer"],
    ],
    rows: ["Dome", "Vault", "Loft", "Barn"].map((hall_name, i) => ({
      hall_id: i + 1,
      hall_name,
      capacity: 200 * (i + 1),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a number after a modifier the schema does not hold", () => {
  it("is the number measured, the modifier left unread", () => {
    const answer = translate("What is the total standing capacity of our halls?", { catalog });
    expect(answer.sql.replace(/\s+/g, " ")).toMatch(/SELECT SUM\("capacity"\)/);
    expect([...answer.unplaced, ...answer.ignoredWords]).toContain("standing");
  });
});
