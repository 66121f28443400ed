// The questions of a first dashboard, phrased the way the built-in engine reads them ("Show total MRR of
// subscriptions by month"), from the business analysis of dashboard-plan.ts; and what each question's widget is.
import { pluralize } from "./format";
import { about, titleCase, type BusinessAnalysis, type CandidateQuestion, type Dimension, type FactTable, type WidgetKind } from "./dashboard-plan";

/** The measure of a fact in question words ("total MRR of subscriptions") and in a title ("MRR"). */
function metricOf(fact: FactTable): { words: string; label: string } {
  if (!fact.measure) return { words: `number of ${fact.rows}`, label: titleCase(fact.rows) };
  // a column named "total" is not asked for as "total total of orders"
  const words = /^total\b/.test(fact.measure.words) ? fact.measure.words : `total ${fact.measure.words}`;
  return { words: `${words} of ${fact.rows}`, label: titleCase(fact.measure.label) };
}

const GRAINS = ["month", "quarter", "year"] as const;

function trend(fact: FactTable, counting = false): CandidateQuestion | undefined {
  if (!fact.time) return undefined;
  const metric = counting ? { words: `number of ${fact.rows}`, label: titleCase(fact.rows) } : metricOf(fact);
  const [first, ...rest] = GRAINS.map((grain) => ({ question: `Show ${metric.words} by ${grain}`, title: `${metric.label} by ${titleCase(grain)}` }));
  const businessValue = `Reveals how ${metric.label.toLowerCase()} develops over time, so growth, seasonality and dips stand out.`;
  return { ...first, kind: "trend", businessValue, alternatives: rest };
}

function single(kind: WidgetKind, question: string, title: string, businessValue: string): CandidateQuestion {
  return { question, title, kind, businessValue, alternatives: [] };
}

/** The measure's total: over the rows still in force when the table records ended ones, else over all rows. */
function headline(fact: FactTable, metric: { words: string; label: string }): CandidateQuestion {
  if (fact.live) {
    const live = fact.live.toLowerCase();
    return single("kpi", `What is the total ${fact.measure!.words} of ${live} ${fact.rows}?`, `${metric.label} (${titleCase(live)} ${titleCase(fact.rows)})`, `Sums up ${metric.label.toLowerCase()} over the ${live} ${fact.rows} only: ended ones no longer count.`);
  }
  const title = /\btotal\b/i.test(metric.label) ? `${metric.label} (All Time)` : `Total ${metric.label}`;
  return single("kpi", `What is the ${metric.words}?`, title, `Sums up ${metric.label.toLowerCase()} across all ${fact.rows}: the headline figure.`);
}


function ranking(fact: FactTable, metric: { words: string; label: string }, d: Dimension): CandidateQuestion {
  const things = pluralize(d.phrase);
  return single("ranking", `Show the top 5 ${things} by ${metric.words}`, `Top 5 ${titleCase(things)} by ${metric.label}`, `Ranks the strongest ${things} by ${metric.label.toLowerCase()}, highlighting the biggest contributors.`);
}

/** A line table's revenue by what was sold: its category, the item itself, the artist behind it. */
function lineQuestions(fact: FactTable): CandidateQuestion[] {
  const metric = metricOf(fact);
  const [d1, d2] = fact.dimensions;
  const nearest = fact.entities[0];
  const farthest = fact.entities.at(-1);
  const breakdown = (d: Dimension) =>
    single("breakdown", `Break down ${metric.words} by ${d.phrase}`, `${metric.label} by ${titleCase(d.phrase)}`, `Shows which ${d.phrase} the ${fact.rows} earn the most in, line by line.`);
  const out = [d1 && breakdown(d1), farthest && ranking(fact, metric, farthest), nearest && nearest !== farthest ? ranking(fact, metric, nearest) : undefined, d2 && breakdown(d2)];
  return out.filter((q): q is CandidateQuestion => Boolean(q));
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
  const out: (CandidateQuestion | undefined)[] = [
    single("kpi", `How many ${fact.rows} are there?`, `Total ${rows}`, `Shows the overall volume of ${fact.rows}, the baseline for every other figure.`),
    fact.measure && headline(fact, metric),
    trend(fact),
    d1 && single("breakdown", `Break down ${metric.words} by ${d1.phrase}`, `${metric.label} by ${titleCase(d1.phrase)}`, `Shows which ${d1.phrase} drives ${metric.label.toLowerCase()}, to focus attention where it matters.`),
    d2 && single("breakdown", `How many ${fact.rows} per ${d2.phrase}?`, `${rows} by ${titleCase(d2.phrase)}`, `Compares the number of ${fact.rows} for each ${d2.phrase}.`),
    rank && ranking(fact, metric, rank),
    fact.measure && (d3 ?? d2 ?? d1) && single("average", `What is the average ${fact.measure.words} of ${fact.rows} per ${(d3 ?? d2 ?? d1)!.phrase}?`, `Average ${titleCase(fact.measure.label)} by ${titleCase((d3 ?? d2 ?? d1)!.phrase)}`, `Compares the typical ${fact.measure.label} per ${(d3 ?? d2 ?? d1)!.phrase}, exposing differences in value.`),
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
  [0, "kpi"], [0, "kpi"], [0, "trend"], [0, "breakdown"], [0, "breakdown"], [0, "ranking"], [1, "trend"], [0, "average"],
];
const FIRST_PICK_WITH_LINES: [number | "line", WidgetKind][] = [...FIRST_PICK.slice(0, 6), ["line", "breakdown"], ["line", "ranking"]];

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
  // what the lines sold comes before more of the other tables' figures
  const rest = [...(line ? perFact.at(-1)! : []), ...interleave(perFact)].filter((q) => !taken.has(q) && taken.add(q));
  while (chosen.length < count && rest.length) chosen.push(rest.shift()!);
  const seen = new Set<string>();
  const unique = (q: CandidateQuestion) => !seen.has(q.question.toLowerCase()) && seen.add(q.question.toLowerCase());
  return { chosen: chosen.filter(unique), reserve: rest.filter(unique) };
}

function interleave(lists: CandidateQuestion[][]): CandidateQuestion[] {
  const out: CandidateQuestion[] = [];
  for (let i = 0; i < Math.max(0, ...lists.map((list) => list.length)); i++) for (const list of lists) if (list[i]) out.push(list[i]);
  return out;
}

/** The kind of a question from its words, for questions an LLM planned. */
export function guessKind(question: string): WidgetKind {
  const text = question.toLowerCase();
  if (/\b(top|bottom) \d+\b|\b(highest|lowest|most|least|best|worst|rank\w*)\b/.test(text)) return "ranking";
  if (/\b(by|per|each|over) (day|week|month|quarter|year)\b|\b(trend|over time|monthly|quarterly|yearly|growth)\b/.test(text)) return "trend";
  if (/\baverage\b|\bmean\b/.test(text) && /\b(by|per)\b/.test(text)) return "average";
  if (/\b(by|per|break ?down|split|share|distribution)\b/.test(text)) return "breakdown";
  return "kpi";
}

/** What to do after reading the dashboard: two follow-ups to ask in chat, then sharing (and fixing, if weak). */
export function nextSteps(followUps: string[], passed: boolean): string[] {
  const asks = [...new Set(followUps)].slice(0, 2).map((question, i) => (i === 0 ? `Dig deeper in chat: "${question}"` : `Compare further: "${question}"`));
  return [
    ...asks,
    ...(passed ? [] : ["Refine the widgets that could not be improved automatically from chat, then save the answers here"]),
    "Share this dashboard with your team, or save a chat answer to it as a new widget",
  ];
}
