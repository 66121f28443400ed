// Issue 16: over every question of the sample benchmark sets, what an answer card shows — chart title and
// description, column labels, insights, follow-up chips — names things in words: no SQL alias or snake_case
// column name, no doubled word. Data values are the data's own ("credit_card") and are left out of the check.
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerCardTexts } from "../../tests/fixtures/answer";
import { introspectPostgres } from "~/connectors/dialects/postgresql/introspect.server";
import { SessionPool } from "~/connectors/session-pool.server";
import { translateWithExecution } from "~/engine";
import type { ColumnKind, QueryResult } from "~/lib/catalog";
import { readQuestions, sampleSetFiles } from "../../bench/nl2sql-samples";
import { sharedSamplesUrl } from "../../harness/samples";

const SNAKE_CASE = /\b[a-z0-9]+_[a-z0-9_]+\b/i;
const DOUBLED = /\b(\w+) \1\b/i;
const KINDS: Record<number, ColumnKind> = {
  20: "integer",
  21: "integer",
  23: "integer",
  700: "decimal",
  701: "decimal",
  1700: "decimal",
  1082: "date",
  1114: "timestamp",
  1184: "timestamp",
  16: "boolean",
};

let samplesUrl: string;
let client: pg.Client;

beforeAll(async () => {
  samplesUrl = await sharedSamplesUrl();
  client = new pg.Client({ connectionString: samplesUrl });
  await client.connect();
  // the run's one copy of the samples, shared with other files: this file only reads
  await client.query("SET default_transaction_read_only = on");
}, 120_000);

afterAll(async () => {
  await client?.end();
});

describe("answers on the samples name things in words", () => {
  it.each(sampleSetFiles(path.resolve(import.meta.dirname, "../../bench/eval")).map((set) => [set.id, set] as const))(
    "%s",
    async (_, set) => {
      const catalog = await introspectPostgres(
        new SessionPool({ connectionString: samplesUrl, max: 2, allowExitOnIdle: true }),
        { schema: set.schema },
      );
      const run = async (sql: string): Promise<QueryResult> => {
        await client.query(`SET search_path TO ${set.schema}`);
        const { rows, fields } = await client.query(sql);
        return {
          columns: fields.map((f) => ({ name: f.name, kind: KINDS[f.dataTypeID] ?? "text" })),
          rows: rows.slice(0, 1000),
          rowCount: rows.length,
          truncated: false,
          executionTime: 5,
        };
      };
      const leaks: string[] = [];
      let answered = 0;
      for (const q of readQuestions(set.file).filter((question) => !question.follows)) {
        const t = await translateWithExecution(q.question, { catalog, now: new Date() }, run).catch(() => null);
        if (!t) continue; // refused: nothing is shown but the refusal
        answered++;
        const result = t.result ?? (await run(t.sql));
        const values = new Set(
          result.rows
            .flatMap((row) => Object.values(row))
            .filter((v): v is string => typeof v === "string")
            .map((v) => v.toLowerCase()),
        );
        for (const text of answerCardTexts(q.question, result, t.ir, catalog)) {
          const words = text
            .split(/(?<=[\s(])|(?=[\s),.·])/)
            .filter((word) => !values.has(word.trim().toLowerCase()))
            .join("");
          if (SNAKE_CASE.test(words) || DOUBLED.test(words)) leaks.push(`${q.id} ${q.question} → ${text}`);
        }
      }
      expect(answered).toBeGreaterThan(50);
      expect(leaks).toEqual([]);
    },
    120_000,
  );
});
