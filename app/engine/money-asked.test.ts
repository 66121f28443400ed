// Money asked without its column's name (made-up marketing ledger, neither a sample nor an evaluation database): a verb
// of money after "how much" ("how much did the radio campaigns cost") sums the money of the rows named after it, a
// total of the rows a value names ("the total of all refunds") sums their money, and "the total amount" is the money
// column of the rows asked about, as is "how much was booked" (a date's verb) — not a count of rows or of dates; "each
// campaign" still groups when the linker read "campaign cost" as one column. What ought to be spent is not what was.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "campaigns",
    key: "campaign_id",
    columns: [
      ["campaign_id", "integer", "integer"],
      ["campaign_name", "text", "text"],
      ["channel", "text", "text"],
      ["campaign_cost", "numeric", "decimal"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      campaign_id: i + 1,
      campaign_name: `Campaign ${i}`,
      channel: ["Radio", "Print", "Online"][i % 3],
      campaign_cost: 100 + i,
    })),
  },
  {
    name: "ledger",
    key: "entry_id",
    columns: [
      ["entry_id", "integer", "integer"],
      ["campaign_id", "integer", "integer"],
      ["entry_type", "text", "text"],
      ["entry_amount", "numeric", "decimal"],
      ["booked_on", "date", "date"],
    ],
    foreignKeys: [{ column: "campaign_id", table: "campaigns" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      entry_id: i + 1,
      campaign_id: 1 + (i % 5),
      entry_type: ["Payment", "Refund", "Fee"][i % 3],
      entry_amount: 10 + i,
      booked_on: `2024-0${1 + (i % 9)}-02`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql;

describe("money asked without its column's name", () => {
  it("sums the money of the rows a verb of money names", () => {
    expect(sql("How much have we spent on campaigns in each channel?")).toMatch(
      /SUM\("campaign_cost"\)[\s\S]*GROUP BY "channel"/,
    );
    expect(sql("How much did we spend on radio campaigns?")).toMatch(
      /SUM\("campaign_cost"\)[\s\S]*"channel" = 'Radio'/,
    );
  });

  it("groups by the rows whose noun the linker read with the verb as their column", () => {
    expect(sql("How much did each campaign cost?")).toMatch(/SUM\("campaign_cost"\)[\s\S]*GROUP BY "campaign_name"/);
  });

  it("sums the money of the rows a date column's verb names", () => {
    expect(sql("How much was booked against each campaign?")).toMatch(
      /SUM\("ledger"\."entry_amount"\)[\s\S]*GROUP BY "campaigns"\."campaign_name"/,
    );
  });

  it("does not read what ought to be spent as what was", () => {
    expect(sql("How much should we spend on radio campaigns?")).not.toMatch(/SUM/);
  });

  it("sums the money of the rows a value names", () => {
    expect(sql("What is the total of all refunds?")).toMatch(/SUM\("entry_amount"\)[\s\S]*'Refund'/);
    expect(sql("Total refunds by month")).toMatch(/SUM\("entry_amount"\)/);
    expect(sql("How many refunds were there?")).toMatch(/COUNT\(\*\)/);
  });

  it("reads 'the total amount' as the money column of the rows asked about", () => {
    for (const question of ["What is the total amount for each entry type?", "Total amount booked per entry type"])
      expect(sql(question), question).toMatch(/SUM\("entry_amount"\)[\s\S]*GROUP BY "entry_type"/);
  });
});
