// A person's name split in two columns whose words come "name" first ("nameFirst", "name_last"), over a made-up
// cycling team (neither a sample nor an evaluation database): the riders are named by both parts, as with "first_name".
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "Riders",
    key: "riderID",
    columns: [
      ["riderID", "text", "text"],
      ["nameFirst", "text", "text"],
      ["nameLast", "text", "text"],
      ["team", "text", "text"],
    ],
    rows: Array.from({ length: 10 }, (_, i) => ({
      riderID: `r${i}`,
      nameFirst: `Ana${i}`,
      nameLast: `Ruiz${i}`,
      team: ["Blue", "Red"][i % 2],
    })),
  },
  {
    name: "Fees",
    key: "feeID",
    columns: [
      ["feeID", "integer", "integer"],
      ["riderID", "text", "text"],
      ["yearID", "integer", "integer"],
      ["fee", "integer", "integer"],
    ],
    foreignKeys: [{ column: "riderID", table: "Riders" }],
    rows: Array.from({ length: 30 }, (_, i) => ({
      feeID: i + 1,
      riderID: `r${i % 10}`,
      yearID: 2018 + (i % 3),
      fee: 1000 + i * 10,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("name parts written name first", () => {
  it("name the people by both parts", () => {
    const sql = translate("Who were the three best-paid riders in 2020?", { catalog }).sql;
    expect(sql).toMatch(/"nameFirst"/);
    expect(sql).toMatch(/"nameLast"/);
  });
});
