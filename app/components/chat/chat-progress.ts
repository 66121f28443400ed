// spec §4 chat turn texts, in the order a question goes through them.
export const PROGRESS = {
  placeholder: "Let me analyze your question and query the database...",
  submitted: "Query submitted successfully. Processing...",
  processing: "AI is analyzing your question and creating visualization...",
  completed: "Query completed, preparing results...",
  other: "Processing your query...",
} as const;

export const CACHED_SUFFIX = "(Cached result)";

/** The placeholder text for a job status: a running job is being analysed, a finished one prepared. */
export function progressText(status: string): string {
  if (status === "pending" || status === "processing" || status === "active") return PROGRESS.processing;
  if (status === "completed") return PROGRESS.completed;
  return PROGRESS.other;
}
