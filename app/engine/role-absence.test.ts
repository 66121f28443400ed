// Absence through a role (made-up ferry timetable, neither a sample nor an evaluation database): each crossing names
// the harbour it leaves from and the harbour it arrives at, both keys to harbours. "No crossing leave from" a harbour
// is the absence of a crossing whose departure key points at it — not the harbours listed as they are — and "no
// crossing arrive at" uses the other key. A negation the reading cannot place is reported, never answered at 0.98.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { ignoredWords } from "./plan/confidence";
import type { ParseState } from "./understanding/parse-state";
import { findCues } from "./understanding/find-cues";
import { tokenize } from "./understanding/tokens";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "harbour",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["island", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({ id: i + 1, name: `Port ${i + 1}`, island: i % 2 ? "Vela" : "Mora" })),
  },
  {
    name: "crossing",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["leave_harbour_id", "integer", "integer"],
      ["arrive_harbour_id", "integer", "integer"],
      ["sailed_on", "date", "date"],
    ],
    foreignKeys: [
      { column: "leave_harbour_id", table: "harbour" },
      { column: "arrive_harbour_id", table: "harbour" },
    ],
    rows: Array.from({ length: 40 }, (_, i) => ({
      id: i + 1,
      leave_harbour_id: (i % 6) + 1,
      arrive_harbour_id: (i % 5) + 7,
      sailed_on: `2025-05-${String(1 + (i % 28)).padStart(2, "0")}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("absence through a role", () => {
  it("reads 'no crossing leave from' as no crossing leaving from the harbour", () => {
    expect(sql("Which harbours did no crossing leave from?")).toMatch(
      /NOT EXISTS \(SELECT 1 FROM "crossing" WHERE "harbour"\."id" = "crossing"\."leave_harbour_id"\)/,
    );
  });

  it("reads 'no crossing arrive at' through the other key", () => {
    expect(sql("How many harbours did no crossing arrive at?")).toMatch(
      /NOT EXISTS \(SELECT 1 FROM "crossing" WHERE "harbour"\."id" = "crossing"\."arrive_harbour_id"\)/,
    );
  });
});

describe("a negation no reading took up", () => {
  const state = (question: string, used: number[]) =>
    ({ tokens: tokenize(question), used: new Set(used), cues: findCues(tokenize(question)) }) as unknown as ParseState;

  it("is reported among the words left out", () => {
    expect(ignoredWords(state("which harbours did no crossing leave from", [1, 4, 5]))).toEqual(["no"]);
    expect(ignoredWords(state("harbours never visited", [0, 2]))).toEqual(["never"]);
  });

  it("but 'no' before a number and 'other' without 'than' are no negation", () => {
    expect(ignoredWords(state("harbour no 3", [0, 2]))).toEqual([]);
    expect(ignoredWords(state("the other harbours", [2]))).toEqual([]);
  });
});
