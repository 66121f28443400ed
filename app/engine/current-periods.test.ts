// "Current" over history tables, made up (neither a sample nor an evaluation database): a theatre company keeps each
// actor's troupe and pay as periods (from_date, to_date, 9999-01-01 while they run). "Now" means the running period
// of every such table the answer reads or joins through; actors with no period of their own are current while a posting
// runs. Asked on PostgreSQL and MySQL/MariaDB, against gold SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryResult } from "~/lib/catalog";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, postgresServer, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { translateWithExecution } from "./index";

const OPEN = "9999-01-01";
const actors = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `Actor ${String.fromCharCode(65 + i)}`, joined_on: `201${i % 10}-03-01` }));
// each actor moved troupe once: an old posting that ended, and the one that runs (actor 8 left altogether)
const postings = actors.flatMap((a, i) => [
  { id: 2 * i + 1, actor_id: a.id, troupe_id: (i % 3) + 1, from_date: "2015-01-01", to_date: "2019-12-31" },
  { id: 2 * i + 2, actor_id: a.id, troupe_id: ((i + 1) % 3) + 1, from_date: "2020-01-01", to_date: a.id === 8 ? "2023-06-30" : OPEN },
]);
const pay = actors.flatMap((a, i) => [
  { id: 2 * i + 1, actor_id: a.id, amount: 30000 + i * 1000, from_date: "2015-01-01", to_date: "2019-12-31" },
  { id: 2 * i + 2, actor_id: a.id, amount: 40000 + i * 1500, from_date: "2020-01-01", to_date: a.id === 8 ? "2023-06-30" : OPEN },
]);

const TABLES: FixtureTable[] = [
  { name: "troupes", columns: [["id", "integer", "integer"], ["name", "text", "text"]], rows: ["Lantern", "Meridian", "Saltmarsh"].map((name, i) => ({ id: i + 1, name })) },
  { name: "actors", columns: [["id", "integer", "integer"], ["name", "text", "text"], ["joined_on", "date", "date"]], rows: actors },
  {
    name: "postings",
    columns: [["id", "integer", "integer"], ["actor_id", "integer", "integer"], ["troupe_id", "integer", "integer"], ["from_date", "date", "date"], ["to_date", "date", "date"]],
    foreignKeys: [{ column: "actor_id", table: "actors" }, { column: "troupe_id", table: "troupes" }],
    rows: postings,
  },
  {
    name: "pay",
    columns: [["id", "integer", "integer"], ["actor_id", "integer", "integer"], ["amount", "numeric(10,2)", "decimal"], ["from_date", "date", "date"], ["to_date", "date", "date"]],
    foreignKeys: [{ column: "actor_id", table: "actors" }],
    rows: pay,
  },
];

const CASES: { question: string; gold: string }[] = [
  { question: "What is the average current pay in each troupe?", gold: `SELECT t.name, AVG(p.amount) FROM pay p JOIN postings s ON s.actor_id = p.actor_id JOIN troupes t ON t.id = s.troupe_id WHERE p.to_date = '${OPEN}' AND s.to_date = '${OPEN}' GROUP BY t.name` },
  { question: "How many actors does each troupe have right now?", gold: `SELECT t.name, COUNT(DISTINCT s.actor_id) FROM postings s JOIN troupes t ON t.id = s.troupe_id WHERE s.to_date = '${OPEN}' GROUP BY t.name` },
  { question: "What is the total current pay?", gold: `SELECT SUM(amount) FROM pay WHERE to_date = '${OPEN}'` },
  { question: "How many actors who joined before 2015 are still here?", gold: `SELECT COUNT(*) FROM actors a WHERE a.joined_on < '2015-01-01' AND EXISTS (SELECT 1 FROM postings s WHERE s.actor_id = a.id AND s.to_date = '${OPEN}')` },
  { question: "How many actors do we have now?", gold: `SELECT COUNT(*) FROM actors a WHERE EXISTS (SELECT 1 FROM postings s WHERE s.actor_id = a.id AND s.to_date = '${OPEN}')` },
];

const NOW = new Date("2024-12-15T12:00:00Z");
const servers = await fixtureServers(TABLES, "engine_periods");
const normalise = (result: QueryResult) => normaliseRows(result.rows, false);

let gold: FixtureServer;
beforeAll(async () => {
  gold = await postgresServer(TABLES, "engine_periods");
});
afterAll(async () => {
  await gold?.close();
});

describe.each(servers)("rows whose period still runs, on %s", (_, open) => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await open();
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each(CASES.map((c) => [c.question, c] as const))("%s", async (_, c) => {
    const t = await translateWithExecution(c.question, { catalog: fixtureCatalog(TABLES, server.dialect), now: NOW }, server.run);
    const result = t.result ?? (await server.run(t.sql));
    expect(normalise(result), t.sql).toEqual(normalise(await gold.run(c.gold)));
  });
});
