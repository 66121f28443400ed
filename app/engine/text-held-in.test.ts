// Text held in a column (made-up kite makers, neither a sample nor an evaluation database): "makers that have Zephyr
// in their name" asks for names containing the word, not for the one maker called Zephyr.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "kite_maker",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["maker_name", "text", "text"],
      ["country", "text", "text"],
      ["kites_in_stock", "integer", "integer"],
    ],
    rows: ["Zephyr", "Zephyr Works", "Blue Zephyr Kites", "Skyline", "Aero Loft"].map((name, i) => ({
      id: i + 1,
      maker_name: name,
      country: ["Chile", "Peru"][i % 2],
      kites_in_stock: 10 * i,
    })),
  },
  {
    name: "kite",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["title", "text", "text"],
      ["description", "text", "text"],
      ["maker_id", "integer", "integer"],
    ],
    foreignKeys: [{ column: "maker_id", table: "kite_maker" }],
    rows: Array.from({ length: 6 }, (_, i) => ({
      id: i + 1,
      title: ["Storm Dancer", "Night Owl", "Storm Rider", "Sparrow", "Delta Storm", "Box"][i],
      description: i % 2 ? "two-line stunt kite" : "single-line kite for beaches",
      maker_id: 1 + (i % 5),
    })),
  },
];

const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("text held in a column", () => {
  it("reads 'have X in their name' as a name containing X", () => {
    const text = sql("How many kite makers have Zephyr in their name?");
    expect(text).toMatch(/COUNT/);
    expect(text).toMatch(/"maker_name".*Zephyr/);
    expect(text).not.toMatch(/"maker_name" = 'Zephyr'/);
  });

  it("reads the named text column after 'in'", () => {
    expect(sql("Which kites have stunt in the description?")).toMatch(/"description".*stunt/i);
    expect(sql("Which kites have Storm in their title?")).toMatch(/"title".*Storm/);
  });

  it("leaves 'in' alone when no text column follows", () => {
    expect(sql("Which kite makers have kites in stock?")).not.toMatch(/'%?kites%?'|~\\* 'kites'/);
  });
});
