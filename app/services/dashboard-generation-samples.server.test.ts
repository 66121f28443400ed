// Issue 36 item 5 on the four samples: the same data gives the same dashboard; every widget's title names the measure
// its SQL computes; a model with money gets a money KPI and its trend; subscriptions' MRR is read at each month's end.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureOfSql, titleNamesMeasure } from "~/answer/title-measure";
import { introspectPostgres } from "~/connectors/dialects/postgresql/introspect.server";
import { SessionPool } from "~/connectors/session-pool.server";
import type { ColumnKind, QueryResult } from "~/lib/catalog";
import { generateDashboardContent, type GeneratedDashboard } from "~/services/dashboard-generation.server";
import { SAMPLE_DATABASES } from "~db/samples";
import { sharedSamplesUrl } from "../../harness/samples";

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
const generated = new Map<string, [GeneratedDashboard, GeneratedDashboard]>();

beforeAll(async () => {
  process.env.AI_PROVIDER = "local";
  samplesUrl = await sharedSamplesUrl();
  client = new pg.Client({ connectionString: samplesUrl });
  await client.connect();
  // the run's one copy of the samples, shared with other files: this file only reads
  await client.query("SET default_transaction_read_only = on");
  for (const sample of SAMPLE_DATABASES) {
    const catalog = await introspectPostgres(
      new SessionPool({ connectionString: samplesUrl, max: 2, allowExitOnIdle: true }),
      { schema: sample.schema },
    );
    const run = async (sql: string): Promise<QueryResult> => {
      const { rows, fields } = await client.query(sql);
      return {
        columns: fields.map((f) => ({ name: f.name, kind: KINDS[f.dataTypeID] ?? "text" })),
        rows: rows.slice(0, 1000),
        rowCount: rows.length,
        truncated: false,
        executionTime: 5,
      };
    };
    const generate = () => generateDashboardContent({ catalog, dialect: "postgresql", run });
    generated.set(sample.id, [await generate(), await generate()]);
  }
}, 120_000);

afterAll(async () => {
  await client?.end();
});

const sketch = (d: GeneratedDashboard) =>
  d.widgets.map((w) => ({
    title: w.title,
    question: w.question,
    sql: w.sql,
    chartType: w.chartType,
    rows: w.data.rows,
  }));
const MONEY_SUM = /^(sum)$/;

describe.each(SAMPLE_DATABASES.map((sample) => [sample.id] as const))(
  "the generated dashboard of the %s sample",
  (id) => {
    it("comes out the same twice: widgets, titles, SQL and values", () => {
      const [first, second] = generated.get(id)!;
      expect(first.widgets.length).toBeGreaterThanOrEqual(6);
      expect(sketch(second)).toEqual(sketch(first));
      expect(second.qualityScore).toBe(first.qualityScore);
    });

    it("titles every widget by the measure its SQL computes", () => {
      const [dashboard] = generated.get(id)!;
      const wrong = dashboard.widgets
        .filter((w) => !titleNamesMeasure(w.title, w.sql!))
        .map((w) => `${w.title} ← ${w.sql}`);
      expect(wrong).toEqual([]);
      expect(dashboard.quality.weak.filter((w) => w.reason === "mis-titled")).toEqual([]);
    });

    it("shows a money KPI and the money's trend", () => {
      const [dashboard] = generated.get(id)!;
      const money = (w: GeneratedDashboard["widgets"][number]) =>
        MONEY_SUM.test(measureOfSql(w.sql!)?.aggregate ?? "") && /\((USD|EUR)\)/.test(w.title);
      expect(dashboard.widgets.filter((w) => money(w) && w.data.rowCount === 1).map((w) => w.title)).not.toEqual([]);
      expect(dashboard.widgets.filter((w) => money(w) && w.chartType === "line").map((w) => w.title)).not.toEqual([]);
    });
  },
);

describe("subscription metrics of the SaaS sample", () => {
  it("read MRR at each month's end over the subscriptions in force then, not by start month", async () => {
    const [dashboard] = generated.get("saas")!;
    const trend = dashboard.widgets.find((w) => w.chartType === "line" && /\bMRR\b/.test(w.title))!;
    expect(trend.title).toBe("MRR (USD) at month end — active subscriptions");
    const rows = trend.data.rows as { month: string | Date; mrr: string | number }[];
    const month = rows.at(-4)!;
    const end = new Date(month.month);
    end.setUTCMonth(end.getUTCMonth() + 1);
    const { rows: expected } = await client.query(
      `SELECT COALESCE(SUM(mrr), 0) AS mrr FROM saas.subscriptions WHERE started_at < $1 AND (cancelled_at IS NULL OR cancelled_at >= $1) AND (trial_ends_at IS NULL OR trial_ends_at < $1)`,
      [end.toISOString().slice(0, 10)],
    );
    expect(Number(month.mrr)).toBeCloseTo(Number(expected[0].mrr), 2);
    const { rows: byStart } = await client.query(
      `SELECT SUM(mrr) AS mrr FROM saas.subscriptions WHERE date_trunc('month', started_at) = $1`,
      [new Date(month.month).toISOString().slice(0, 10)],
    );
    expect(Number(month.mrr)).not.toBeCloseTo(Number(byStart[0].mrr ?? 0), 0);
  });

  it("never sums the MRR of cancelled subscriptions", () => {
    const [dashboard] = generated.get("saas")!;
    const summed = dashboard.widgets.filter((w) => /sum\(.*mrr/i.test(w.sql!) && !/generate_series/.test(w.sql!));
    expect(summed.length).toBeGreaterThan(0);
    for (const widget of summed) expect(widget.sql, widget.title).toMatch(/"status" = 'active'/);
  });
});
