// A "sales" table beside the revenue its lines add up to (the made-up bakery of the engine's tests, neither a sample
// nor an evaluation database): "how many sales" counts the sales, and the revenue named alone is added up.
import { describe, expect, it } from "vitest";
import { BAKERY } from "../../tests/fixtures/engine/bakery";
import { fixtureCatalog } from "../../tests/fixtures/engine/library";
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
