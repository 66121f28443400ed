// A lookup table's description column (made-up gadget shop, neither a sample nor an evaluation database):
// ref_finishes(finish_code, finish_description) is a list of kinds — "matte" is one of them, named in a question — not
// prose whose words are accidents, as a description column usually is.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const FINISHES = ["matte", "gloss", "satin", "brushed"];
const TABLES: FixtureTable[] = [
  {
    name: "ref_finishes",
    key: "finish_code",
    columns: [
      ["finish_code", "text", "text"],
      ["finish_description", "text", "text"],
    ],
    rows: FINISHES.map((finish_description, i) => ({ finish_code: `F${i}`, finish_description })),
  },
  {
    name: "gadgets",
    key: "gadget_id",
    columns: [
      ["gadget_id", "integer", "integer"],
      ["gadget_name", "text", "text"],
      ["finish_code", "text", "text"],
      ["gadget_description", "text", "text"],
    ],
    foreignKeys: [{ column: "finish_code", table: "ref_finishes" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      gadget_id: i + 1,
      gadget_name: `Gadget ${i + 1}`,
      finish_code: `F${i % 4}`,
      gadget_description: `A handy gadget with ${i} parts`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("a lookup table's descriptions", () => {
  it("links a kind named in the question", () => {
    const got = translate("How many matte gadgets are there?", { catalog }).sql.replace(/\s+/g, " ");
    expect(got).toMatch(/"ref_finishes"\."finish_description" = 'matte'/);
  });
});
