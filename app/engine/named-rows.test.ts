// Rows named past the keys that point at them, and the user's own establishment (made-up riding school, neither a
// sample nor an evaluation database). A booking's key to its lesson is a column called "lessons": "the most expensive
// lesson" still names the lessons and their fee, never the key. "The school" in "how many riders does the school
// teach" is where the data comes from — no word left unexplained.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { getSchemaIndex } from "./model/build-index";
import { chooseLinks } from "./understanding/link-choice";
import { linkAll } from "./understanding/linking";
import { tokenize } from "./understanding/tokens";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "lessons",
    key: "code",
    columns: [
      ["code", "integer", "integer"],
      ["name", "text", "text"],
      ["cost", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ code: i + 1, name: `Lesson ${i + 1}`, cost: 40 + 12 * i })),
  },
  {
    name: "riders",
    key: "riderid",
    columns: [
      ["riderid", "integer", "integer"],
      ["name", "text", "text"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({ riderid: i + 1, name: `Rider ${i + 1}` })),
  },
  {
    name: "bookings",
    columns: [
      ["rider", "integer", "integer"],
      ["lessons", "integer", "integer"],
      ["bookedfor", "date", "date"],
    ],
    foreignKeys: [
      { column: "rider", table: "riders" },
      { column: "lessons", table: "lessons" },
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      rider: (i % 10) + 1,
      lessons: (i % 6) + 1,
      bookedfor: `2025-04-${String(1 + (i % 28)).padStart(2, "0")}`,
    })),
  },
  {
    name: "complaints",
    key: "complaintid",
    columns: [
      ["complaintid", "integer", "integer"],
      ["rider", "integer", "integer"],
      ["lodgedon", "date", "date"],
    ],
    foreignKeys: [{ column: "rider", table: "riders" }],
    rows: Array.from({ length: 8 }, (_, i) => ({
      complaintid: i + 1,
      rider: (i % 5) + 1,
      lodgedon: `2025-04-${String(2 + i).padStart(2, "0")}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("rows named past the keys that point at them", () => {
  it("links the word to the rows, not to the key called after them, when both read it as well", () => {
    const tokens = tokenize("What is our most expensive lesson?");
    // a key named exactly as the table ("procedures" beside a table "procedures") links as strongly as the table
    const links = linkAll(tokens, getSchemaIndex(catalog), new Set()).map((l) =>
      l.kind === "column" && l.column.key ? { ...l, score: 1 } : l,
    );
    expect(chooseLinks(links, tokens).find((l) => l.start === 5)?.kind).toBe("table");
  });

  it("ranks the lessons by their cost, not the bookings' key", () => {
    const got = translate("What is our most expensive lesson?", { catalog }).sql.replace(/\s+/g, " ");
    expect(got).toMatch(/FROM "lessons" ORDER BY "cost" DESC/);
    expect(got).not.toMatch(/"bookings"/);
  });
});

describe("a verb of the rows a reading reads", () => {
  it("is no word left unexplained", () => {
    const t = translate("Which rider gets complained about the most?", { catalog });
    expect(t.sql).toMatch(/"complaints"/);
    expect(t.ignoredWords.map((w) => w.toLowerCase())).not.toContain("complained");
  });
});

describe("the user's own establishment", () => {
  it("is no word left unexplained", () => {
    const t = translate("How many riders does the school teach?", { catalog });
    expect(t.sql).toMatch(/COUNT\(\*\)/);
    expect(t.ignoredWords.map((w) => w.toLowerCase())).not.toContain("school");
  });
});
