// The worker's half of a question: the whole answer pipeline, recorded on the job.
import { answerQuestion } from "~/services/ask.server";
import type { QUEUES } from "~/jobs/queues";
import type { JobHandler } from "./types";

export const handleQuery: JobHandler<typeof QUEUES.query> = async (payload, context) =>
  answerQuestion({ ...payload, jobId: context.jobId }) as unknown as Promise<object>;
