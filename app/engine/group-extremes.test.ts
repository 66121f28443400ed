// A column's extreme within each group, over a made-up bus network (neither a sample nor an evaluation database):
// "the highest fare on each route" is every route's own maximum, "which ride had the highest fare on each route" each
// route's top ride, while "which route had the highest fare" still ranks the routes. Asked on PostgreSQL and
// MySQL/MariaDB, compared with gold SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryResult } from "~/lib/catalog";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, postgresServer, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { BIKE_HIRE } from "../../tests/fixtures/engine/bike-hire";
import { translate, translateWithExecution } from "./index";

const TABLES: FixtureTable[] = [
  {
    name: "routes",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["depot", "text", "text"],
    ],
    rows: ["Coastal Loop", "Hill Climb", "Old Town", "Harbour Run"].map((name, i) => ({
      id: i + 1,
      name,
      depot: i % 2 ? "East" : "West",
    })),
  },
  {
    name: "rides",
    columns: [
      ["id", "integer", "integer"],
      ["route_id", "integer", "integer"],
      ["fare", "numeric(6,2)", "decimal"],
      ["ridden_on", "date", "date"],
    ],
    foreignKeys: [{ column: "route_id", table: "routes" }],
    rows: Array.from({ length: 30 }, (_, i) => ({
      id: i + 1,
      route_id: (i % 4) + 1,
      fare: 2 + ((i * 7) % 9) / 2,
      ridden_on: `${2023 + (i % 2)}-0${1 + (i % 9)}-05`,
    })),
  },
];

const CASES: { question: string; gold: string }[] = [
  {
    question: "What was the highest fare on each route in 2024?",
    gold: "SELECT r.name, MAX(x.fare) FROM rides x JOIN routes r ON r.id = x.route_id WHERE x.ridden_on >= '2024-01-01' AND x.ridden_on < '2025-01-01' GROUP BY r.name",
  },
  {
    question: "lowest fare per depot",
    gold: "SELECT r.depot, MIN(x.fare) FROM rides x JOIN routes r ON r.id = x.route_id GROUP BY r.depot",
  },
  {
    question: "Which ride had the highest fare on each route?",
    gold: "SELECT r.name, x.id, x.fare FROM rides x JOIN routes r ON r.id = x.route_id WHERE x.fare = (SELECT MAX(y.fare) FROM rides y WHERE y.route_id = x.route_id)",
  },
  {
    question: "Which ride had the lowest fare on each route in 2023?",
    gold: "SELECT r.name, x.id, x.fare, x.ridden_on FROM rides x JOIN routes r ON r.id = x.route_id WHERE x.ridden_on >= '2023-01-01' AND x.ridden_on < '2024-01-01' AND x.fare = (SELECT MIN(y.fare) FROM rides y WHERE y.route_id = x.route_id AND y.ridden_on >= '2023-01-01' AND y.ridden_on < '2024-01-01')",
  },
  {
    question: "What is the earliest ride of every route?",
    gold: "SELECT r.name, x.id, x.ridden_on FROM rides x JOIN routes r ON r.id = x.route_id WHERE x.ridden_on = (SELECT MIN(y.ridden_on) FROM rides y WHERE y.route_id = x.route_id)",
  },
  {
    question: "Which route had the highest total fare?",
    gold: "SELECT r.name, SUM(x.fare) FROM rides x JOIN routes r ON r.id = x.route_id GROUP BY r.name ORDER BY SUM(x.fare) DESC LIMIT 1",
  },
];

const NOW = new Date("2024-12-15T12:00:00Z");
const servers = await fixtureServers(TABLES, "engine_extremes");
const normalise = (result: QueryResult) => normaliseRows(result.rows, false);

let gold: FixtureServer;
beforeAll(async () => {
  gold = await postgresServer(TABLES, "engine_extremes");
});
afterAll(async () => {
  await gold?.close();
});

describe.each(servers)("each group's extreme, on %s", (_, open) => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(CASES.map((c) => [c.question, c] as const))("%s", async (_, c) => {
    const t = await translateWithExecution(
      c.question,
      { catalog: fixtureCatalog(TABLES, server.dialect), now: NOW },
      server.run,
    );
    const result = t.result ?? (await server.run(t.sql));
    expect(normalise(result), t.sql).toEqual(normalise(await gold.run(c.gold)));
  });
});

describe("ranked by what people are paid", () => {
  const CREW: FixtureTable[] = [
    {
      name: "crew",
      columns: [
        ["id", "integer", "integer"],
        ["full_name", "text", "text"],
        ["wage", "numeric(8,2)", "decimal"],
      ],
      rows: ["Ana Ruiz", "Bo Chen", "Cy Moss", "Di Park"].map((full_name, i) => ({
        id: i + 1,
        full_name,
        wage: 900 + ((i * 370) % 800),
      })),
    },
  ];
  const ask = (question: string) => translate(question, { catalog: fixtureCatalog(CREW), now: NOW });
  it("“our three highest-paid crew members” are the top three by wage", () => {
    expect(ask("Who are our three highest-paid crew members?").sql).toMatch(
      /ORDER BY "wage" DESC NULLS LAST\s+LIMIT 3/,
    );
  });
  it("“the lowest-paid” ranks from the bottom", () => {
    expect(ask("Who is the lowest-paid crew member?").sql).toMatch(/ORDER BY "wage" ASC/);
  });
});

describe("each group's top row by a measure derived from the row", () => {
  it("compares each rental's duration with its own rider's rentals", () => {
    const s = translate("What's the longest rental of each rider?", { catalog: fixtureCatalog(BIKE_HIRE) }).sql;
    expect(s).toMatch(/= \(SELECT MAX\(\(EXTRACT\(EPOCH FROM/);
    expect(s).toMatch(/"peer"\."riderid" = "rentals"\."riderid"/);
    expect(s).not.toMatch(/SUM\(/);
  });

  it("says in the interpretation that each group's top rows are kept", () => {
    const t = translate("What's the longest rental of each rider?", { catalog: fixtureCatalog(BIKE_HIRE) });
    expect(t.interpretation).toMatch(/keeping the rows with the highest .* for each/);
  });
});
