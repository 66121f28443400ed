// Ordinary business words over a physiotherapy practice's schema (neither a sample nor an evaluation database): who
// is current or has left, headcount, a rate within each group, unpaid bills, the busiest one in a year, a list sorted
// "most first", a number rounded as asked. Each is asked on PostgreSQL and MySQL/MariaDB and compared with gold SQL; `naive` is the reading the
// engine gave before, and the fixture makes it answer differently.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QueryResult } from "~/lib/catalog";
import { fixtureCatalog } from "../../tests/fixtures/engine/library";
import { PRACTICE as TABLES } from "../../tests/fixtures/engine/practice";
import { fixtureServers, normaliseRows, postgresServer, type FixtureServer } from "../../tests/fixtures/engine/servers";
import { translateWithExecution } from "./index";

type Case = { question: string; gold: string; ordered?: boolean; naive?: string };

const SESSIONS_BY_BRANCH =
  "FROM sessions s JOIN therapists t ON t.id = s.therapist_id JOIN branches b ON b.id = t.branch_id";

const CASES: Case[] = [
  {
    question: "how many current therapists do we have",
    gold: "SELECT COUNT(*) FROM therapists WHERE terminated_on IS NULL",
    naive: "SELECT COUNT(*) FROM therapists",
  },
  {
    question: "therapists still with the practice, by discipline",
    gold: "SELECT discipline, COUNT(*) FROM therapists WHERE terminated_on IS NULL GROUP BY discipline",
    naive: "SELECT discipline, COUNT(*) FROM therapists GROUP BY discipline",
  },
  {
    question: "number of terminated therapists by branch",
    gold: "SELECT b.name, COUNT(*) FROM therapists t JOIN branches b ON b.id = t.branch_id WHERE t.terminated_on IS NOT NULL GROUP BY b.name",
    naive: "SELECT b.name, COUNT(*) FROM therapists t JOIN branches b ON b.id = t.branch_id GROUP BY b.name",
  },
  {
    question: "how many therapists, past and present",
    gold: "SELECT COUNT(*) FROM therapists",
    naive: "SELECT COUNT(*) FROM therapists WHERE terminated_on IS NULL",
  },
  {
    question: "headcount by branch",
    gold: "SELECT b.name, COUNT(*) FROM therapists t JOIN branches b ON b.id = t.branch_id WHERE t.terminated_on IS NULL GROUP BY b.name",
    naive: "SELECT name, COUNT(*) FROM branches GROUP BY name",
  },
  {
    question: "missed rate by branch",
    gold: `SELECT b.name, 100.0 * SUM(CASE WHEN s.status = 'missed' THEN 1 ELSE 0 END) / COUNT(*) ${SESSIONS_BY_BRANCH} GROUP BY b.name`,
    naive: `SELECT b.name, 100.0 * COUNT(*) / SUM(COUNT(*)) OVER () ${SESSIONS_BY_BRANCH} WHERE s.status = 'missed' GROUP BY b.name`,
  },
  {
    question: "which branch has the highest cancelled rate",
    gold: `SELECT b.name, 100.0 * SUM(CASE WHEN s.status = 'cancelled' THEN 1 ELSE 0 END) / COUNT(*) AS r ${SESSIONS_BY_BRANCH} GROUP BY b.name ORDER BY r DESC LIMIT 1`,
  },
  {
    question: "total amount of unpaid bills",
    gold: "SELECT SUM(amount) FROM bills WHERE paid_on IS NULL",
    naive: "SELECT SUM(amount) FROM bills",
  },
  {
    question: "how many bills were paid in 2024",
    gold: "SELECT COUNT(*) FROM bills WHERE paid_on >= '2024-01-01' AND paid_on < '2025-01-01'",
  },
  {
    question: "who was the busiest therapist in 2023",
    gold: "SELECT t.first_name, t.last_name, COUNT(*) FROM sessions s JOIN therapists t ON t.id = s.therapist_id WHERE s.held_on >= '2023-01-01' AND s.held_on < '2024-01-01' GROUP BY t.id, t.first_name, t.last_name ORDER BY COUNT(*) DESC LIMIT 1",
    naive:
      "SELECT t.first_name, t.last_name, COUNT(*) FROM sessions s JOIN therapists t ON t.id = s.therapist_id GROUP BY t.id, t.first_name, t.last_name ORDER BY COUNT(*) DESC LIMIT 1",
  },
  {
    question: "number of sessions per therapist, most first",
    gold: "SELECT t.first_name, t.last_name, COUNT(*) AS n FROM sessions s JOIN therapists t ON t.id = s.therapist_id GROUP BY t.id, t.first_name, t.last_name ORDER BY n DESC, t.first_name",
    ordered: true,
    naive:
      "SELECT t.first_name, t.last_name, COUNT(*) AS n FROM sessions s JOIN therapists t ON t.id = s.therapist_id GROUP BY t.id, t.first_name, t.last_name ORDER BY n DESC LIMIT 1",
  },
  {
    question: "which insurance companies cover more than 2 of our clients",
    gold: "SELECT insurance_company, COUNT(*) FROM clients WHERE insurance_company IS NOT NULL GROUP BY insurance_company HAVING COUNT(*) > 2",
    naive: "SELECT insurance_company, COUNT(*) FROM clients GROUP BY insurance_company HAVING COUNT(*) > 2",
  },
  {
    question: "which therapists have had more than 3 sessions",
    gold: "SELECT t.first_name, t.last_name, COUNT(*) FROM sessions s JOIN therapists t ON t.id = s.therapist_id GROUP BY t.id, t.first_name, t.last_name HAVING COUNT(*) > 3",
  },
  {
    question: "how many clients had at least one attended session in 2024",
    gold: "SELECT COUNT(DISTINCT client_id) FROM sessions WHERE status = 'attended' AND held_on >= '2024-01-01' AND held_on < '2025-01-01'",
    naive:
      "SELECT COUNT(*) FROM clients c WHERE c.joined_on >= '2024-01-01' AND c.joined_on < '2025-01-01' AND EXISTS (SELECT 1 FROM sessions s WHERE s.client_id = c.id AND s.status = 'attended')",
  },
  {
    question: "Are there any therapists with no sessions in 2024? List them.",
    gold: "SELECT t.* FROM therapists t WHERE NOT EXISTS (SELECT 1 FROM sessions s WHERE s.therapist_id = t.id AND s.held_on >= '2024-01-01' AND s.held_on < '2025-01-01')",
    naive: "SELECT 'yes'",
  },
  {
    question: "how much money did we collect in 2024",
    gold: "SELECT SUM(amount) FROM bills WHERE paid_on >= '2024-01-01' AND paid_on < '2025-01-01'",
    naive: "SELECT SUM(amount) FROM bills WHERE issued_on >= '2024-01-01' AND issued_on < '2025-01-01'",
  },
  {
    question: "For each branch, what percentage of its 2024 sessions were missed?",
    gold: `SELECT b.name, 100.0 * SUM(CASE WHEN s.status = 'missed' THEN 1 ELSE 0 END) / COUNT(*) ${SESSIONS_BY_BRANCH} WHERE s.held_on >= '2024-01-01' AND s.held_on < '2025-01-01' GROUP BY b.name`,
    naive: `SELECT b.name, 100.0 * SUM(CASE WHEN s.status = 'missed' THEN 1 ELSE 0 END) / COUNT(*) ${SESSIONS_BY_BRANCH} GROUP BY b.name`,
  },
  // "are there any …" asks which, if any: the list answers whether (decision 039)
  {
    question: "Are there any clients without insurance?",
    gold: "SELECT * FROM clients WHERE insurance_company IS NULL",
    naive: "SELECT 'yes'",
  },
  {
    question: "How many clients don't have any insurance on file?",
    gold: "SELECT COUNT(*) FROM clients WHERE insurance_company IS NULL",
  },
  {
    question: "how many bills haven't been paid yet",
    gold: "SELECT COUNT(*) FROM bills WHERE paid_on IS NULL",
    naive: "SELECT COUNT(*) FROM bills WHERE paid_on IS NOT NULL",
  },
  {
    question: "total amount of bills that have not yet been paid",
    gold: "SELECT SUM(amount) FROM bills WHERE paid_on IS NULL",
    naive: "SELECT SUM(amount) FROM bills WHERE paid_on IS NOT NULL",
  },
  {
    question: "average bill amount, rounded to 1 decimal",
    gold: "SELECT ROUND(AVG(amount), 1) FROM bills",
    naive: "SELECT AVG(amount) FROM bills",
  },
  {
    question: "What percentage of sessions were missed? Round to two decimals.",
    gold: "SELECT ROUND(100.0 * SUM(CASE WHEN status = 'missed' THEN 1 ELSE 0 END) / COUNT(*), 2) FROM sessions",
    naive: "SELECT 100.0 * SUM(CASE WHEN status = 'missed' THEN 1 ELSE 0 END) / COUNT(*) FROM sessions",
  },
  {
    question: "how many bills are still outstanding",
    gold: "SELECT COUNT(*) FROM bills WHERE paid_on IS NULL",
    naive: "SELECT COUNT(*) FROM bills",
  },
];

const NOW = new Date("2024-12-15T12:00:00Z");
const servers = await fixtureServers(TABLES, "engine_words");
const normalise = (result: QueryResult, ordered = false) => normaliseRows(result.rows, ordered);

let gold: FixtureServer;
beforeAll(async () => {
  gold = await postgresServer(TABLES, "engine_words");
});
afterAll(async () => {
  await gold?.close();
});

describe("the practice fixture tells the readings apart", () => {
  it.each(CASES.filter((c) => c.naive).map((c) => [c.question, c] as const))(
    "the earlier reading answers “%s” differently",
    async (_, c) => {
      expect(normalise(await gold.run(c.naive!), c.ordered)).not.toEqual(normalise(await gold.run(c.gold), c.ordered));
    },
  );
});

describe.each(servers)("business words on %s", (_, open) => {
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
  });

  it("is not sure of a reading no row can meet: the same rows in two separate years at once", async () => {
    const catalog = fixtureCatalog(TABLES, server.dialect);
    const t = await translateWithExecution(
      "which therapists had sessions in both their 2023 and their 2024 calendars",
      { catalog, now: NOW },
      server.run,
    );
    expect(t.confidence).toBeLessThan(0.6);
  });
});
