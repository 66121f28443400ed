// A key column named only by words of the table it points at (made-up dog shelter, neither a sample nor an evaluation
// database): the dogs' "kennel" column points at "dog_kennel"; "kennels" asks about the kennels, not about the dogs'
// pointers to them.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TOWNS = ["Ashby", "Brill", "Cobb"];
const TABLES: FixtureTable[] = [
  {
    name: "dog_kennel",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["town", "text", "text"],
      ["heated", "text", "text"],
    ],
    rows: Array.from({ length: 7 }, (_, i) => ({
      id: i + 1,
      name: `Kennel ${i + 1}`,
      town: TOWNS[i % 3],
      heated: i % 2 ? "yes" : "no",
    })),
  },
  {
    name: "dog",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["dog_name", "text", "text"],
      ["breed", "text", "text"],
      ["kennel", "integer", "integer"],
    ],
    foreignKeys: [{ column: "kennel", table: "dog_kennel" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      id: i + 1,
      dog_name: `Dog ${i + 1}`,
      breed: ["Beagle", "Collie"][i % 2],
      kennel: 1 + (i % 4),
    })),
  },
];

const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a key named for the table it points at", () => {
  it("counts the table's rows, not the distinct pointers to them", () => {
    expect(sql("How many kennels do we have?")).toMatch(/^SELECT COUNT\(\*\) .* FROM "dog_kennel"$/);
  });

  it("groups the table's own rows", () => {
    const text = sql("How many kennels are there in each town?");
    expect(text).toMatch(/FROM "dog_kennel" GROUP BY "town"/);
    expect(text).not.toMatch(/"dog"/);
  });
});
