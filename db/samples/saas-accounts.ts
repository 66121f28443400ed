// Accounts of the SaaS sample and their subscription history: trials, conversion, upgrades, downgrades, churn.
import { DAY, WINDOW_END, addMonths, dailyCounts, timeOfDay } from "./calendar";
import { pickCountry } from "./geography";
import { Random } from "./random";
import { memo } from "./types";

export interface Plan {
  id: number;
  name: string;
  priceCents: number;
  includedSeats: number;
  /** Monthly churn probability while on this plan. */
  churn: number;
  upgrade: number;
  downgrade: number;
  /** Relative product usage. */
  usage: number;
}

export const PLANS: Plan[] = [
  { id: 1, name: "Starter", priceCents: 4_900, includedSeats: 3, churn: 0.04, upgrade: 0.03, downgrade: 0, usage: 1 },
  {
    id: 2,
    name: "Growth",
    priceCents: 14_900,
    includedSeats: 10,
    churn: 0.024,
    upgrade: 0.02,
    downgrade: 0.006,
    usage: 2.2,
  },
  {
    id: 3,
    name: "Business",
    priceCents: 39_900,
    includedSeats: 25,
    churn: 0.014,
    upgrade: 0.011,
    downgrade: 0.006,
    usage: 4,
  },
  {
    id: 4,
    name: "Enterprise",
    priceCents: 120_000,
    includedSeats: 100,
    churn: 0.007,
    upgrade: 0,
    downgrade: 0.004,
    usage: 7,
  },
];

export interface Subscription {
  id: number;
  accountId: number;
  planId: number;
  status: "active" | "cancelled" | "trialing";
  startedAt: number;
  trialEndsAt: number | null;
  cancelledAt: number | null;
  cancelReason: string | null;
  mrrCents: number;
}

export interface Account {
  id: number;
  name: string;
  industry: string;
  country: string;
  employeeCount: number;
  channel: string;
  createdAt: number;
  /** When the account stopped paying (churn or expired trial), else null. */
  churnedAt: number | null;
  subscriptions: Subscription[];
}

const TRIAL_DAYS = 14;
const INDUSTRIES: Record<string, string[]> = {
  Software: ["Labs", "Software", "Cloud"],
  Retail: ["Goods", "Outfitters", "Market"],
  Healthcare: ["Health", "Medical", "Care"],
  "Financial Services": ["Capital", "Financial", "Partners"],
  Education: ["Academy", "Learning", "Institute"],
  Manufacturing: ["Industries", "Manufacturing", "Works"],
  Logistics: ["Logistics", "Freight", "Transport"],
  Media: ["Media", "Studios", "Publishing"],
  "Real Estate": ["Properties", "Realty", "Estates"],
  Nonprofit: ["Foundation", "Alliance", "Trust"],
};
const INDUSTRY_NAMES = Object.keys(INDUSTRIES);
const INDUSTRY_WEIGHTS = [24, 12, 10, 11, 8, 9, 7, 8, 6, 5];
const STEMS = [
  "Blue",
  "Bright",
  "Cloud",
  "Data",
  "Green",
  "Iron",
  "North",
  "Open",
  "Pixel",
  "Quantum",
  "Red",
  "Silver",
  "Sky",
  "Smart",
  "Star",
  "Sun",
  "True",
  "Wave",
  "Zen",
  "Clear",
];
const ENDINGS = [
  "bridge",
  "field",
  "forge",
  "gate",
  "grid",
  "leaf",
  "line",
  "path",
  "point",
  "river",
  "rock",
  "scale",
  "stone",
  "view",
  "works",
  "spark",
  "loop",
  "base",
  "mark",
  "wise",
];
const CHANNELS = ["organic_search", "paid_search", "referral", "partner", "outbound_sales", "content"];
const CHANNEL_WEIGHTS = [30, 22, 15, 10, 13, 10];
const CHURN_REASONS = [
  "too_expensive",
  "missing_features",
  "switched_competitor",
  "low_usage",
  "company_closed",
  "poor_support",
];
const CHURN_REASON_WEIGHTS = [28, 22, 18, 17, 8, 7];
/** B2B sign-ups slow down in August and over the holidays. */
const B2B_SEASONALITY = [1.1, 1.05, 1.05, 1.0, 1.0, 0.95, 0.85, 0.75, 1.05, 1.1, 1.0, 0.75];

function companyName(rng: Random, industry: string, seen: Set<string>): string {
  for (;;) {
    const name = `${rng.pick(STEMS)}${rng.pick(ENDINGS)} ${rng.pick(INDUSTRIES[industry])}`;
    if (!seen.has(name)) {
      seen.add(name);
      return name;
    }
  }
}

