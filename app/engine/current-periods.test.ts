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
const actors = Array.from({ length: 8 }, (_, i) => ({
  id: i + 1,
  name: `Actor ${String.fromCharCode(65 + i)}`,
  joined_on: `201${i % 10}-03-01`,
}));
// each actor moved troupe once: an old posting that ended, and the one that runs (actor 8 left altogether)
const postings = actors.flatMap((a, i) => [
  { id: 2 * i + 1, actor_id: a.id, troupe_id: (i % 3) + 1, from_date: "2015-01-01", to_date: "2019-12-31" },
  {
    id: 2 * i + 2,
    actor_id: a.id,
    troupe_id: ((i + 1) % 3) + 1,
    from_date: "2020-01-01",
    to_date: a.id === 8 ? "2023-06-30" : OPEN,
  },
]);
const pay = actors.flatMap((a, i) => [
  { id: 2 * i + 1, actor_id: a.id, amount: 30000 + i * 1000, from_date: "2015-01-01", to_date: "2019-12-31" },
  {
    id: 2 * i + 2,
    actor_id: a.id,
    amount: 40000 + i * 1500,
    from_date: "2020-01-01",
    to_date: a.id === 8 ? "2023-06-30" : OPEN,
  },
]);

const TABLES: FixtureTable[] = [
  {
    name: "troupes",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
    ],
    rows: ["Lantern", "Meridian", "Saltmarsh"].map((name, i) => ({ id: i + 1, name })),
  },
  {
    name: "actors",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["joined_on", "date", "date"],
    ],
    rows: actors,
  },
  {
    name: "postings",
    columns: [
      ["id", "integer", "integer"],
      ["actor_id", "integer", "integer"],
      ["troupe_id", "integer", "integer"],
      ["from_date", "date", "date"],
      ["to_date", "date", "date"],
    ],
    foreignKeys: [
      { column: "actor_id", table: "actors" },
      { column: "troupe_id", table: "troupes" },
    ],
    rows: postings,
  },
  {
    name: "pay",
    columns: [
      ["id", "integer", "integer"],
      ["actor_id", "integer", "integer"],
      ["amount", "numeric(10,2)", "decimal"],
      ["from_date", "date", "date"],
      ["to_date", "date", "date"],
    ],
    foreignKeys: [{ column: "actor_id", table: "actors" }],
    rows: pay,
  },
];

const CASES: { question: string; gold: string }[] = [
  {
    question: "What is the average current pay in each troupe?",
    gold: `SELECT t.name, AVG(p.amount) FROM pay p JOIN postings s ON s.actor_id = p.actor_id JOIN troupes t ON t.id = s.troupe_id WHERE p.to_date = '${OPEN}' AND s.to_date = '${OPEN}' GROUP BY t.name`,
  },
  {
    question: "How many actors does each troupe have right now?",
    gold: `SELECT t.name, COUNT(DISTINCT s.actor_id) FROM postings s JOIN troupes t ON t.id = s.troupe_id WHERE s.to_date = '${OPEN}' GROUP BY t.name`,
  },
  { question: "What is the total current pay?", gold: `SELECT SUM(amount) FROM pay WHERE to_date = '${OPEN}'` },
  {
    question: "How many actors who joined before 2015 are still here?",
    gold: `SELECT COUNT(*) FROM actors a WHERE a.joined_on < '2015-01-01' AND EXISTS (SELECT 1 FROM postings s WHERE s.actor_id = a.id AND s.to_date = '${OPEN}')`,
  },
  {
    question: "How many actors do we have now?",
    gold: `SELECT COUNT(*) FROM actors a WHERE EXISTS (SELECT 1 FROM postings s WHERE s.actor_id = a.id AND s.to_date = '${OPEN}')`,
  },
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
    const t = await translateWithExecution(
      c.question,
      { catalog: fixtureCatalog(TABLES, server.dialect), now: NOW },
      server.run,
    );
    const result = t.result ?? (await server.run(t.sql));
    expect(normalise(result), t.sql).toEqual(normalise(await gold.run(c.gold)));
  });
});

