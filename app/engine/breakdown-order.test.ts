// A breakdown by two groups reads as a table (made-up ferry line, neither a sample nor an evaluation database): its
// rows come in the order of the groups, as a BI tool orders breakouts — one group alone is still ordered by its
// measure, and a period still comes first ("by month and route" groups by both).
import { describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { translate } from "./index";

const ROUTES = ["Harbour Loop", "North Crossing", "Island Run"];
const TABLES: FixtureTable[] = [
  {
    name: "crossings",
    key: "crossing_id",
    columns: [
      ["crossing_id", "integer", "integer"],
      ["route", "text", "text"],
      ["season", "text", "text"],
      ["sailed_on", "date", "date"],
      ["passengers", "integer", "integer"],
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      crossing_id: i + 1,
      route: ROUTES[i % 3],
      season: i % 2 ? "Summer" : "Winter",
      sailed_on: `202${3 + (i % 2)}-0${1 + (i % 9)}-1${i % 10}`,
      passengers: 40 + ((i * 13) % 70),
    })),
  },
];
const catalog = fixtureCatalog(TABLES);
const orderOf = (q: string) => / ORDER BY (.*)$/.exec(translate(q, { catalog }).sql.replace(/\s+/g, " "))?.[1];

describe("the order of a breakdown", () => {
  it("is by its groups when there are two", () => {
    expect(orderOf("Break down the crossings by route and season.")).toMatch(/^"route" ASC.*, "season" ASC/);
    expect(orderOf("Total passengers by route and season")).toMatch(/^"route" ASC.*, "season" ASC/);
  });

  it("is by the measure for one group, and by the period first", () => {
    expect(orderOf("Total passengers by route")).toMatch(/^"\w+" DESC/);
    expect(orderOf("How many crossings were there per month for each route?")).toMatch(
      /^CAST\(date_trunc\('month', "sailed_on"\) AS date\) ASC.*"route" ASC/,
    );
  });

  it("groups by a column joined to a period by 'and'", () => {
    for (const q of ["Passengers by month and route", "Number of crossings per year and season"])
      expect(translate(q, { catalog }).sql.replace(/\s+/g, " ")).toMatch(
        /GROUP BY CAST\(date_trunc\('\w+', "sailed_on"\) AS date\), "(route|season)"/,
      );
  });
});
