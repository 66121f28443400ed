// Per-entity averages over every entity (a made-up tool library, neither a sample nor an evaluation database): "how
// many loans does a member take out on average" counts members without loans as zero — the members' table comes first
// and the loans are left-joined — while "among members who have borrowed", "members with at least one loan" and a
// role the loans give ("a borrower") average only over the members with loans.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "members",
    key: "member_id",
    columns: [
      ["member_id", "integer", "integer"],
      ["member_name", "text", "text"],
      ["joined_on", "date", "date"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      member_id: i + 1,
      member_name: `Member ${i + 1}`,
      joined_on: `2024-0${1 + (i % 9)}-01`,
    })),
  },
  {
    name: "tool_loans",
    key: "loan_id",
    columns: [
      ["loan_id", "integer", "integer"],
      ["borrower_member_id", "integer", "integer"],
      ["loaned_on", "date", "date"],
      ["late_fee", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "borrower_member_id", table: "members" }],
    rows: Array.from({ length: 20 }, (_, i) => ({
      loan_id: i + 1,
      borrower_member_id: (i % 7) + 1,
      loaned_on: `2025-0${1 + (i % 9)}-15`,
      late_fee: i % 3 ? 0 : 2.5,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("an average per entity", () => {
  it("is over every entity, those without rows as zero", () => {
    for (const question of [
      "On average, how many loans does a member take out?",
      "What is the average number of loans per member?",
    ]) {
      const got = sql(question);
      expect(got, question).toMatch(/AVG\(/);
      expect(got, question).toMatch(/FROM "members" LEFT JOIN "tool_loans"/);
    }
  });

  it("is over the entities with rows when the question says so, or names them by the role the rows give", () => {
    for (const question of [
      "Among members who have borrowed, how many loans does a member take out on average?",
      "For members with at least one loan, how many loans do they have on average?",
      "On average, how many loans does a borrower have?",
    ]) {
      const got = sql(question);
      expect(got, question).toMatch(/AVG\(/);
      expect(got, question).not.toMatch(/LEFT JOIN/);
    }
  });
});
