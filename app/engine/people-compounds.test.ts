// A compound of "people" is one of "person" (made-up print shop, neither a sample nor an evaluation database): accounts
// name their salesperson in a text column, and "salespeople" asks for those.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { stem } from "./schema/stem";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "accounts",
    key: "accountid",
    columns: [
      ["accountid", "integer", "integer"],
      ["accountname", "text", "text"],
      ["salesperson", "text", "text"],
    ],
    rows: Array.from({ length: 24 }, (_, i) => ({
      accountid: i + 1,
      accountname: `Studio ${i + 1}`,
      salesperson: ["Mira Lund", "Osei Park", "Tova Reyes"][i % 3],
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("compounds of people", () => {
  it("stem like their singular", () => {
    expect(stem("salespeople")).toBe(stem("salesperson"));
    expect(stem("craftspeople")).toBe(stem("craftsperson"));
  });

  it("name the column of the singular", () => {
    expect(translate("How many different salespeople look after our accounts?", { catalog }).sql).toMatch(
      /COUNT\(DISTINCT "salesperson"\)/,
    );
  });
});
