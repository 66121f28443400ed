// Two groups set side by side (a made-up plant nursery, neither a sample nor an evaluation database): "is the average
// price higher for ferns or for palms?" names two values of a column that each stand for many rows, so the answer is
// each group's figure, the larger first — not the one row ranked highest, nor a yes/no about single rows. A question
// asking "which" still names one, and two rows of their own ("Plant 3", "Plant 5") are still compared row to row.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const FAMILIES = ["Fern", "Palm", "Cactus", "Orchid"];
const TABLES: FixtureTable[] = [
  {
    name: "families",
    key: "family_id",
    columns: [
      ["family_id", "integer", "integer"],
      ["family_name", "text", "text"],
    ],
    rows: FAMILIES.map((f, i) => ({ family_id: i + 1, family_name: f })),
  },
  {
    name: "plants",
    key: "plant_id",
    columns: [
      ["plant_id", "integer", "integer"],
      ["plant_name", "text", "text"],
      ["family_id", "integer", "integer"],
      ["height_cm", "numeric", "decimal"],
      ["price", "numeric", "decimal"],
      ["potted_on", "date", "date"],
    ],
    foreignKeys: [{ column: "family_id", table: "families" }],
    rows: Array.from({ length: 16 }, (_, i) => ({
      plant_id: i + 1,
      plant_name: `Plant ${i + 1}`,
      family_id: (i % 4) + 1,
      height_cm: 10 + 7 * i,
      price: 5 + 3 * i,
      potted_on: `2025-0${1 + (i % 9)}-10`,
    })),
  },
  {
    name: "orders",
    key: "order_id",
    columns: [
      ["order_id", "integer", "integer"],
      ["plant_id", "integer", "integer"],
      ["order_status", "text", "text"],
      ["ordered_on", "date", "date"],
      ["amount_paid", "numeric", "decimal"],
    ],
    foreignKeys: [{ column: "plant_id", table: "plants" }],
    rows: Array.from({ length: 30 }, (_, i) => ({
      order_id: i + 1,
      plant_id: (i % 16) + 1,
      order_status: ["Paid", "Cancelled", "Pending"][i % 3],
      ordered_on: `2025-0${1 + (i % 9)}-1${i % 10}`,
      amount_paid: 10 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");
const BY_FAMILY = /GROUP BY "families"\."family_name"/;

describe("two groups set side by side", () => {
  it("averages the compared amount per group, the larger first, both shown", () => {
    const got = sql("Is the average price higher for ferns or for palms?");
    expect(got).toMatch(/AVG\("plants"\."price"\)/);
    expect(got).toMatch(BY_FAMILY);
    expect(got).toMatch(/ORDER BY "average_price" DESC/);
    expect(got).not.toMatch(/LIMIT/);
  });

  it("reads 'than' between two values of a grouping column as the same choice", () => {
    const got = sql("Do ferns cost more than palms on average?");
    expect(got).toMatch(/AVG\("plants"\."price"\)/);
    expect(got).toMatch(BY_FAMILY);
    expect(got).not.toMatch(/'yes'/);
  });

  it("takes the quantity an adjective measures from the rows related to the groups", () => {
    expect(sql("Are palms taller than ferns?")).toMatch(/AVG\("plants"\."height_cm"\).*GROUP BY "families"/);
    // WordNet: "pricey" is said of a price
    expect(sql("Are fern plants pricier than palm plants?")).toMatch(/AVG\("plants"\."price"\).*GROUP BY "families"/);
  });

  it("sums only when a total is asked", () => {
    expect(sql("Is the total price higher for ferns or palms?")).toMatch(/SUM\("plants"\."price"\).*GROUP BY/);
  });

  it("counts each group's rows when no amount is compared", () => {
    const got = sql("Were more orders paid or left pending?");
    expect(got).toMatch(/COUNT\(\*\).*GROUP BY "order_status"/);
    expect(got).not.toMatch(/LIMIT/);
    expect(sql("Do fern plants get more orders than palm plants?")).toMatch(/COUNT\(\*\) AS "count" FROM "orders"/);
  });

  it("still names one for 'which' or a superlative, and compares two rows of their own row to row", () => {
    expect(sql("Which family has more orders, ferns or palms?")).toMatch(/LIMIT 1$/);
    expect(sql("Did ferns or palms get the most orders?")).toMatch(/LIMIT 1$/);
    expect(sql("Did Plant 3 cost more than Plant 5?")).toMatch(/'yes'.*"price" > \(SELECT "price"/);
  });
});
