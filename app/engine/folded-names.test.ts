// Names the engine was never told the words of, over a made-up bike hire scheme (neither a sample nor an evaluation
// database): lower-case runs as PostgreSQL folds camelCase DDL ("totalcharge", "endtime") and an abbreviated table
// ("rdr_fdbk", "star_rtg"). Each question is asked on PostgreSQL and MySQL/MariaDB and compared with gold SQL, and
// every word of it is placed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryResult } from "~/lib/catalog";
import { BIKE_HIRE as TABLES } from "../../tests/fixtures/engine/bike-hire";
import { fixtureCatalog } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, postgresServer, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { translateWithExecution } from "./index";

type Case = { question: string; gold: string; ordered?: boolean };

const CASES: Case[] = [
  { question: "what is the average total charge of a rental", gold: "SELECT AVG(totalcharge) FROM rentals" },
  { question: "how many rentals haven't ended yet", gold: "SELECT COUNT(*) FROM rentals WHERE endtime IS NULL" },
  {
    question: "total charge by station name",
    gold: "SELECT s.stationname, SUM(r.totalcharge) FROM rentals r JOIN stations s ON s.stationid = r.startstationid GROUP BY s.stationname",
  },
  { question: "average star rating", gold: "SELECT AVG(star_rtg) FROM rdr_fdbk" },
  { question: "how many feedback records are there", gold: "SELECT COUNT(*) FROM rdr_fdbk" },
  // the only column the word names is the feedback's key (fdbk_id): a key is never added up, its rows are counted
  { question: "total feedback", gold: "SELECT COUNT(*) FROM rdr_fdbk" },
  {
    question: "average feedback given per rider",
    // every rider, those who gave none as zero (ADR 076)
    gold: "SELECT AVG(n) FROM (SELECT rd.riderid, COUNT(f.rentalid) AS n FROM riders rd LEFT JOIN rentals r ON r.riderid = rd.riderid LEFT JOIN rdr_fdbk f ON f.rentalid = r.rentalid GROUP BY rd.riderid) x",
  },
  {
    question: "number of riders per membership type",
    gold: "SELECT membershiptype, COUNT(*) FROM riders GROUP BY membershiptype",
  },
  {
    question: "the rider with the earliest birth date",
    gold: "SELECT firstname, lastname, birthdate, membershiptype, signupdate FROM riders WHERE birthdate IS NOT NULL ORDER BY birthdate LIMIT 1",
  },
  {
    question: "how many riders signed up in 2024",
    gold: "SELECT COUNT(*) FROM riders WHERE signupdate >= '2024-01-01' AND signupdate < '2025-01-01'",
  },
];

const NOW = new Date("2024-12-15T12:00:00Z");
const servers = await fixtureServers(TABLES, "engine_folded");
const normalise = (result: QueryResult, ordered = false) => normaliseRows(result.rows, ordered);

let gold: FixtureServer;
beforeAll(async () => {
  gold = await postgresServer(TABLES, "engine_folded");
});
afterAll(async () => {
  await gold?.close();
});

describe.each(servers)("names written together or abbreviated, on %s", (_, open) => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(CASES.map((c) => [c.question, c] as const))("%s", async (_, c) => {
    const catalog = fixtureCatalog(TABLES, server.dialect);
    const t = await translateWithExecution(c.question, { catalog, now: NOW }, server.run);
    const result = t.result ?? (await server.run(t.sql));
    expect(normalise(result, c.ordered), t.sql).toEqual(normalise(await gold.run(c.gold), c.ordered));
    expect(t.unplaced).toEqual([]);
  });
});
