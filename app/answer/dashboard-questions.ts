// The questions of a first dashboard, phrased as a person asks them and as the built-in engine reads them ("What is
// the total MRR of active subscriptions per plan?"), from the business analysis of dashboard-plan.ts; and what each
// question's widget is. Titles here only stand in until the answer names what its SQL computed.
import { pluralize } from "./format";
import type { BusinessAnalysis, CandidateQuestion, Dimension, FactTable, WidgetKind } from "./business-analysis";
import { about, titleCase } from "./dashboard-plan";
import { singular } from "./naming";

interface Metric {
  /** In a question: "total order value", "total MRR of active subscriptions". */
  words: string;
  /** In a title: "Order Value", "MRR". */
  label: string;
  money: boolean;
}

/** A column that only says it holds an amount ("total", "value") is the value of its row: "order value". */
const GENERIC_AMOUNT = /^(total|value|sum)$/;

/** The measure of a fact in question words and in a title; over the rows still in force when the table records ended ones. */
function metricOf(fact: FactTable): Metric {
  const rows = fact.live ? `${fact.live.toLowerCase()} ${fact.rows}` : fact.rows;
  if (!fact.measure) return { words: `number of ${rows}`, label: titleCase(fact.rows), money: false };
  const money = Boolean(fact.measure.money);
  if (GENERIC_AMOUNT.test(fact.measure.words))
    return { words: `total ${singular(fact.rows)} value`, label: titleCase(`${singular(fact.rows)} value`), money };
  return { words: `total ${fact.measure.words} of ${rows}`, label: titleCase(fact.measure.label), money };
}

const GRAINS = ["month", "quarter", "year"] as const;

function trend(fact: FactTable, counting = false): CandidateQuestion | undefined {
  if (!fact.time) return undefined;
  if (!counting && fact.period && fact.measure) return pointInTime(fact);
  // a sum by start month of rows that run for a while is no figure over time: their number started is
  if (!counting && fact.live) return undefined;
  const metric = counting
    ? { words: `number of ${fact.rows}`, label: titleCase(fact.rows), money: false }
    : metricOf(fact);
  const ask = (grain: string) =>
    counting ? `How many ${fact.rows} were there per ${grain}?` : `What is the ${metric.words} by ${grain}?`;
  const [first, ...rest] = GRAINS.map((grain) => ({
    question: ask(grain),
    title: `${metric.label} by ${titleCase(grain)}`,
  }));
  const businessValue = `Reveals how ${metric.label.toLowerCase()} develops over time, so growth, seasonality and dips stand out.`;
  return { ...first, kind: "trend", ...(metric.money ? { money: true } : {}), businessValue, alternatives: rest };
}

/** The measure in force at each month's end (MRR over time), as SQL the plan writes: see point-in-time.ts. */
function pointInTime(fact: FactTable): CandidateQuestion {
  const measure = fact.measure!;
  const label = titleCase(measure.label);
  const live = fact.live!.toLowerCase();
  return {
    question: `What was the ${measure.words} of the ${fact.rows} ${live} at the end of each month?`,
    title: `${label} at month end — ${live} ${fact.rows}`,
    kind: "trend",
    ...(measure.money ? { money: true } : {}),
    businessValue: `Shows ${label} as it stood at the end of each month, over the ${fact.rows} ${live} then: how it grows and where it dropped.`,
    alternatives: [],
    pointInTime: { table: fact.table, measure: measure.column, alias: measure.column, period: fact.period! },
  };
}

function single(
  kind: WidgetKind,
  question: string,
  title: string,
  businessValue: string,
  money = false,
): CandidateQuestion {
  return { question, title, kind, ...(money ? { money: true } : {}), businessValue, alternatives: [] };
}

/** The measure's total: over the rows still in force when the table records ended ones, else over all rows. */
function headline(fact: FactTable, metric: Metric): CandidateQuestion {
  if (fact.live) {
    const live = fact.live.toLowerCase();
    return single(
      "kpi",
      `What is the ${metric.words}?`,
      `${metric.label} (${titleCase(live)} ${titleCase(fact.rows)})`,
      `Sums up ${metric.label.toLowerCase()} over the ${live} ${fact.rows} only: ended ones no longer count.`,
      metric.money,
    );
  }
  return single(
    "kpi",
    `What is the ${metric.words}?`,
    `Total ${metric.label}`,
    `Sums up ${metric.label.toLowerCase()} across all ${fact.rows}: the headline figure.`,
    metric.money,
  );
}

