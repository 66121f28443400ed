// The generation loop against a fake data source: progress, the shape fitting of trends, the second iteration.
import { beforeAll, describe, expect, it } from "vitest";
import { SHOP } from "../../tests/fixtures/answer";
import type { QueryResult } from "~/lib/catalog";
import type { DashboardPlan, LlmProvider } from "~/ai/types";
import { AppError } from "~/lib/errors";
import { titleNamesMeasure } from "~/answer/title-measure";
import { generateDashboardContent, GENERATION_STEPS, type ProgressUpdate } from "./dashboard-generation.server";

beforeAll(() => {
  // The translator reads the validated environment; these tests use the built-in engine only.
  process.env.DATABASE_URL ??= "postgres://localhost:5432/unused";
  process.env.APP_SECRET ??= "dashboard-generation-test-secret-0123456789";
  process.env.AI_PROVIDER = "local";
});

const BUCKETS: [RegExp, number][] = [
  [/date_trunc\('month'/, 36],
  [/date_trunc\('quarter'/, 12],
  [/date_trunc\('year'/, 3],
];

/** Answers any SELECT with plausible rows named after its aliases; `failing` SQL throws like a database error. */
function fakeSource(failing?: RegExp) {
  const ran: string[] = [];
  const run = async (sql: string): Promise<QueryResult> => {
    ran.push(sql);
    if (failing?.test(sql)) throw new AppError("QUERY_EXECUTION_ERROR", "column does not exist");
    const aliases = [...sql.matchAll(/AS "([^"]+)"/g)].map((m) => m[1]);
    const bucket = BUCKETS.find(([pattern]) => pattern.test(sql))?.[1];
    const grouped = /group by/i.test(sql);
    const count = bucket ?? (grouped ? (/limit 5/i.test(sql) ? 5 : 4) : 1);
    const rows = Array.from({ length: count }, (_, i) =>
      Object.fromEntries(
        aliases.map((alias, j) => [
          alias,
          j === 0 && bucket
            ? `${2024 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, "0")}-01`
            : j === 0 && grouped
              ? `group ${i + 1}`
              : 100 + i * 7,
        ]),
      ),
    );
    const columns = aliases.map((name, j) => ({
      name,
      kind: j === 0 && bucket ? ("date" as const) : j === 0 && grouped ? ("text" as const) : ("decimal" as const),
    }));
    return { columns, rows, rowCount: rows.length, truncated: false, executionTime: 3 };
  };
  return { run, ran };
}

describe("generateDashboardContent", () => {
  it("reports progress from 5 % with the first step, and builds a sound dashboard in one iteration", async () => {
    const updates: ProgressUpdate[] = [];
    const { run } = fakeSource();
    const dashboard = await generateDashboardContent({
      catalog: SHOP,
      dialect: "postgresql",
      run,
      name: "Shop board",
      progress: async (u) => void updates.push(u),
    });
    expect(updates[0]).toEqual({ progress: 5, currentStep: GENERATION_STEPS.start, iteration: 1 });
    const percents = updates.flatMap((u) => (u.progress === undefined ? [] : [u.progress]));
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(dashboard).toEqual(
      expect.objectContaining({
        title: "Shop board",
        businessDomain: { id: "ecommerce", name: "E-commerce" },
        provider: "local",
      }),
    );
    expect(dashboard.qualityScore).toBeGreaterThanOrEqual(80);
    expect(dashboard.performance.iterationCount).toBe(1);
    const { totalTime, businessAnalysisTime, queryExecutionTime } = dashboard.performance;
    expect(businessAnalysisTime + queryExecutionTime).toBeLessThanOrEqual(totalTime + 1); // the parts add up
    expect(dashboard.widgets.length).toBeGreaterThanOrEqual(6);
    for (const widget of dashboard.widgets) {
      expect(widget.data.rowCount).toBeGreaterThan(0);
      expect(widget.followUpQuestions).toHaveLength(2);
      expect(widget.businessValue).toBeTruthy();
      expect(widget.description).toMatch(/^Generated from: "/);
    }
    expect(dashboard.nextSteps.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps three years of months as a line chart instead of asking again by quarter (ADR 022)", async () => {
    const { run, ran } = fakeSource();
    const dashboard = await generateDashboardContent({ catalog: SHOP, dialect: "postgresql", run });
    const trend = dashboard.widgets.find((w) => /by month/.test(w.question ?? ""))!;
    expect(trend).toEqual(expect.objectContaining({ chartType: "line" }));
    expect(trend.data.rowCount).toBe(36);
    expect(ran.some((sql) => /date_trunc\('quarter'/.test(sql))).toBe(false);
  });

  it("replaces failing widgets in a second iteration and keeps none that failed", async () => {
    const { run } = fakeSource(/"(status|channel|segment)"/);
    const dashboard = await generateDashboardContent({ catalog: SHOP, dialect: "postgresql", run });
    expect(dashboard.performance.iterationCount).toBe(2);
    expect(dashboard.iterations[0].score).toBeLessThan(80);
    expect(dashboard.iterations[1].replaced).toBeGreaterThan(0);
    expect(dashboard.widgets.every((w) => !/status|channel|segment/.test(w.sql ?? ""))).toBe(true);
    expect(dashboard.widgets.every((w) => w.data.rowCount > 0)).toBe(true);
  });

  it("does not exceed two iterations even when nothing can be answered", async () => {
    const { run } = fakeSource(/./);
    const dashboard = await generateDashboardContent({ catalog: SHOP, dialect: "postgresql", run });
    expect(dashboard.performance.iterationCount).toBe(2);
    expect(dashboard.widgets).toEqual([]);
    expect(dashboard.qualityScore).toBeLessThan(80);
  });
});

function fakeLlm(plan: () => Promise<DashboardPlan>): LlmProvider {
  const unused = async () => {
    throw new Error("not used by dashboard generation");
  };
  return { name: "openai", translate: unused, repair: unused, explain: unused, insights: unused, planDashboard: plan };
}

describe("generateDashboardContent with an LLM", () => {
  const plan: DashboardPlan = {
    domain: "Online retail",
    title: "Retail pulse",
    subtitle: "Orders, revenue and customers",
    keyEntities: ["orders", "customers"],
    measures: ["orders.amount"],
    timeColumns: ["orders.ordered_at"],
    questions: [
      { question: "How many orders are there?", title: "Orders", businessValue: "Volume of the business." },
      { question: "What is the total amount of orders?", title: "Revenue", businessValue: "The headline figure." },
      {
        question: "Show total amount of orders by quarter",
        title: "Revenue by quarter",
        businessValue: "Growth over time.",
      },
      { question: "How many orders per status?", title: "Orders by status", businessValue: "Fulfilment health." },
      {
        question: "Break down total amount of orders by channel",
        title: "Revenue by channel",
        businessValue: "Where sales come from.",
      },
      { question: "How many customers per country?", title: "Customers by country", businessValue: "Reach." },
    ],
  };

  it("uses the LLM's analysis and questions", async () => {
    const { run } = fakeSource();
    const dashboard = await generateDashboardContent({
      catalog: SHOP,
      dialect: "postgresql",
      run,
      llm: fakeLlm(async () => plan),
    });
    expect(dashboard).toEqual(
      expect.objectContaining({ provider: "openai", title: "Retail pulse", subtitle: "Orders, revenue and customers" }),
    );
    expect(dashboard.businessDomain.name).toBe("Online retail");
    expect(dashboard.widgets.map((w) => w.question)).toEqual(plan.questions.map((q) => q.question));
    // titled by what each answer's SQL computes, not by the plan's words ("Revenue" over a sum of amounts)
    for (const widget of dashboard.widgets)
      expect(titleNamesMeasure(widget.title, widget.sql!), widget.title).toBe(true);
    expect(dashboard.widgets[1].title).toBe("Total order amount (USD)");
    expect(dashboard.widgets[0].businessValue).toBe("Volume of the business.");
    expect(dashboard.llmPlan).toEqual(plan);
  });

  it("reuses the plan recorded on the same data and settings instead of asking the LLM again (ADR 049)", async () => {
    const { run } = fakeSource();
    let asked = 0;
    const llm = fakeLlm(async () => (asked++, plan));
    const first = await generateDashboardContent({ catalog: SHOP, dialect: "postgresql", run, llm });
    const second = await generateDashboardContent({
      catalog: SHOP,
      dialect: "postgresql",
      run,
      llm,
      recordedPlan: first.llmPlan,
    });
    expect(asked).toBe(1);
    expect(second.widgets.map((w) => [w.title, w.sql])).toEqual(first.widgets.map((w) => [w.title, w.sql]));
  });

  it("falls back to the local analysis when the LLM fails", async () => {
    const { run } = fakeSource();
    const failing = fakeLlm(async () => {
      throw new AppError("AI_SERVICE_ERROR", "quota exceeded");
    });
    const dashboard = await generateDashboardContent({ catalog: SHOP, dialect: "postgresql", run, llm: failing });
    expect(dashboard.provider).toBe("local");
    expect(dashboard.businessDomain.name).toBe("E-commerce");
    expect(dashboard.qualityScore).toBeGreaterThanOrEqual(80);
  });
});
