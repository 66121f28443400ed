// The worker's half of a question: the whole answer pipeline, recorded on the job.
import { answerQuestion, recordFailedQuestion } from "~/services/ask.server";
import { answerDrill } from "~/services/drill-answers.server";
import type { QUEUES } from "~/jobs/queues";
import type { JobHandler } from "./types";

export const handleQuery: JobHandler<typeof QUEUES.query> = async (payload, context) => {
  const input = { ...payload, jobId: context.jobId };
  try {
    // a click on a chart (ADR 057): the engine narrows the saved question instead of reading new words
    const { drill } = input;
    return (await (drill ? answerDrill({ ...input, drill }) : answerQuestion(input))) as unknown as object;
  } catch (error) {
    // An attempt the queue will repeat leaves no failed turn in the chat: only the final outcome does.
    if (!context.willRetry(error)) await recordFailedQuestion(input, error);
    throw error;
  }
};
