// The person whose key a table's rows carry holds them (made-up fishing-licence office, neither a sample nor an
// evaluation database): licences are issued to anglers, and a clerk asks about licence holders.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "anglers",
    key: "angler_id",
    columns: [
      ["angler_id", "integer", "integer"],
      ["first_name", "text", "text"],
      ["last_name", "text", "text"],
    ],
    rows: Array.from({ length: 9 }, (_, i) => ({
      angler_id: i + 1,
      first_name: ["Rhona", "Elif", "Bram", "Saoirse", "Tiago", "Noor", "Ilse", "Kofi", "Maren"][i],
      last_name: ["Dunn", "Kaya", "Visser", "Byrne", "Lopes", "Haddad", "Berg", "Mensah", "Lund"][i],
    })),
  },
  {
    name: "licences",
    key: "licence_id",
    columns: [
      ["licence_id", "integer", "integer"],
      ["angler_id", "integer", "integer"],
      ["issued_on", "date", "date"],
    ],
    foreignKeys: [{ column: "angler_id", table: "anglers" }],
    rows: Array.from({ length: 25 }, (_, i) => ({
      licence_id: i + 1,
      angler_id: (i % 9) + 1,
      issued_on: `2025-0${(i % 9) + 1}-0${(i % 8) + 1}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("holders of a table's rows", () => {
  it("are the people its key points at", () => {
    const sql = translate("On average, how many licences does a licence holder have?", { catalog }).sql;
    expect(sql).toMatch(/^SELECT AVG\(/);
    expect(sql).toMatch(/JOIN "anglers"/);
  });

  it("are ranked by their rows", () => {
    const sql = translate("Which licence holders have the most licences?", { catalog }).sql;
    expect(sql).toMatch(/"anglers"."first_name"[^]*COUNT\(\*\)[^]*GROUP BY/);
  });
});
