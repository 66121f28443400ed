// Subscriptions and alerts (ADR 058): the minute tick pg-boss's cron sends, and one delivery per schedule and period.
import type { QUEUES } from "~/jobs/queues";
import { checkDueSchedules, deliverSchedule } from "~/services/schedule-runs.server";
import type { JobHandler } from "./types";

export const handleScheduleTick: JobHandler<typeof QUEUES.scheduleTick> = (payload) =>
  checkDueSchedules(payload.at ? new Date(payload.at) : new Date());

export const handleScheduleDeliver: JobHandler<typeof QUEUES.scheduleDeliver> = (payload, context) =>
  deliverSchedule(payload.deliveryId, { willRetry: context.willRetry });
