// A cue word is not an entity (made-up sports club, neither a sample nor an evaluation database): courts keep a
// column named "avg_rating", so "average" also links to the courts table. Asked how many bookings a member makes on
// average, the bookings are counted per member — the word "average" was read as the cue and names no table to
// average over.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "courts",
    key: "courtid",
    columns: [
      ["courtid", "integer", "integer"],
      ["courtname", "text", "text"],
      ["avg_rating", "decimal", "decimal"],
    ],
    rows: Array.from({ length: 4 }, (_, i) => ({ courtid: i + 1, courtname: `Court ${i + 1}`, avg_rating: 3 + i / 2 })),
  },
  {
    name: "members",
    key: "memberid",
    columns: [
      ["memberid", "integer", "integer"],
      ["fullname", "text", "text"],
      ["joined", "date", "date"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      memberid: i + 1,
      fullname: ["Ana Ruiz", "Bo Lind", "Cy Hale", "Di Moss", "Ed Park", "Flo Tan"][i % 6] + ` ${i}`,
      joined: `2023-0${1 + (i % 9)}-15`,
    })),
  },
  {
    name: "bookings",
    key: "bookingid",
    columns: [
      ["bookingid", "integer", "integer"],
      ["memberid", "integer", "integer"],
      ["courtid", "integer", "integer"],
      ["bookedfor", "date", "date"],
    ],
    foreignKeys: [
      { column: "memberid", table: "members" },
      { column: "courtid", table: "courts" },
    ],
    rows: Array.from({ length: 60 }, (_, i) => ({
      bookingid: i + 1,
      memberid: (i % 12) + 1,
      courtid: (i % 4) + 1,
      bookedfor: `2024-0${1 + (i % 9)}-0${1 + (i % 8)}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a cue word names no entity", () => {
  it("averages the bookings per member, not per court", () => {
    const got = sql("On average, how many bookings does a member make?");
    expect(got).toMatch(/AVG\(/);
    // every member, those without bookings as zero (ADR 076)
    expect(got).toMatch(/FROM "members" LEFT JOIN "bookings"/);
    expect(got).not.toMatch(/"courts"/);
  });
});
