// A person's name kept in two columns (made-up rowing club, neither a sample nor an evaluation database): "forename" /
// "surname" and bare "first" / "last" are the parts of one label, and a name written out in a question ("Ada
// Brennan") is one person — the first word a first name, the second a last name — not two values of any column.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { getSchemaIndex } from "./model/build-index";
import { translate } from "./index";

const FIRST = ["Ada", "Bram", "Cleo", "Dov", "Esme", "Finn"];
const LAST = ["Brennan", "Okafor", "Lindqvist", "Moreau", "Haddad", "Kowalski"];
const rower = (i: number) => ({ first: FIRST[i % 6], last: LAST[(i * 5 + 1) % 6] });

const TABLES: FixtureTable[] = [
  {
    name: "rowers",
    key: "rowerid",
    columns: [
      ["rowerid", "integer", "integer"],
      ["rowerref", "text", "text"],
      ["forename", "text", "text"],
      ["surname", "text", "text"],
      ["dob", "date", "date"],
    ],
    rows: Array.from({ length: 18 }, (_, i) => ({
      rowerid: i + 1,
      rowerref: `${rower(i).first.toLowerCase()}_${rower(i).last.toLowerCase()}`,
      forename: rower(i).first,
      surname: rower(i).last,
      dob: `199${i % 10}-0${1 + (i % 9)}-1${i % 9}`,
    })),
  },
  {
    name: "outings",
    key: "outingid",
    columns: [
      ["outingid", "integer", "integer"],
      ["rowerid", "integer", "integer"],
      ["rowedon", "date", "date"],
      ["kilometres", "decimal", "decimal"],
    ],
    foreignKeys: [{ column: "rowerid", table: "rowers" }],
    rows: Array.from({ length: 90 }, (_, i) => ({
      outingid: i + 1,
      rowerid: (i % 18) + 1,
      rowedon: `2024-${String(1 + (i % 12)).padStart(2, "0")}-0${1 + (i % 9)}`,
      kilometres: 5 + (i % 11),
    })),
  },
  {
    name: "coaches",
    key: "coachid",
    columns: [
      ["coachid", "integer", "integer"],
      ["first", "text", "text"],
      ["last", "text", "text"],
      ["certified", "date", "date"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      coachid: i + 1,
      first: ["Greta", "Hugo", "Ines", "Jonas", "Kira", "Luca"][i],
      last: ["Varga", "Novak", "Reyes", "Sato", "Tamm", "Weber"][i],
      certified: `2015-0${1 + i}-01`,
    })),
  },
  {
    name: "tutors",
    key: "tutorid",
    columns: [
      ["tutorid", "integer", "integer"],
      ["login_name", "text", "text"],
      ["personal_name", "text", "text"],
      ["family_name", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      tutorid: i + 1,
      login_name: `tutor${i}`,
      personal_name: FIRST[i],
      family_name: LAST[i],
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("a person's name in two columns", () => {
  it("answers with forename and surname", () => {
    const got = sql("Which rower rowed the most kilometres?");
    expect(got).toMatch(/"forename".*"surname"/);
  });

  it("reads a personal and a family name as one name, before a login", () => {
    const tutors = getSchemaIndex(catalog).tables.find((t) => t.name === "tutors")!;
    expect(tutors.labelColumn?.derived).toMatchObject({ first: "personal_name", last: "family_name" });
  });

  it("reads bare first and last columns as one name", () => {
    expect(sql("Who is the most recently certified coach?")).toMatch(/"first".*"last"/);
  });

  it("reads a name written out as one person, not a reference code and a first name", () => {
    const got = sql("How many kilometres did Cleo Kowalski row in 2024?");
    expect(got).toMatch(/CONCAT\("rowers"\."forename", ' ', "rowers"\."surname"\) = 'Cleo Kowalski'/);
    expect(got).not.toMatch(/rowerref/);
  });
});
