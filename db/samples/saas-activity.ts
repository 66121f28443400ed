// Billing, product usage and support activity of the SaaS sample, derived from the subscription history.
import { DAY, HOUR, WINDOW_END, WINDOW_START, addMonths } from "./calendar";
import { formatCents, formatTimestamp } from "./format";
import { Random } from "./random";
import { PLANS, getAccounts, getSubscriptions, type Account, type Plan, type Subscription } from "./saas-accounts";
import type { SampleRow } from "./types";

const WEEK = 7 * DAY;
/** The AI assistant feature ships mid-window, so its adoption curve shows up in usage. */
const AI_LAUNCH = Date.UTC(2025, 2, 1);
const FEATURES = ["dashboard_view", "report_export", "api_call", "alert_triggered", "integration_sync", "ai_query"];

interface AccountWeek {
  account: Account;
  plan: Plan;
  from: number;
  to: number;
  /** Within two months of churning: usage fades and tickets pile up. */
  atRisk: boolean;
}

function planAt(account: Account, at: number): Plan {
  let current = account.subscriptions[0];
  for (const subscription of account.subscriptions) if (subscription.startedAt <= at) current = subscription;
  return PLANS[current.planId - 1];
}

function* accountWeeks(weekStart: number): Generator<AccountWeek> {
  const weekEnd = Math.min(weekStart + WEEK, WINDOW_END);
  for (const account of getAccounts()) {
    const end = Math.min(weekEnd, account.churnedAt ?? WINDOW_END);
    const from = Math.max(weekStart, account.createdAt);
    if (from >= end) continue;
    const atRisk = account.churnedAt !== null && account.churnedAt - weekStart < 60 * DAY;
    yield { account, plan: planAt(account, from), from, to: end, atRisk };
  }
}

function* weekly<T extends { at: number }>(
  seed: string,
  create: (rng: Random, week: AccountWeek) => T[],
): Generator<T> {
  const rng = new Random(seed);
  for (let weekStart = WINDOW_START; weekStart < WINDOW_END; weekStart += WEEK) {
    const items: T[] = [];
    for (const week of accountWeeks(weekStart)) items.push(...create(rng, week));
    yield* items.sort((a, b) => a.at - b.at);
  }
}

function* invoicesOf(
  rng: Random,
  subscription: Subscription,
  churnedAt: number | null,
): Generator<{ at: number; row: unknown[] }> {
  if (subscription.mrrCents === 0) return;
  const billingStart = subscription.trialEndsAt ?? subscription.startedAt;
  const end = subscription.cancelledAt ?? WINDOW_END;
  for (let month = 0, at = billingStart; at < end; month++, at = addMonths(billingStart, month)) {
    const recent = WINDOW_END - at < 20 * DAY;
    const finalBeforeChurn = churnedAt !== null && addMonths(at, 1) >= churnedAt;
    const paid = !rng.chance(recent ? 0.3 : finalBeforeChurn ? 0.4 : 0.02);
    const paidAt = paid ? Math.min(at + Math.round(rng.logNormal(2 * DAY, 1)), WINDOW_END - 1000) : null;
    const row = [
      subscription.id,
      formatTimestamp(at),
      formatCents(subscription.mrrCents),
      paid,
      paidAt && formatTimestamp(paidAt),
    ];
    yield { at, row };
  }
}

/** Monthly invoices for paying subscriptions, numbered in issue order. */
export function* generateInvoices(): Generator<SampleRow> {
  const rng = new Random("saas:invoices");
  const churnedAt = new Map(getAccounts().map((account) => [account.id, account.churnedAt]));
  const invoices = getSubscriptions().flatMap((s) => [...invoicesOf(rng, s, churnedAt.get(s.accountId) ?? null)]);
  invoices.sort((a, b) => a.at - b.at);
  let id = 0;
  for (const invoice of invoices) yield [++id, ...invoice.row];
}

