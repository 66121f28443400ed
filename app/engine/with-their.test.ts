// "… with their X" over a made-up depot list (neither a sample nor an evaluation database): the rows listed are named
// by their label first, also when X is their own column; "with their names" is the label alone.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "depots",
    key: "depotid",
    columns: [
      ["depotid", "integer", "integer"],
      ["name", "text", "text"],
      ["town", "text", "text"],
      ["country", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      depotid: i + 1,
      name: `Depot ${i}`,
      town: `Town ${i % 4}`,
      country: ["Norway", "Chile", "Peru"][i % 3],
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const select = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ").split(" FROM ")[0];

describe("rows listed with their own columns", () => {
  it("names the rows by their label beside the columns asked for", () => {
    expect(select("List the depots in Norway with their towns.")).toBe('SELECT "name" AS "name", "town" AS "town"');
    expect(select("List the depots in Norway with their town and country")).toBe(
      'SELECT "name" AS "name", "town" AS "town", "country" AS "country"',
    );
  });

  it("shows the label once when it is what is asked for", () => {
    expect(select("List the depots with their names")).toBe('SELECT "name" AS "name"');
  });
});