/** Bigger companies start on bigger plans. */
function startingPlan(rng: Random, employees: number): Plan {
  const weights = employees < 50 ? [70, 25, 5, 0] : employees < 500 ? [30, 45, 20, 5] : [5, 25, 45, 25];
  return rng.weighted(PLANS, weights);
}

function contractMrr(rng: Random, plan: Plan): number {
  // Enterprise contracts are negotiated; the others pay list price.
  return plan.name === "Enterprise" ? Math.round((plan.priceCents * rng.float(1, 4)) / 5_000) * 5_000 : plan.priceCents;
}

class Lifecycle {
  subscriptions: Subscription[] = [];
  churnedAt: number | null = null;

  constructor(
    private rng: Random,
    private nextId: () => number,
    private account: Account,
  ) {}

  run(): void {
    const { rng, account } = this;
    const plan = startingPlan(rng, account.employeeCount);
    const trialEndsAt = account.createdAt + TRIAL_DAYS * DAY;
    const first = this.open(plan, account.createdAt, trialEndsAt);
    if (trialEndsAt >= WINDOW_END) return;
    if (!rng.chance(account.channel === "outbound_sales" ? 0.7 : 0.5))
      return this.close(first, trialEndsAt, "trial_expired", true);
    first.mrrCents = contractMrr(rng, plan);
    this.simulate(first, trialEndsAt);
  }

  /** Month by month: churn, upgrade or downgrade with the plan's odds; new customers churn more. */
  private simulate(initial: Subscription, from: number): void {
    let current = initial;
    for (let month = 1, at = addMonths(from, 1); at < WINDOW_END; month++, at = addMonths(from, month)) {
      const plan = PLANS[current.planId - 1];
      const roll = this.rng.next();
      const churn = plan.churn * (month <= 3 ? 1.6 : month > 18 ? 0.7 : 1);
      const when = Math.min(at + this.rng.int(0, 27) * DAY, WINDOW_END - DAY);
      if (roll < churn) return this.close(current, when, this.rng.weighted(CHURN_REASONS, CHURN_REASON_WEIGHTS), true);
      if (roll < churn + plan.upgrade) current = this.change(current, PLANS[plan.id], when, "upgraded");
      else if (roll < churn + plan.upgrade + plan.downgrade)
        current = this.change(current, PLANS[plan.id - 2], when, "downgraded");
    }
  }

  private change(current: Subscription, plan: Plan, at: number, reason: string): Subscription {
    this.close(current, at, reason, false);
    const next = this.open(plan, at, null);
    next.mrrCents = contractMrr(this.rng, plan);
    return next;
  }

  private open(plan: Plan, startedAt: number, trialEndsAt: number | null): Subscription {
    const status = trialEndsAt !== null && trialEndsAt >= WINDOW_END ? "trialing" : "active";
    const subscription: Subscription = {
      id: this.nextId(),
      accountId: this.account.id,
      planId: plan.id,
      status,
      startedAt,
      trialEndsAt,
      cancelledAt: null,
      cancelReason: null,
      mrrCents: 0,
    };
    this.subscriptions.push(subscription);
    return subscription;
  }

  private close(subscription: Subscription, at: number, reason: string, churned: boolean): void {
    Object.assign(subscription, { status: "cancelled", cancelledAt: at, cancelReason: reason });
    if (churned) this.churnedAt = at;
  }
}

function createAccount(rng: Random, id: number, createdAt: number, names: Set<string>): Account {
  const industry = rng.weighted(INDUSTRY_NAMES, INDUSTRY_WEIGHTS);
  const employeeCount = Math.max(2, Math.round(rng.logNormal(45, 1.5)));
  const channel = rng.weighted(CHANNELS, CHANNEL_WEIGHTS);
  const name = companyName(rng, industry, names);
  return {
    id,
    name,
    industry,
    country: pickCountry(rng).name,
    employeeCount,
    channel,
    createdAt,
    churnedAt: null,
    subscriptions: [],
  };
}

export const getAccounts = memo((): Account[] => {
  const rng = new Random("saas:accounts");
  const names = new Set<string>();
  const accounts: Account[] = [];
  let subscriptionId = 0;
  const nextId = () => ++subscriptionId;
  for (const { day, count } of dailyCounts(rng, { base: 1.5, growth: 2.2, seasonality: B2B_SEASONALITY })) {
    const times = Array.from({ length: count }, () => timeOfDay(rng, day)).sort((a, b) => a - b);
    for (const createdAt of times) {
      const account = createAccount(rng, accounts.length + 1, createdAt, names);
      const lifecycle = new Lifecycle(rng, nextId, account);
      lifecycle.run();
      accounts.push({ ...account, churnedAt: lifecycle.churnedAt, subscriptions: lifecycle.subscriptions });
    }
  }
  return accounts;
});

export const getSubscriptions = memo(() => getAccounts().flatMap((account) => account.subscriptions));
