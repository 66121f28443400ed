// General nouns a reading explains by what it reads (made-up seed exchange, neither a sample nor an evaluation
// database): "in our inventory" says where the varieties are kept, "people" counts the growers (persons), "money"
// beside a money measure is that measure — and the same nouns stay unplaced where the reading holds nothing of
// their kind.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "growers",
    key: "grower_id",
    columns: [
      ["grower_id", "integer", "integer"],
      ["grower_name", "text", "text"],
      ["joined_on", "date", "date"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({
      grower_id: i + 1,
      grower_name: `Grower ${i + 1}`,
      joined_on: `202${i % 3}-05-0${1 + i}`,
    })),
  },
  {
    name: "varieties",
    key: "variety_id",
    columns: [
      ["variety_id", "integer", "integer"],
      ["variety_name", "text", "text"],
      ["grower_id", "integer", "integer"],
      ["germination_days", "integer", "integer"],
    ],
    foreignKeys: [{ column: "grower_id", table: "growers" }],
    rows: Array.from({ length: 12 }, (_, i) => ({
      variety_id: i + 1,
      variety_name: `Variety ${i + 1}`,
      grower_id: (i % 6) + 1,
      germination_days: 5 + i,
    })),
  },
  {
    name: "payouts",
    key: "payout_id",
    columns: [
      ["payout_id", "integer", "integer"],
      ["grower_id", "integer", "integer"],
      ["payment", "numeric", "decimal"],
      ["paid_on", "date", "date"],
    ],
    foreignKeys: [{ column: "grower_id", table: "growers" }],
    rows: Array.from({ length: 10 }, (_, i) => ({
      payout_id: i + 1,
      grower_id: (i % 5) + 1,
      payment: 20 + i * 3,
      paid_on: `2024-0${1 + (i % 9)}-10`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("general nouns", () => {
  it("reads a record or list after 'in our' as where the rows are kept", () => {
    for (const question of ["How many varieties are in our inventory?", "How many growers are on the register?"]) {
      const got = translate(question, { catalog });
      expect(got.unplaced, question).toEqual([]);
      expect(got.sql, question).toMatch(/COUNT\(\*\)/);
      expect(got.sql, question).not.toMatch(/WHERE/);
    }
  });

  it("keeps a noun of another kind, or one that names a list of something, unplaced", () => {
    expect(translate("How many varieties are in our greenhouse?", { catalog }).unplaced).toEqual(["greenhouse"]);
    expect(translate("How many varieties are in the list of favourites?", { catalog }).unplaced).toContain(
      "favourites",
    );
  });

  it("reads 'people' as the persons the reading counts", () => {
    const got = translate("How many people joined in 2021?", { catalog });
    expect(got.sql).toMatch(/FROM "growers"/);
    expect(got.unplaced).toEqual([]);
  });

  it("keeps 'people' unplaced when the counted rows are not persons", () => {
    expect(translate("How many people are in each variety?", { catalog }).unplaced).toContain("people");
  });

  it("reads 'money' beside a money measure as that measure", () => {
    for (const question of [
      "How much payment money went to each grower?",
      "How much payout money has each grower had?",
    ]) {
      const got = translate(question, { catalog });
      expect(got.sql, question).toMatch(/SUM\("payouts"\."payment"\)/);
      expect(got.unplaced, question).toEqual([]);
    }
  });
});
