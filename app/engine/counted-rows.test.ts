// What a count counts, over a made-up network of reading rooms (neither a sample nor an evaluation database): rows
// that each stand for several visits (a `count` column) are added up; a loan's own number identifies it and is never
// summed; a sort clause that repeats the count ("ordered by the number of loans") sorts by it and shows nothing more;
// and the words naming the rows a reading counts are placed by it. Asked on PostgreSQL and MySQL/MariaDB, compared
// with gold SQL.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryResult } from "~/lib/catalog";
import { fixtureCatalog, type FixtureTable } from "../../tests/fixtures/engine/library";
import { fixtureServers, normaliseRows, postgresServer, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { translate, translateWithExecution } from "./index";

const ROOMS = ["Harbour Room", "Orchard Room", "Tower Room", "Garden Room"];
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"];
const TABLES: FixtureTable[] = [
  {
    name: "rooms",
    columns: [
      ["id", "integer", "integer"],
      ["name", "text", "text"],
      ["town", "text", "text"],
    ],
    rows: [
      ...ROOMS.map((name, i) => ({ id: i + 1, name, town: i % 2 ? "Dunmore" : "Kells" })),
      { id: 5, name: "Attic Room", town: null },
    ],
  },
  {
    // one row per room and weekday: how many visits that room had on that day
    name: "visits",
    columns: [
      ["id", "integer", "integer"],
      ["room_id", "integer", "integer"],
      ["weekday", "text", "text"],
      ["count", "integer", "integer"],
    ],
    foreignKeys: [{ column: "room_id", table: "rooms" }],
    rows: Array.from({ length: 14 }, (_, i) => ({
      id: i + 1,
      room_id: (i % 4) + 1,
      weekday: WEEKDAYS[i % 5],
      count: 3 + ((i * 7) % 11),
    })),
  },
  {
    name: "loans",
    columns: [
      ["id", "integer", "integer"],
      ["room_id", "integer", "integer"],
      ["loan_number", "integer", "integer"],
      ["lent_on", "date", "date"],
      ["fee", "numeric(6,2)", "decimal"],
    ],
    foreignKeys: [{ column: "room_id", table: "rooms" }],
    rows: Array.from({ length: 21 }, (_, i) => ({
      id: i + 1,
      room_id: i < 9 ? 1 : i < 15 ? 2 : i < 19 ? 3 : 4,
      loan_number: 5000 + i * 13,
      lent_on: `${2023 + (i % 2)}-0${1 + (i % 9)}-11`,
      fee: 1 + ((i * 7) % 10) / 2,
    })),
  },
];

type Case = { question: string; gold: string; ordered?: boolean };
const CASES: Case[] = [
  {
    question: "How many visits did each room get?",
    gold: "SELECT r.name, SUM(v.count) FROM visits v JOIN rooms r ON r.id = v.room_id GROUP BY r.name",
  },
  {
    question: "What is the total number of visits on each weekday?",
    gold: "SELECT weekday, SUM(count) FROM visits GROUP BY weekday",
  },
  {
    question: "How many loans were made in each room, sorted by the number of loans in descending order?",
    gold: "SELECT r.name, COUNT(*) FROM loans l JOIN rooms r ON r.id = l.room_id GROUP BY r.name ORDER BY 2 DESC",
    ordered: true,
  },
  {
    question: "What is the total number of loans in each town, ordered by the number of loans from highest to lowest?",
    gold: "SELECT r.town, COUNT(*) FROM loans l JOIN rooms r ON r.id = l.room_id GROUP BY r.town ORDER BY 2 DESC",
    ordered: true,
  },
];

const NOW = new Date("2024-12-15T12:00:00Z");
const servers = await fixtureServers(TABLES, "engine_counted");
const normalise = (result: QueryResult, ordered = false) => normaliseRows(result.rows, ordered);

let gold: FixtureServer;
beforeAll(async () => {
  gold = await postgresServer(TABLES, "engine_counted");
});
afterAll(async () => {
  await gold?.close();
});

describe.each(servers)("what a count counts, on %s", (_, open) => {
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
    expect(normalise(result, c.ordered), t.sql).toEqual(normalise(await gold.run(c.gold), c.ordered));
  });
});

describe("the words a reading counts by", () => {
  it("a loan's number is not a count of loans, nor a second thing to show", () => {
    const t = translate("How many loans were made in each room, sorted by the number of loans in descending order?", {
      catalog: fixtureCatalog(TABLES),
      now: NOW,
    });
    expect(t.sql).not.toMatch(/loan_number/);
  });

  it("the rows counted on both sides of a ratio are named by the question's own nouns, none of them ignored", () => {
    const t = translate("What is the ratio of loans made in 2024 to the total number of loans in the database?", {
      catalog: fixtureCatalog(TABLES),
      now: NOW,
    });
    expect(t.sql).toMatch(/FROM "loans"/);
    expect(t.ignoredWords).toEqual([]);
  });
});

describe("words of the question's grammar, placed without naming data", () => {
  const ask = (question: string) => translate(question, { catalog: fixtureCatalog(TABLES), now: NOW });
  it.each([
    ["Which rooms don't have a town on file?", /"town" IS NULL/],
    ["How many rooms have never had a single loan?", /NOT EXISTS/],
    ["How many loans were made during 2024?", /"lent_on" >= DATE '2024-01-01'/],
    ["Which 3 loans were the most expensive?", /ORDER BY "fee" DESC/],
  ])("%s", (question, sql) => {
    const t = ask(question);
    expect(t.sql).toMatch(sql);
    expect(t.unplaced).toEqual([]);
    expect(t.ignoredWords).toEqual([]);
  });
});
