// The worker's half of a question: the whole answer pipeline, recorded on the job.
import { answerQuestion, recordFailedQuestion } from "~/services/ask.server";
import type { QUEUES } from "~/jobs/queues";
import type { JobHandler } from "./types";

export const handleQuery: JobHandler<typeof QUEUES.query> = async (payload, context) => {
  const input = { ...payload, jobId: context.jobId };
  try {
    return (await answerQuestion(input)) as unknown as object;
  } catch (error) {
    // An attempt the queue will repeat leaves no failed turn in the chat: only the final outcome does.
    if (!context.willRetry(error)) await recordFailedQuestion(input, error);
    throw error;
  }
};
