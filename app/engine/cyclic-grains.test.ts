// Months of every year and hours of every day (made-up ferry crossings, neither a sample nor an evaluation
// database): "each month of the year" puts every year's Marches in one group, "which hour of the day" reads the hour
// off a timestamp — never off a date, whose hour is always 0. Executed on PostgreSQL and MySQL/MariaDB.
import { afterAll, describe, expect, it } from "vitest";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { translate } from "./index";

const pad = (n: number) => String(n).padStart(2, "0");
// 30 crossings over three years: month 1 + (i % 12), hour 6 + (i % 5) — March (i = 2, 14, 26) three times
const TABLES: FixtureTable[] = [
  {
    name: "crossings",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["vessel", "text", "text"],
      ["departed_at", "timestamp", "timestamp"],
      ["passengers", "integer", "integer"],
    ],
    rows: Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      vessel: ["Tern", "Gannet"][i % 2],
      departed_at: `${2022 + Math.floor(i / 12)}-${pad(1 + (i % 12))}-${pad(1 + (i % 27))} ${pad(6 + (i % 5))}:15:00`,
      passengers: 40 + i,
    })),
  },
  {
    name: "inspections",
    key: "id",
    columns: [
      ["id", "integer", "integer"],
      ["inspected_on", "date", "date"],
      ["result", "text", "text"],
    ],
    rows: Array.from({ length: 6 }, (_, i) => ({ id: i + 1, inspected_on: `2024-0${1 + i}-10`, result: "pass" })),
  },
];

const catalog = fixtureCatalog(TABLES);
const sql = (question: string) => translate(question, { catalog }).sql.replace(/\s+/g, " ");
const servers = await fixtureServers(TABLES, "engine_cyclic_grains");

describe("cyclic time grains", () => {
  it("groups every year's months together", () => {
    for (const question of [
      "How many crossings were there in each month of the year?",
      "Count the crossings per month across all years.",
      "Which months of the year see the most crossings?",
    ])
      expect(sql(question)).toMatch(/EXTRACT\(MONTH FROM "departed_at"\)/);
  });

  it("groups by the hour of the day", () => {
    expect(sql("Which hour of the day has the most crossings?")).toMatch(
      /EXTRACT\(HOUR FROM "departed_at"\).*ORDER BY "count" DESC/,
    );
  });

  it("keeps the calendar's months one after another", () => {
    for (const question of ["How many crossings per month?", "Crossings by calendar month"])
      expect(sql(question)).toMatch(/date_trunc\('month', "departed_at"\)/);
  });

  it("reads no hour off a date", () => {
    expect(sql("Inspections per hour of the day")).not.toMatch(/EXTRACT\(HOUR/);
  });

  describe.each(servers)("on %s", (_, start) => {
    let server: FixtureServer;
    afterAll(async () => server?.close());
    it("counts each month's crossings over all years", async () => {
      server = await start();
      const t = translate("How many crossings were there in each month of the year?", {
        catalog: fixtureCatalog(TABLES, server.dialect),
      });
      const rows = normaliseRows((await server.run(t.sql)).rows);
      expect(rows).toHaveLength(12);
      expect(rows).toContain("3|3");
      expect(rows).toContain("2|7");
    });
  });
});
