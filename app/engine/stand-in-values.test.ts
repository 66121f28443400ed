// A value of a table no key reaches, recorded by the question's own table in a column named after that table (made-up
// ferry network, neither a sample nor an evaluation database): "ports in Norway" filters ports.country, not the
// country of the carriers two joins away that happen to hold the same name.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const NATIONS = ["Norway", "Greece", "Chile", "Japan"];
const TABLES: FixtureTable[] = [
  {
    name: "nations",
    key: "isocode",
    columns: [
      ["isocode", "char(2)", "text"],
      ["name", "text", "text"],
    ],
    rows: NATIONS.map((name) => ({ isocode: name.slice(0, 2).toUpperCase(), name })),
  },
  {
    // more distinct nations than a sample keeps, so the column's values are unknown to the engine
    name: "ports",
    key: "portid",
    columns: [
      ["portid", "integer", "integer"],
      ["portname", "text", "text"],
      ["nation", "text", "text"],
    ],
    rows: Array.from({ length: 130 }, (_, i) => ({
      portid: i + 1,
      portname: `Port ${i}`,
      nation: i < 8 ? NATIONS[i % 4] : `Nation ${i}`,
    })),
  },
  {
    name: "carriers",
    key: "carrierid",
    columns: [
      ["carrierid", "integer", "integer"],
      ["carriername", "text", "text"],
      ["nation", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ carrierid: i + 1, carriername: `Line ${i}`, nation: NATIONS[i % 4] })),
  },
  {
    name: "sailings",
    key: "sailingid",
    columns: [
      ["sailingid", "integer", "integer"],
      ["carrierid", "integer", "integer"],
      ["portid", "integer", "integer"],
    ],
    foreignKeys: [
      { column: "carrierid", table: "carriers" },
      { column: "portid", table: "ports" },
    ],
    rows: Array.from({ length: 40 }, (_, i) => ({ sailingid: i + 1, carrierid: (i % 6) + 1, portid: (i % 130) + 1 })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a value recorded in the question's own table", () => {
  it("filters the own column named after the unreached table, not a reachable namesake", () => {
    const got = sql("How many ports are there in Norway?");
    expect(got).toMatch(/"nation" = 'Norway'/);
    expect(got).not.toMatch(/carriers/);
  });
});
