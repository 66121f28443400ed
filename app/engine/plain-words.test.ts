// A word in common use is not a name spelt like it (made-up evening school, neither a sample nor an evaluation
// database): the learners’ names include Held, Young and Long. "Classes that have been held" asks about classes,
// not about a learner called Held; a capitalised or pointed-at name still names the learner.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const SURNAMES = [
  "Held",
  "Young",
  "Long",
  "Okafor",
  "Lindqvist",
  "Marchetti",
  "Tanaka",
  "Brennan",
  "Duarte",
  "Kowalski",
];
const TABLES: FixtureTable[] = [
  {
    name: "learner",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["joined", "date", "date"],
    ],
    rows: Array.from({ length: 80 }, (_, i) => ({
      id: i + 1,
      name: `${SURNAMES[i % 10]}${i < 10 ? "" : ` ${i}`}`,
      joined: `2018-0${1 + (i % 9)}-01`,
    })),
  },
  {
    name: "class",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["subject", "text", "text"],
      ["year", "integer", "integer"],
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      subject: ["Pottery", "Spanish", "Chess"][i % 3],
      year: 2017 + (i % 4),
    })),
  },
  {
    name: "attendance",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["learner_id", "integer", "integer"],
      ["class_id", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "learner_id", table: "learner" },
      { column: "class_id", table: "class" },
    ],
    rows: Array.from({ length: 90 }, (_, i) => ({ id: i + 1, learner_id: (i % 80) + 1, class_id: (i % 30) + 1 })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a word in common use is not a name spelt like it", () => {
  it("reads 'held' as the verb", () => {
    expect(sql("How many classes have been held?")).not.toMatch(/'Held'/);
  });

  it("still reads a name the question capitalises", () => {
    expect(sql("How many classes did Held attend?")).toMatch(/'Held'/);
  });
});
