// The order groups come in (made-up vineyard register, neither a sample nor an evaluation database): "by planting
// year" lists the years in turn, as a chart of dates would, not the largest average first; the oldest of years is the
// earliest; groups tied on their measure follow their names, the same on every run.
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "vineyards",
    key: "vineyard_id",
    columns: [
      ["vineyard_id", "integer", "integer"],
      ["estate", "text", "text"],
      ["planting_year", "integer", "integer"],
      ["hectares", "numeric", "decimal"],
      ["grape", "text", "text"],
    ],
    rows: Array.from({ length: 12 }, (_, i) => ({
      vineyard_id: i + 1,
      estate: `Estate ${i + 1}`,
      planting_year: 1990 + (i % 5) * 3,
      hectares: 2 + ((i * 7) % 11),
      grape: ["Riesling", "Syrah", "Gamay"][i % 3],
    })),
  },
];

const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");

describe("groups of years", () => {
  it("come in the years' order", () => {
    expect(sql("average hectares by planting year")).toMatch(/GROUP BY "planting_year" ORDER BY "planting_year" ASC/);
    expect(sql("vineyards per planting year")).toMatch(/GROUP BY "planting_year" ORDER BY "planting_year" ASC/);
  });

  it("other groups still come largest first", () => {
    expect(sql("average hectares by grape")).toMatch(/GROUP BY "grape" ORDER BY "average_hectares" DESC/);
  });

  it("reads 'oldest first' along years as the earliest first", () => {
    expect(sql("total hectares by planting year, oldest first")).toMatch(/ORDER BY "planting_year" ASC/);
    expect(sql("total hectares by planting year, newest first")).toMatch(/ORDER BY "planting_year" DESC/);
    expect(sql("List the vineyards by planting year, youngest first")).toMatch(/ORDER BY "planting_year" DESC/);
  });

  it("breaks ties between groups by the group's name", () => {
    expect(sql("vineyards per grape")).toMatch(/ORDER BY "vineyard_count" DESC NULLS LAST, "grape" ASC NULLS LAST$/);
    // the ties kept by "with ties" stay tied
    expect(sql("which grape has the most vineyards")).not.toMatch(/, "grape" ASC/);
  });
});
