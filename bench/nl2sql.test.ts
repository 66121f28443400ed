// bench:nl2sql's harness end to end on a small slice, so it cannot rot unnoticed: defog databases loaded with a
// read-only role, connections created over the API, questions through HTTP and the worker, scoring, the printout.
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type TestApp } from "../harness/app";
import {
  DEFOG_PG_URL,
  READER,
  defogUnavailableReason,
  dropDefogDatabases,
  readDefogQuestions,
  withDatabase,
} from "./defog-databases";
import { runDefog, type DefogRun } from "./nl2sql-defog";
import { errorKinds, failureRecord, reliabilityTable, type Scored } from "./nl2sql-report";
import { runSampleSets } from "./nl2sql-samples";
import { signUpUser, type ProductUser } from "./product-path";

const unavailable = await defogUnavailableReason();
if (unavailable) console.log(`Skipping the defog slice of the bench harness: ${unavailable}.`);

let app: TestApp;
let user: ProductUser;

beforeAll(async () => {
  app = await startApp();
  user = await signUpUser(app, "Harness");
});
afterAll(async () => {
  await app?.stop();
});

/** Ten questions of two databases: gen and idk of academic, basic and advanced of broker. */
function slice() {
  const all = readDefogQuestions();
  const pick = (db: string, set: string, n: number) => all.filter((q) => q.db === db && q.set === set).slice(0, n);
  return [
    ...pick("academic", "gen", 4),
    ...pick("academic", "idk", 2),
    ...pick("broker", "basic", 2),
    ...pick("broker", "advanced", 2),
  ];
}

describe.skipIf(!!unavailable)("bench:nl2sql on defog, through the product", () => {
  let run: DefogRun | undefined;
  const prefix = `defog_t${randomBytes(3).toString("hex")}_`;
  beforeAll(async () => {
    run = await runDefog(user, slice(), { prefix });
  }, 60_000);
  afterAll(async () => {
    if (run) await dropDefogDatabases(run.databases);
  });

  it("loads each database with its column comments and a reader that can only read", async () => {
    const client = new pg.Client({ connectionString: withDatabase(DEFOG_PG_URL, `${prefix}academic`) });
    await client.connect();
    try {
      const { rows } = await client.query(
        `SELECT col_description('public.author'::regclass, 1) AS note,
          has_table_privilege($1, 'public.author', 'SELECT') AS can_select, has_table_privilege($1, 'public.author', 'INSERT') AS can_insert,
          has_schema_privilege($1, 'public', 'CREATE') AS can_create`,
        [READER.username],
      );
      expect(rows[0]).toEqual({ note: expect.any(String), can_select: true, can_insert: false, can_create: false });
    } finally {
      await client.end();
    }
  });

  it("asks every question and scores it from the product's answer or failure", () => {
    const scored = run!.scored;
    expect(scored.map((s) => s.set)).toEqual([
      "gen",
      "gen",
      "gen",
      "gen",
      "idk",
      "idk",
      "basic",
      "basic",
      "advanced",
      "advanced",
    ]);
    for (const s of scored) {
      expect(["completed", "failed"]).toContain(s.outcome.status);
      if (s.outcome.status === "completed")
        expect(s.outcome.answer).toMatchObject({
          sql: expect.stringMatching(/select/i),
          confidence: expect.any(Number),
        });
      else expect(s.outcome.error?.code).toMatch(/^[A-Z_]+$/);
      expect(s.note ?? "").not.toMatch(/^gold failed/);
    }
    // an unanswerable question is right exactly when the product refused it
    for (const s of scored.filter((x) => x.set === "idk"))
      expect(s.correct).toBe(
        s.outcome.status === "failed"
          ? s.outcome.error?.code === "TRANSLATION_ERROR"
          : s.outcome.answer!.insights.some((i) => /not fully sure/.test(i)),
      );
    expect(reliabilityTable(scored)).toMatch(/answers shown at confidence ≥ 0\.9: \d+ \(/);
    expect(errorKinds(scored)).toMatch(/^answered \d+\/10/);
    const failure = scored.find((s) => !s.correct);
    if (failure)
      expect(JSON.parse(failureRecord(failure))).toMatchObject({
        id: failure.id,
        question: failure.question,
        gold_sql: failure.gold,
      });
  });
});

describe("bench:nl2sql on our sample sets, through the product", () => {
  let scored: Scored[];
  beforeAll(async () => {
    const ids = new Set([
      "ecommerce-001",
      "ecommerce-002",
      "ecommerce-003",
      "ecommerce-004",
      "ecommerce-005",
      "ecommerce-006",
      "ecommerce-007",
      "ecommerce-008",
      "ecommerce-fu1",
      "ecommerce-fu2",
    ]);
    scored = await runSampleSets(app, user, path.resolve(import.meta.dirname, "eval"), { ids });
  }, 60_000);

  it("asks ten questions, the follow-up in a chat after its question, and scores them by execution", () => {
    expect(scored).toHaveLength(10);
    expect(scored.every((s) => s.outcome.status !== "lost")).toBe(true);
    // the simplest counts must come back right, or the harness (not the engine) is broken
    expect(scored.find((s) => s.id === "ecommerce-001")).toMatchObject({
      correct: true,
      outcome: { status: "completed" },
    });
    expect(scored.find((s) => s.id === "ecommerce-fu2")?.outcome.status).toBe("completed");
  });
});
