// Plain words over a made-up tool library (neither a sample nor an evaluation database): "every" before the rows a
// sum adds up means all of them, not a group per row; "separate" counts distinct values as "different" does; a
// balance is money.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "tool_loans",
    key: "loan_id",
    columns: [
      ["loan_id", "integer", "integer"],
      ["borrower_town", "text", "text"],
      ["deposit_amount", "decimal(8,2)", "decimal"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      loan_id: i + 1,
      borrower_town: ["Ashby", "Brill", "Coleford", "Ashby"][i % 4],
      deposit_amount: 5 + i * 2.5,
    })),
  },
  {
    name: "member_accounts",
    key: "account_no",
    columns: [
      ["account_no", "integer", "integer"],
      ["account_kind", "text", "text"],
      ["current_bal", "decimal(10,2)", "decimal"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      account_no: 100 + i,
      account_kind: ["credit", "prepaid"][i % 2],
      current_bal: 20 + i * 7,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("plain words for amounts", () => {
  it("sums every row's amount into one total", () => {
    const s = sql("What is the combined deposit amount of every tool loan?");
    expect(s).toMatch(/^SELECT SUM\("deposit_amount"\)/);
    expect(s).not.toMatch(/GROUP BY/);
  });

  it("counts separate values once", () => {
    expect(sql("How many separate borrower towns are there?")).toMatch(/COUNT\(DISTINCT "borrower_town"\)/);
  });

  it("reads a balance as the money an account holds", () => {
    expect(sql("What is the total money in prepaid accounts?")).toMatch(/SUM\("current_bal"\)/);
  });
});
