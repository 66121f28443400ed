// The worker's half of dashboard generation (welcome, simple, regenerate): generate, score, save.
import type { QUEUES } from "~/jobs/queues";
import { runGenerationJob } from "~/services/dashboard-jobs.server";
import type { JobHandler } from "./types";

export const handleDashboardGenerate: JobHandler<typeof QUEUES.dashboard> = (payload, context) =>
  runGenerationJob(payload, context.jobId, context.progress);