function ranking(metric: Metric, d: Dimension): CandidateQuestion {
  const things = pluralize(d.phrase);
  return single(
    "ranking",
    `What are the top 5 ${things} by ${metric.words}?`,
    `Top 5 ${titleCase(things)} by ${metric.label}`,
    `Ranks the strongest ${things} by ${metric.label.toLowerCase()}, highlighting the biggest contributors.`,
    metric.money,
  );
}

function breakdown(metric: Metric, d: Dimension, businessValue: string): CandidateQuestion {
  return single(
    "breakdown",
    `What is the ${metric.words} by ${d.phrase}?`,
    `${metric.label} by ${titleCase(d.phrase)}`,
    businessValue,
    metric.money,
  );
}

/** A line table's revenue by what was sold: its category, the item itself, the artist behind it. */
function lineQuestions(fact: FactTable): CandidateQuestion[] {
  const metric = metricOf(fact);
  const [d1, d2] = fact.dimensions;
  const nearest = fact.entities[0];
  const farthest = fact.entities.at(-1);
  const earns = (d: Dimension) =>
    breakdown(metric, d, `Shows which ${d.phrase} the ${fact.rows} earn the most in, line by line.`);
  const out = [
    d1 && earns(d1),
    farthest && ranking(metric, farthest),
    nearest && nearest !== farthest ? ranking(metric, nearest) : undefined,
    d2 && earns(d2),
  ];
  return out.filter((q): q is CandidateQuestion => Boolean(q));
}

/** "average order value", "average MRR of active subscriptions". */
function averageWords(fact: FactTable): string {
  if (GENERIC_AMOUNT.test(fact.measure!.words)) return `average ${singular(fact.rows)} value`;
  return `average ${fact.measure!.words} of ${fact.live ? `${fact.live.toLowerCase()} ${fact.rows}` : fact.rows}`;
}

function questionsFor(fact: FactTable, depth: "primary" | "secondary"): CandidateQuestion[] {
  if (fact.line) return lineQuestions(fact);
  const metric = metricOf(fact);
  // no two breakdowns by the same kind of thing through different columns (billing country, customer country)
  const [d1] = fact.dimensions;
  const d2 = fact.dimensions.find((d) => d1 && about(d) !== about(d1));
  const d3 = fact.dimensions.find((d) => d !== d2 && d1 && about(d) !== about(d1));
  const rank = fact.rankings.find((d) => !d1 || about(d) !== about(d1)) ?? fact.rankings[0] ?? fact.entities[0];
  const rows = titleCase(fact.rows);
  const byStatus = (d: Dimension) => d.source === "own" && d.column === fact.liveColumn;
  // the measure of ended rows is no figure: the status column splits the rows' number instead
  const measured = fact.dimensions.find((d) => !byStatus(d));
  const counted = d1 && byStatus(d1) ? d1 : d2;
  const averaged = [d3, d2, d1].find((d) => d && !byStatus(d));
  const out: (CandidateQuestion | undefined)[] = [
    single(
      "kpi",
      `How many ${fact.rows} are there?`,
      `Total ${rows}`,
      `Shows the overall volume of ${fact.rows}, the baseline for every other figure.`,
    ),
    fact.measure && headline(fact, metric),
    trend(fact),
    measured &&
      breakdown(
        metric,
        measured,
        `Shows which ${measured.phrase} drives ${metric.label.toLowerCase()}, to focus attention where it matters.`,
      ),
    counted &&
      single(
        "breakdown",
        `How many ${fact.rows} are there per ${counted.phrase}?`,
        `${rows} by ${titleCase(counted.phrase)}`,
        `Compares the number of ${fact.rows} for each ${counted.phrase}.`,
      ),
    rank && ranking(metric, rank),
    fact.measure &&
      averaged &&
      single(
        "average",
        `What is the ${averageWords(fact)} per ${averaged.phrase}?`,
        `Average ${titleCase(fact.measure.label)} by ${titleCase(averaged.phrase)}`,
        `Compares the typical ${fact.measure.label} per ${averaged.phrase}, exposing differences in value.`,
        metric.money,
      ),
    depth === "primary" && fact.measure ? trend(fact, true) : undefined,
  ];
  return out.filter((q): q is CandidateQuestion => Boolean(q));
}

export interface QuestionPlan {
  /** The widgets of the first iteration (6–8 when the schema allows). */
  chosen: CandidateQuestion[];
  /** Replacements for weak widgets in the second iteration, best first. */
  reserve: CandidateQuestion[];
}

