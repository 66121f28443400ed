// A table whose rows share names (made-up bakery supplier, neither a sample nor an evaluation database): several
// flours are sold under one mill's name; the cheapest flour is one row, not the mill whose flours add up to least.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const MILLS = ["Hartwell", "Oakmere", "Hartwell", "Brinby", "Oakmere", "Hartwell", "Brinby", "Oakmere"];
const TABLES: FixtureTable[] = [
  {
    name: "flours",
    key: "flour_id",
    columns: [
      ["flour_id", "integer", "integer"],
      ["flour_name", "text", "text"],
      ["unit_price", "numeric(8,2)", "decimal"],
    ],
    rows: MILLS.map((mill, i) => ({
      flour_id: i + 1,
      flour_name: mill,
      unit_price: [4.2, 9.5, 3.1, 12.4, 2.7, 5.9, 8.8, 6.3][i],
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("ranking rows whose names repeat", () => {
  it("ranks each row by its own value when the question names the table's rows", () => {
    const sql = translate("Which flour is the cheapest?", { catalog }).sql;
    expect(sql).not.toMatch(/SUM|GROUP BY/);
    expect(sql).toMatch(/ORDER BY "unit_price" ASC/);
  });
});
