// "At least one" is there being any (made-up recipe site, neither a sample nor an evaluation database): cooks who
// posted at least one recipe are the cooks with a recipe, counted once each — not groups of the recipes' own text.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { restateQuestion } from "./understanding/restate";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "cooks",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["handle", "text", "text"],
      ["joined", "date", "date"],
    ],
    rows: Array.from({ length: 20 }, (_, i) => ({
      id: i + 1,
      handle: `cook${i + 1}`,
      joined: `2023-0${1 + (i % 9)}-01`,
    })),
  },
  {
    name: "recipes",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["cookid", "integer", "integer"],
      ["cookhandle", "text", "text"],
      ["title", "text", "text"],
    ],
    foreignKeys: [{ column: "cookid", table: "cooks" }],
    rows: Array.from({ length: 45 }, (_, i) => ({
      id: i + 1,
      cookid: (i % 12) + 1,
      cookhandle: i % 3 === 0 ? null : `cook${(i % 12) + 1}`,
      title: `Dish ${i + 1}`,
    })),
  },
];
const catalog = fixtureCatalog(TABLES);

describe("at least one", () => {
  it("is restated as any for a word naming rows, not for 'at least one of', a number, or a column's count", () => {
    const rows = (word: string) => word === "recipe";
    expect(restateQuestion("Which cooks posted at least one recipe?", rows)).toBe("Which cooks posted a recipe?");
    expect(restateQuestion("Is at least one of them late?", rows)).toBe("Is at least one of them late?");
    expect(restateQuestion("Which dishes take at least 1.5 hours?", rows)).toBe(
      "Which dishes take at least 1.5 hours?",
    );
    expect(restateQuestion("Which cooks have at least 1,000 followers?", rows)).toBe(
      "Which cooks have at least 1,000 followers?",
    );
    expect(restateQuestion("Which cooks won at least one gold medal?", rows)).toBe(
      "Which cooks won at least one gold medal?",
    );
  });

  it("counts the cooks with a recipe through the key", () => {
    const sql = translate("How many cooks have posted at least one recipe?", { catalog }).sql.replace(/\s+/g, " ");
    expect(sql).toMatch(/EXISTS \(SELECT 1 FROM "recipes" WHERE "cooks"\."id" = "recipes"\."cookid"\)|DISTINCT/);
    expect(sql).not.toMatch(/GROUP BY "cookhandle"|HAVING/);
  });

  it("reads 'at least once' as there being any, but keeps a rate", () => {
    expect(restateQuestion("Which cooks have posted at least once?")).toBe("Which cooks have posted?");
    expect(restateQuestion("Which cooks post at least once a week?")).toBe("Which cooks post at least once a week?");
    const share = translate("What share of cooks have been featured in recipes at least once?", { catalog });
    expect(share.sql.replace(/\s+/g, " ")).not.toMatch(/HAVING|OVER \(\)/);
  });
});
