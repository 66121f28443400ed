// A row's code beside its name (made-up seminar catalogue, neither a sample nor an evaluation database): seminars
// keyed by a text code ("ECO210") are listed with that code and their title; rooms keyed by a number are not given
// their number unless two rooms share a name (kilns named after their makers: two are "Skutt").
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "rooms",
    key: "room_id",
    columns: [
      ["room_id", "integer", "integer"],
      ["room_name", "text", "text"],
      ["seats", "integer", "integer"],
    ],
    rows: Array.from({ length: 5 }, (_, i) => ({
      room_id: i + 1,
      room_name: `Hall ${"ABCDE"[i]}`,
      seats: 20 + 10 * i,
    })),
  },
  {
    name: "seminars",
    key: "seminar_code",
    columns: [
      ["seminar_code", "text", "text"],
      ["title", "text", "text"],
      ["room_id", "integer", "integer"],
      ["credits", "integer", "integer"],
    ],
    foreignKeys: [{ column: "room_id", table: "rooms" }],
    rows: Array.from({ length: 9 }, (_, i) => ({
      seminar_code: `${["ECO", "HIS", "LAW"][i % 3]}${200 + 10 * i}`,
      title: `${["Markets", "Empires", "Contracts"][i % 3]} ${i + 1}`,
      room_id: (i % 5) + 1,
      credits: 2 + (i % 4),
    })),
  },
  {
    name: "kilns",
    key: "kiln_id",
    columns: [
      ["kiln_id", "integer", "integer"],
      ["name", "text", "text"],
      ["max_temp", "integer", "integer"],
    ],
    rows: ["Skutt", "Olympic", "Skutt", "Paragon", "Cress"].map((name, i) => ({
      kiln_id: i + 1,
      name,
      max_temp: 1200 + 20 * i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a row's own code", () => {
  it("is shown beside its label when the key is text", () => {
    expect(sql("Which seminars carry more than 3 credits?")).toMatch(
      /SELECT "seminar_code" AS "seminar_code", "title"/,
    );
    expect(sql("Which seminar has the most credits?")).toMatch(/"seminar_code".*"title"/);
  });

  it("is not shown when the key is a surrogate number", () => {
    expect(sql("Which rooms have more than 30 seats?")).not.toMatch(/"room_id" AS/);
  });
});

describe("a row whose label repeats", () => {
  it("is listed with its key, so two rows that read the same stay two", () => {
    expect(sql("Which kilns reach more than 1210 degrees?")).toMatch(/SELECT "kiln_id" AS "kiln_id", "name"/);
  });
});