function usageQuantity(rng: Random, feature: string): number {
  if (feature === "api_call") return Math.round(rng.logNormal(400, 1));
  if (feature === "integration_sync") return Math.round(rng.logNormal(20, 0.8)) + 1;
  return rng.int(1, feature === "dashboard_view" || feature === "ai_query" ? 30 : 6);
}

function featureWeights(week: AccountWeek): number[] {
  const aiAdoption = week.from < AI_LAUNCH ? 0 : Math.min(1, (week.from - AI_LAUNCH) / (WINDOW_END - AI_LAUNCH) + 0.15);
  const api = week.plan.id >= 2 ? 20 : 0;
  return [40, 12, api, 10, 12, 30 * aiAdoption];
}

function usageEvents(rng: Random, week: AccountWeek): { at: number; row: unknown[] }[] {
  const engagement = week.account.employeeCount ** 0.25 * week.plan.usage * (week.atRisk ? 0.35 : 1);
  const count = rng.poisson((engagement * 0.25 * (week.to - week.from)) / WEEK);
  const weights = featureWeights(week);
  return Array.from({ length: count }, () => {
    const feature = rng.weighted(FEATURES, weights);
    const at = rng.between(week.from, week.to);
    return { at, row: [week.account.id, feature, formatTimestamp(at), usageQuantity(rng, feature)] };
  });
}

export function* generateUsageEvents(): Generator<SampleRow> {
  let id = 0;
  for (const event of weekly("saas:usage", usageEvents)) yield [++id, ...event.row];
}

const TICKET_SUBJECTS: Record<string, string[]> = {
  billing: ["Question about my invoice", "Update payment method", "Refund request", "Change billing email"],
  technical: [
    "Dashboard not loading",
    "API returns 500 errors",
    "Slow query performance",
    "Integration sync failing",
    "Export stuck at 0%",
  ],
  account: [
    "Add more seats",
    "Reset two-factor authentication",
    "Transfer account ownership",
    "SSO configuration help",
  ],
  feature_request: ["Request: dark mode", "Request: scheduled reports", "Request: more chart types"],
};
const TICKET_CATEGORIES = Object.keys(TICKET_SUBJECTS);
const PRIORITIES = ["low", "medium", "high", "urgent"];
/** Median hours to resolve, by priority. */
const RESOLUTION_HOURS = [60, 28, 9, 3];

function ticket(rng: Random, week: AccountWeek): { at: number; row: unknown[] } {
  const category = rng.weighted(TICKET_CATEGORIES, [22, 45, 20, 13]);
  const priorityWeights = category === "technical" ? [15, 40, 30, 15] : [45, 40, 12, 3];
  const priority = rng.weighted(PRIORITIES, priorityWeights);
  const at = rng.between(week.from, week.to);
  const resolvedAt = at + Math.round(rng.logNormal(RESOLUTION_HOURS[PRIORITIES.indexOf(priority)] * HOUR, 0.9));
  const status =
    resolvedAt >= WINDOW_END
      ? rng.pick(["open", "pending"])
      : resolvedAt + 7 * DAY < WINDOW_END
        ? "closed"
        : "resolved";
  const resolved = resolvedAt < WINDOW_END ? formatTimestamp(resolvedAt) : null;
  return {
    at,
    row: [
      week.account.id,
      rng.pick(TICKET_SUBJECTS[category]),
      category,
      priority,
      status,
      formatTimestamp(at),
      resolved,
    ],
  };
}

function tickets(rng: Random, week: AccountWeek): { at: number; row: unknown[] }[] {
  const rate = 0.045 * (1 + week.plan.id * 0.4) * (week.atRisk ? 3 : 1);
  const count = rng.poisson((rate * (week.to - week.from)) / WEEK);
  return Array.from({ length: count }, () => ticket(rng, week));
}

export function* generateTickets(): Generator<SampleRow> {
  let id = 0;
  for (const item of weekly("saas:tickets", tickets)) yield [++id, ...item.row];
}
