// "SaaS Subscriptions" sample: a B2B software company's accounts, plans, subscriptions, billing, usage and support.
import { formatCents, formatTimestamp } from "./format";
import { generateInvoices, generateTickets, generateUsageEvents } from "./saas-activity";
import { PLANS, getAccounts, getSubscriptions } from "./saas-accounts";
import { defineTable, type SampleDefinition } from "./types";

const id = "integer PRIMARY KEY";
const optionalTimestamp = (ms: number | null) => (ms === null ? null : formatTimestamp(ms));

const tables = [
  defineTable({
    name: "plans",
    description: "Subscription plans with list price per month (USD) and seats included.",
    columns: {
      id,
      name: "text NOT NULL UNIQUE",
      monthly_price: "numeric(12,2) NOT NULL",
      included_seats: "integer NOT NULL",
    },
    rows: () => PLANS.map((p) => [p.id, p.name, formatCents(p.priceCents), p.includedSeats]),
  }),
  defineTable({
    name: "accounts",
    description: "Customer companies with industry, country, size, acquisition channel and sign-up time.",
    columns: {
      id,
      name: "text NOT NULL UNIQUE",
      industry: "text NOT NULL",
      country: "text NOT NULL",
      employee_count: "integer NOT NULL",
      acquisition_channel: "text NOT NULL",
      created_at: "timestamp NOT NULL",
    },
    rows: () =>
      getAccounts().map((a) => [
        a.id,
        a.name,
        a.industry,
        a.country,
        a.employeeCount,
        a.channel,
        formatTimestamp(a.createdAt),
      ]),
  }),
  defineTable({
    name: "subscriptions",
    description:
      "Plan subscriptions per account; a plan change cancels one row and starts another. mrr is monthly recurring revenue in USD (0 while trialing or for unconverted trials).",
    columns: {
      id,
      account_id: "integer NOT NULL",
      plan_id: "integer NOT NULL",
      status: "text NOT NULL CHECK (status IN ('active', 'cancelled', 'trialing'))",
      started_at: "timestamp NOT NULL",
      trial_ends_at: "timestamp",
      cancelled_at: "timestamp",
      cancel_reason: "text",
      mrr: "numeric(12,2) NOT NULL",
    },
    references: { account_id: "accounts", plan_id: "plans" },
    rows: () =>
      getSubscriptions().map((s) => [
        s.id,
        s.accountId,
        s.planId,
        s.status,
        formatTimestamp(s.startedAt),
        optionalTimestamp(s.trialEndsAt),
        optionalTimestamp(s.cancelledAt),
        s.cancelReason,
        formatCents(s.mrrCents),
      ]),
  }),
  defineTable({
    name: "invoices",
    description: "Monthly invoices of paying subscriptions: issue time, amount (USD) and whether and when it was paid.",
    columns: {
      id,
      subscription_id: "integer NOT NULL",
      issued_at: "timestamp NOT NULL",
      amount: "numeric(12,2) NOT NULL",
      paid: "boolean NOT NULL",
      paid_at: "timestamp",
    },
    references: { subscription_id: "subscriptions" },
    indexes: [["issued_at"]],
    rows: generateInvoices,
  }),
  defineTable({
    name: "usage_events",
    description: "Product usage per account: feature used, when, and quantity (API calls, views, exports...).",
    columns: {
      id,
      account_id: "integer NOT NULL",
      feature: "text NOT NULL",
      occurred_at: "timestamp NOT NULL",
      quantity: "integer NOT NULL",
    },
    references: { account_id: "accounts" },
    indexes: [["occurred_at"]],
    rows: generateUsageEvents,
  }),
  defineTable({
    name: "support_tickets",
    description: "Support requests from accounts with category, priority, status, and open and resolution times.",
    columns: {
      id,
      account_id: "integer NOT NULL",
      subject: "text NOT NULL",
      category: "text NOT NULL",
      priority: "text NOT NULL CHECK (priority IN ('low', 'medium', 'high', 'urgent'))",
      status: "text NOT NULL CHECK (status IN ('open', 'pending', 'resolved', 'closed'))",
      opened_at: "timestamp NOT NULL",
      resolved_at: "timestamp",
    },
    references: { account_id: "accounts" },
    rows: generateTickets,
  }),
];

export const saas: SampleDefinition = {
  id: "saas",
  name: "SaaS Subscriptions",
  type: "postgresql",
  category: "SaaS",
  icon: "📈",
  iconName: "chart",
  description:
    "A B2B software company: accounts, plans, subscriptions with churn and upgrades, invoices, product usage and support tickets.",
  schema: "saas",
  tables,
};
