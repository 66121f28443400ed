// Related rows named in other ways than by their table (made-up seed exchange, neither a sample nor an evaluation
// database): seeds kept in at least one nursery, where the pairing rows count the packets kept; seeds with trial
// entries, where only the trials' date says "trial entry"; growers whose sex is a yes/no column named for one sex.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "seeds",
    key: "seed_id",
    columns: [
      ["seed_id", "integer", "integer"],
      ["variety", "text", "text"],
      ["grams", "integer", "integer"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({ seed_id: i + 1, variety: `Variety ${i + 1}`, grams: 5 + i })),
  },
  {
    name: "nurseries",
    key: "nursery_id",
    columns: [
      ["nursery_id", "integer", "integer"],
      ["town", "text", "text"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ nursery_id: i + 1, town: ["Ely", "Wells", "Bath", "Rye"][i] })),
  },
  {
    name: "nursery_seeds",
    key: "nursery_seed_id",
    columns: [
      ["nursery_seed_id", "integer", "integer"],
      ["nursery_id", "integer", "integer"],
      ["seed_id", "integer", "integer"],
      ["packets_kept", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "nursery_id", table: "nurseries" },
      { column: "seed_id", table: "seeds" },
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      nursery_seed_id: i + 1,
      nursery_id: 1 + (i % 4),
      seed_id: 1 + (i % 5),
      packets_kept: 3 + i,
    })),
  },
  {
    name: "growers",
    key: "grower_id",
    columns: [
      ["grower_id", "integer", "integer"],
      ["grower_name", "text", "text"],
      ["is_female", "boolean", "boolean"],
      ["age", "integer", "integer"],
    ],
    rows: Array.from({ length: 8 }, (_, i) => ({
      grower_id: i + 1,
      grower_name: `Grower ${i + 1}`,
      is_female: i % 3 === 0 ? 1 : 0,
      age: 25 + i * 4,
    })),
  },
  {
    name: "germination",
    key: "germination_id",
    columns: [
      ["germination_id", "integer", "integer"],
      ["seed_id", "integer", "integer"],
      ["grower_id", "integer", "integer"],
      ["trial_entry_date", "date", "date"],
      ["sprouted", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "seed_id", table: "seeds" },
      { column: "grower_id", table: "growers" },
    ],
    rows: Array.from({ length: 7 }, (_, i) => ({
      germination_id: i + 1,
      seed_id: 2 + (i % 4),
      grower_id: 1 + (i % 3),
      trial_entry_date: `2024-04-${10 + i}`,
      sprouted: 10 + i,
    })),
  },
];

const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("rows a question names by the pairing's column or by their date", () => {
  it("reads a verb naming the pairing rows' column as those rows existing", () => {
    expect(sql("How many seeds are kept in at least one nursery?")).toMatch(
      /FROM "seeds" WHERE EXISTS \(SELECT 1 FROM "nursery_seeds".*"seeds"\."seed_id" = "nursery_seeds"\."seed_id"/,
    );
  });

  it("reads rows named only by their date's words as those rows", () => {
    expect(sql("Which seeds have trial entries?")).toMatch(
      /WHERE EXISTS \(SELECT 1 FROM "germination" WHERE "seeds"\."seed_id" = "germination"\."seed_id"\)/,
    );
  });
});

describe("a yes/no column named for one sex", () => {
  it("holds for that sex and not for the other", () => {
    expect(sql("How many growers are women?")).toMatch(/WHERE "is_female" = TRUE/);
    expect(sql("Which growers are men?")).toMatch(/WHERE "is_female" = FALSE/);
    expect(sql("What is the average age of the women?")).toMatch(/AVG\("age"\).*WHERE "is_female" = TRUE/);
  });

  it("compares the two sexes by the column", () => {
    const text = sql("How many men and how many women do we have?");
    expect(text).toMatch(/GROUP BY "is_female"/);
  });
});
