// The worker's table of queue → handler.
import { QUEUES, type QueueName } from "~/jobs/queues";
import { handleDashboardGenerate } from "./dashboard";
import { handlePing } from "./ping";
import { handleQuery } from "./query";
import { handleScheduleDeliver, handleScheduleTick } from "./schedules";
import type { JobHandler } from "./types";

export const HANDLERS: { [Q in QueueName]: JobHandler<Q> } = {
  [QUEUES.ping]: handlePing,
  [QUEUES.query]: handleQuery,
  [QUEUES.dashboard]: handleDashboardGenerate,
  [QUEUES.scheduleTick]: handleScheduleTick,
  [QUEUES.scheduleDeliver]: handleScheduleDeliver,
};