// One of each kind first, so a dashboard always covers KPIs, trends, breakdowns and rankings; where the schema has
// lines, their revenue by what was sold takes the last two places (issue 16: not only the parents' totals).
const FIRST_PICK: [number | "line", WidgetKind][] = [
  [0, "kpi"],
  [0, "kpi"],
  [0, "trend"],
  [0, "breakdown"],
  [0, "breakdown"],
  [0, "ranking"],
  [1, "trend"],
  [0, "average"],
];
const FIRST_PICK_WITH_LINES: [number | "line", WidgetKind][] = [
  ...FIRST_PICK.slice(0, 6),
  ["line", "breakdown"],
  ["line", "ranking"],
];

export function planQuestions(analysis: BusinessAnalysis, count = 8): QuestionPlan {
  const line = analysis.facts.find((fact) => fact.line && fact !== analysis.facts[0]);
  const facts = [...analysis.facts.slice(0, 3).filter((fact) => fact !== line), ...(line ? [line] : [])];
  const perFact = facts.map((fact, i) => questionsFor(fact, i === 0 ? "primary" : "secondary"));
  const chosen: CandidateQuestion[] = [];
  const taken = new Set<CandidateQuestion>();
  for (const [at, kind] of line ? FIRST_PICK_WITH_LINES : FIRST_PICK) {
    const factIndex = at === "line" ? facts.length - 1 : at;
    const pick = perFact[factIndex]?.find((q) => q.kind === kind && !taken.has(q));
    if (!pick || chosen.length >= count) continue;
    chosen.push(pick);
    taken.add(pick);
  }
  withMoney(chosen, perFact.flat(), taken, count);
  // what the lines sold comes before more of the other tables' figures
  const rest = [...(line ? perFact.at(-1)! : []), ...interleave(perFact)].filter((q) => !taken.has(q) && taken.add(q));
  while (chosen.length < count && rest.length) chosen.push(rest.shift()!);
  const seen = new Set<string>();
  const unique = (q: CandidateQuestion) => !seen.has(q.question.toLowerCase()) && seen.add(q.question.toLowerCase());
  return { chosen: chosen.filter(unique), reserve: rest.filter(unique) };
}

/** A model with money shows a money KPI and its trend (issue 36): taken from the first fact that has them, if missing. */
function withMoney(
  chosen: CandidateQuestion[],
  all: CandidateQuestion[],
  taken: Set<CandidateQuestion>,
  count: number,
) {
  for (const kind of ["kpi", "trend"] as const) {
    if (chosen.some((q) => q.money && q.kind === kind)) continue;
    const pick = all.find((q) => q.money && q.kind === kind && !taken.has(q));
    if (!pick) continue;
    if (chosen.length >= count)
      taken.delete(
        chosen.splice(
          chosen.findLastIndex((q) => !q.money),
          1,
        )[0],
      );
    chosen.splice(kind === "kpi" ? 1 : 2, 0, pick);
    taken.add(pick);
  }
}

function interleave(lists: CandidateQuestion[][]): CandidateQuestion[] {
  const out: CandidateQuestion[] = [];
  for (let i = 0; i < Math.max(0, ...lists.map((list) => list.length)); i++)
    for (const list of lists) if (list[i]) out.push(list[i]);
  return out;
}

/** The kind of a question from its words, for questions an LLM planned. */
export function guessKind(question: string): WidgetKind {
  const text = question.toLowerCase();
  if (/\b(top|bottom) \d+\b|\b(highest|lowest|most|least|best|worst|rank\w*)\b/.test(text)) return "ranking";
  if (
    /\b(by|per|each|over) (day|week|month|quarter|year)\b|\b(trend|over time|monthly|quarterly|yearly|growth)\b/.test(
      text,
    )
  )
    return "trend";
  if (/\baverage\b|\bmean\b/.test(text) && /\b(by|per)\b/.test(text)) return "average";
  if (/\b(by|per|break ?down|split|share|distribution)\b/.test(text)) return "breakdown";
  return "kpi";
}

/** What to do after reading the dashboard: two follow-ups to ask in chat, then sharing (and fixing, if weak). */
export function nextSteps(followUps: string[], passed: boolean): string[] {
  const asks = [...new Set(followUps)]
    .slice(0, 2)
    .map((question, i) => (i === 0 ? `Dig deeper in chat: "${question}"` : `Compare further: "${question}"`));
  return [
    ...asks,
    ...(passed
      ? []
      : ["Refine the widgets that could not be improved automatically from chat, then save the answers here"]),
    "Share this dashboard with your team, or save a chat answer to it as a new widget",
  ];
}
