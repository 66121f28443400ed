// The order of a list nobody asked to order (made-up street markets, neither a sample nor an evaluation database):
// rows kept by a comparison with an amount come largest first for "over", smallest first for "under"; rows kept by a
// period in time order; other lists of named rows read A to Z; ranked and grouped answers keep their own order.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "markets",
    key: "market_id",
    columns: [
      ["market_id", "integer", "integer"],
      ["market_name", "text", "text"],
      ["district", "text", "text"],
      ["pitch_fee", "numeric", "decimal"],
      ["opened_year", "integer", "integer"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      market_id: i + 1,
      market_name: `${["Quay", "Abbey", "Mill"][i % 3]} Market ${i + 1}`,
      district: i % 2 ? "North" : "South",
      pitch_fee: 20 + ((i * 17) % 60),
      opened_year: 1990 + i,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const orderOf = (q: string) => / ORDER BY (.*)$/.exec(translate(q, { catalog }).sql.replace(/\s+/g, " "))?.[1];

describe("the order of a list", () => {
  it("follows a comparison with an amount", () => {
    expect(orderOf("Which markets charge a pitch fee over 50?")).toMatch(/^"pitch_fee" DESC/);
    expect(orderOf("Which markets charge a pitch fee under 30?")).toMatch(/^"pitch_fee" ASC/);
  });

  it("follows a period, in time order", () => {
    expect(orderOf("Which markets opened after 2000?")).toMatch(/^"opened_year" ASC/);
  });

  it("is by name otherwise", () => {
    expect(orderOf("List the markets in the North district.")).toMatch(/^"market_name" ASC/);
  });

  it("leaves ranked and grouped answers alone", () => {
    expect(orderOf("Which market charges the highest pitch fee?")).toMatch(/^"pitch_fee" DESC/);
    expect(orderOf("How many markets are there in each district?")).not.toMatch(/market_name/);
  });
});
