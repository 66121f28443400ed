// A second sentence's first word is capitalised by grammar, not because it names something (made-up kennel club,
// neither a sample nor an evaluation database): "… per breed? Include breeds …" is no breed called "Include".
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "breeds",
    key: "breed_id",
    columns: [
      ["breed_id", "integer", "integer"],
      ["breed_name", "text", "text"],
    ],
    rows: ["Beagle", "Collie", "Dachshund", "Whippet"].map((breed_name, i) => ({ breed_id: i + 1, breed_name })),
  },
  {
    name: "dogs",
    key: "dog_id",
    columns: [
      ["dog_id", "integer", "integer"],
      ["breed_id", "integer", "integer"],
      ["dog_name", "text", "text"],
    ],
    foreignKeys: [{ column: "breed_id", table: "breeds" }],
    rows: Array.from({ length: 12 }, (_, i) => ({ dog_id: i + 1, breed_id: (i % 3) + 1, dog_name: `Dog ${i}` })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a sentence's first word", () => {
  it("is not read as a name the data lacks", () => {
    const got = translate("How many dogs does each breed have? Include breeds with no dogs.", { catalog });
    expect(got.sql).toMatch(/"breed_name"/);
    // a capitalised word inside a sentence still is one
    expect(() => translate("How many dogs of the Pointer breed are there?", { catalog })).toThrow(/Pointer/);
  });
});