// The people on staff, made up too: a crew whose postings to sites hold periods. "People who work here" are those
// whose posting runs; "who have left" those whose postings all ended. Where each worker keeps their own site and the
// history only lists past ones (the same sites, ended), the history says nothing about the present.
const crew = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, name: `Worker ${i + 1}`, hired_on: `201${i}-05-01` }));
const SITES = ["Quay", "Ridge"].map((name, i) => ({ id: i + 1, name }));
const CREW: FixtureTable[] = [
  {
    name: "sites",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
    ],
    rows: SITES,
  },
  {
    name: "workers",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["hired_on", "date", "date"],
    ],
    rows: crew,
  },
  {
    name: "assignments",
    columns: [
      ["id", "integer", "integer"],
      ["worker_id", "integer", "integer"],
      ["site_id", "integer", "integer"],
      ["from_date", "date", "date"],
      ["to_date", "date", "date"],
    ],
    foreignKeys: [
      { column: "worker_id", table: "workers" },
      { column: "site_id", table: "sites" },
    ],
    // workers 5 and 6 left in 2022
    rows: crew.map((w, i) => ({
      id: i + 1,
      worker_id: w.id,
      site_id: (i % 2) + 1,
      from_date: w.hired_on,
      to_date: w.id >= 5 ? "2022-03-31" : OPEN,
    })),
  },
  {
    name: "titles",
    columns: [
      ["id", "integer", "integer"],
      ["worker_id", "integer", "integer"],
      ["title", "text", "text"],
      ["from_date", "date", "date"],
      ["to_date", "date", "date"],
    ],
    foreignKeys: [{ column: "worker_id", table: "workers" }],
    rows: crew.map((w, i) => ({
      id: i + 1,
      worker_id: w.id,
      title: ["Rigger", "Welder", "Foreman"][i % 3],
      from_date: w.hired_on,
      to_date: OPEN,
    })),
  },
];
const KEPT: FixtureTable[] = [
  {
    name: "sites",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
    ],
    rows: SITES,
  },
  {
    name: "workers",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["site_id", "integer", "integer"],
    ],
    foreignKeys: [{ column: "site_id", table: "sites" }],
    rows: crew.map((w, i) => ({ id: w.id, name: w.name, site_id: (i % 2) + 1 })),
  },
  {
    name: "site_history",
    columns: [
      ["id", "integer", "integer"],
      ["worker_id", "integer", "integer"],
      ["site_id", "integer", "integer"],
      ["start_date", "date", "date"],
      ["end_date", "date", "date"],
    ],
    foreignKeys: [
      { column: "worker_id", table: "workers" },
      { column: "site_id", table: "sites" },
    ],
    rows: crew.slice(0, 3).map((w, i) => ({
      id: i + 1,
      worker_id: w.id,
      site_id: 2 - (i % 2),
      start_date: "2015-01-01",
      end_date: "2018-12-31",
    })),
  },
];
const STAFF_SETS: [string, FixtureTable[], { question: string; gold: string }[]][] = [
  [
    "postings that still run",
    CREW,
    [
      {
        question: "How many people work here?",
        gold: `SELECT COUNT(*) FROM workers w WHERE EXISTS (SELECT 1 FROM assignments a WHERE a.worker_id = w.id AND a.to_date = '${OPEN}')`,
      },
      // any form of a verb of working: "employ" says on staff now
      {
        question: "How many people does the firm employ?",
        gold: `SELECT COUNT(*) FROM workers w WHERE EXISTS (SELECT 1 FROM assignments a WHERE a.worker_id = w.id AND a.to_date = '${OPEN}')`,
      },
      {
        question: "headcount by site",
        gold: `SELECT s.name, COUNT(DISTINCT a.worker_id) FROM assignments a JOIN sites s ON s.id = a.site_id WHERE a.to_date = '${OPEN}' GROUP BY s.name`,
      },
      // a job title is the title a worker holds
      { question: "How many different job titles are there?", gold: "SELECT COUNT(DISTINCT title) FROM titles" },
      // hired whenever they were, whether or not they are still here
      {
        question: "How many people were hired after 2013?",
        gold: "SELECT COUNT(*) FROM workers WHERE hired_on >= '2014-01-01'",
      },
      {
        question: "How many workers have left the company?",
        gold: `SELECT COUNT(*) FROM workers w WHERE NOT EXISTS (SELECT 1 FROM assignments a WHERE a.worker_id = w.id AND a.to_date = '${OPEN}')`,
      },
    ],
  ],
  [
    "a history of past sites only",
    KEPT,
    [{ question: "How many people work here?", gold: "SELECT COUNT(*) FROM workers" }],
  ],
];

describe.each(STAFF_SETS)("the people on staff: %s", (_, tables, cases) => {
  let server: FixtureServer;
  beforeAll(async () => {
    server = await postgresServer(tables, "engine_staff");
  });
  afterAll(async () => {
    await server?.close();
  });
  it.each(cases.map((c) => [c.question, c] as const))("%s", async (_, c) => {
    const t = await translateWithExecution(
      c.question,
      { catalog: fixtureCatalog(tables, "postgresql"), now: NOW },
      server.run,
    );
    const result = t.result ?? (await server.run(t.sql));
    expect(normalise(result), t.sql).toEqual(normalise(await server.run(c.gold)));
  });
});
