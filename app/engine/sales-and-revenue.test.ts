// A "sales" table beside the revenue its lines add up to (the made-up bakery of the engine's tests, neither a sample
// nor an evaluation database): "how many sales" counts the sales, and the revenue named alone is added up.
import { describe, expect, it } from "vitest";
import { BAKERY } from "../../tests/fixtures/engine/bakery";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const catalog = fixtureCatalog(BAKERY);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");
const REVENUE = /SUM\(\("(sale_lines"\.")?quantity" \* "(sale_lines"\.")?unit_price"\)\)/;

describe("sales and revenue", () => {
  it('counts the rows of the table "how many sales" names', () => {
    for (const q of ["How many sales were there in 2024?", "Number of sales per shop", "How many sales per month?"]) {
      const s = sql(q);
      expect(s, q).toMatch(/COUNT\(\*\) AS "sale_count" FROM "sales"/);
      expect(s, q).not.toMatch(/SUM\(/);
    }
  });

  it("adds up the line revenue a question names alone, over a period or by a time grain", () => {
    for (const q of ["What was the revenue last month?", "Show revenue by month.", "What was revenue in 2024?"]) {
      const s = sql(q);
      expect(s, q).toMatch(REVENUE);
      expect(s, q).not.toMatch(/COUNT\(/);
    }
  });
});

describe("a plural noun leading a table's name", () => {
  // made-up refund desk: the refunds are "refund headers" with an amount refunded; notes and steps belong to them
  const TABLES: FixtureTable[] = [
    {
      name: "refund_headers",
      key: "refund_header_id",
      columns: [
        ["refund_header_id", "integer", "integer"],
        ["refunded_on", "date", "date"],
        ["amount_refunded", "numeric(8,2)", "decimal"],
        ["refund_reason", "text", "text"],
      ],
      rows: Array.from({ length: 10 }, (_, i) => ({
        refund_header_id: i + 1,
        refunded_on: `202${3 + (i % 2)}-0${(i % 9) + 1}-12`,
        amount_refunded: 20 + i * 3,
        refund_reason: ["damaged", "late", "wrong size"][i % 3],
      })),
    },
    {
      name: "refunds_notes",
      key: "note_id",
      columns: [
        ["note_id", "integer", "integer"],
        ["refund_id", "integer", "integer"],
        ["note_text", "text", "text"],
      ],
      foreignKeys: [{ column: "refund_id", table: "refund_headers" }],
      rows: Array.from({ length: 6 }, (_, i) => ({ note_id: i + 1, refund_id: i + 1, note_text: `Note ${i + 1}` })),
    },
  ];
  const refunds = fixtureCatalog(TABLES);

  it("counts that table's rows rather than adding up its amount", () => {
    for (const q of ["How many refunds were issued in 2024?", "refunds by year?", "refunds by reason?"]) {
      const s = translate(q, { catalog: refunds }).sql.replace(/\s+/g, " ");
      expect(s, q).toMatch(/COUNT\(\*\) AS "refund_header_count" FROM "refund_headers"/);
      expect(s, q).not.toMatch(/SUM\(/);
    }
  });
});
