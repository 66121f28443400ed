// Dashboard subscriptions and KPI alerts (issue 37 item 3, ADR 058): their shapes, what the forms may send, how a
// schedule and a condition read in words, and when an alert fires. Shared by the API, the worker and the menu.
import { z } from "zod";
import { formatNumber, formatPercent } from "./format";

export const SUBSCRIPTION_FREQUENCIES = ["daily", "weekly", "monthly"] as const;
/** Alerts may also be checked every hour (Metabase's hourly alerts); a dashboard e-mail every hour is noise. */
export const ALERT_FREQUENCIES = ["hourly", "daily", "weekly", "monthly"] as const;
export type Frequency = (typeof ALERT_FREQUENCIES)[number];

export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
/** At most this many people receive one schedule's e-mail. */
export const MAX_RECIPIENTS = 50;

export const alertConditionSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("above"), value: z.number({ error: "Give the value the KPI must go above" }).finite() }),
  z.object({ type: z.literal("below"), value: z.number({ error: "Give the value the KPI must go below" }).finite() }),
  z.object({
    type: z.literal("change"),
    percent: z
      .number({ error: "Give the change in per cent" })
      .positive("The change must be more than 0 %")
      .max(10_000),
  }),
]);
export type AlertCondition = z.infer<typeof alertConditionSchema>;

const timing = {
  hour: z.number().int().min(0).max(23).default(9),
  day_of_week: z.number().int().min(0).max(6).nullable().optional(),
  day_of_month: z
    .number()
    .int()
    .min(1, "Choose a day from 1 to 28")
    .max(28, "Choose a day from 1 to 28")
    .nullable()
    .optional(),
  time_zone: z.string().min(1).max(64).refine(isTimeZone, "Unknown time zone").default("UTC"),
  recipients: z
    .array(z.string().uuid("Recipients are project members"))
    .min(1, "Choose at least one recipient")
    .max(MAX_RECIPIENTS, `At most ${MAX_RECIPIENTS} recipients`),
};

export const scheduleInputSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("subscription"), frequency: z.enum(SUBSCRIPTION_FREQUENCIES), ...timing }),
  z.object({
    kind: z.literal("alert"),
    frequency: z.enum(ALERT_FREQUENCIES),
    widget_id: z.string().min(1, "Choose a KPI").max(100),
    condition: alertConditionSchema,
    ...timing,
  }),
]);
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export interface ScheduleTiming {
  frequency: Frequency;
  hour: number;
  day_of_week?: number | null;
  day_of_month?: number | null;
  time_zone: string;
}

const hourOf = (hour: number) => `${String(hour).padStart(2, "0")}:00`;

/** "Daily at 09:00 (Europe/Paris)", "Mondays at 08:00 (UTC)", "Monthly on day 1 at 07:00 (UTC)", "Every hour". */
export function describeTiming(timing: ScheduleTiming): string {
  const zone = ` (${timing.time_zone})`;
  switch (timing.frequency) {
    case "hourly":
      return "Every hour";
    case "daily":
      return `Daily at ${hourOf(timing.hour)}${zone}`;
    case "weekly":
      return `${WEEKDAYS[timing.day_of_week ?? 1]}s at ${hourOf(timing.hour)}${zone}`;
    case "monthly":
      return `Monthly on day ${timing.day_of_month ?? 1} at ${hourOf(timing.hour)}${zone}`;
  }
}

/** "goes above 1,000", "goes below 50", "changes by more than 10% since the previous check". */
export function describeCondition(condition: AlertCondition): string {
  switch (condition.type) {
    case "above":
      return `goes above ${formatNumber(condition.value)}`;
    case "below":
      return `goes below ${formatNumber(condition.value)}`;
    case "change":
      return `changes by more than ${formatPercent(condition.percent)} since the previous check`;
  }
}

/** Whether the condition holds for this value; a change needs a previous value other than zero. */
export function conditionHolds(condition: AlertCondition, value: number, previous: number | null): boolean {
  switch (condition.type) {
    case "above":
      return value > condition.value;
    case "below":
      return value < condition.value;
    case "change":
      if (previous === null || previous === 0) return false;
      return (Math.abs(value - previous) / Math.abs(previous)) * 100 > condition.percent;
  }
}

export interface AlertEvaluation {
  value: number;
  previous: number | null;
  holds: boolean;
  /** It holds now and did not at the previous check: the one check that sends the e-mail. */
  fires: boolean;
}

/** An alert fires when its condition starts to hold, not on every check while it goes on holding. */
export function evaluateAlert(
  condition: AlertCondition,
  value: number,
  before: { value: number | null; holds: boolean } | null,
): AlertEvaluation {
  const previous = before?.value ?? null;
  const holds = conditionHolds(condition, value, previous);
  return { value, previous, holds, fires: holds && !before?.holds };
}
