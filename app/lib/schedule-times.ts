// When a schedule runs, in its time zone (ADR 058): a cron expression per frequency, read by cron-parser (the parser
// pg-boss's own schedules use), so daylight-saving days and month ends are its problem, not ours.
import { CronExpressionParser } from "cron-parser";
import type { ScheduleTiming } from "./schedules";

export function cronOf(timing: ScheduleTiming): string {
  switch (timing.frequency) {
    case "hourly":
      return "0 * * * *";
    case "daily":
      return `0 ${timing.hour} * * *`;
    case "weekly":
      return `0 ${timing.hour} * * ${timing.day_of_week ?? 1}`;
    case "monthly":
      return `0 ${timing.hour} ${timing.day_of_month ?? 1} * *`;
  }
}

/** The latest run at or before `at`: the start of the period a check at `at` delivers. */
export function periodStartAt(timing: ScheduleTiming, at: Date): Date {
  const interval = CronExpressionParser.parse(cronOf(timing), {
    currentDate: new Date(at.getTime() + 1000),
    tz: timing.time_zone,
  });
  return interval.prev().toDate();
}

/** The first run after `at`. */
export function nextRunAfter(timing: ScheduleTiming, at: Date): Date {
  return CronExpressionParser.parse(cronOf(timing), { currentDate: at, tz: timing.time_zone }).next().toDate();
}
