// spec §4 chat turn texts, in the order a question goes through them.
export const PROGRESS = {
  placeholder: "Let me analyze your question and query the database...",
  submitted: "Query submitted successfully. Processing...",
  processing: "AI is analyzing your question and creating visualization...",
  completed: "Query completed, preparing results...",
  other: "Processing your query...",
} as const;

export const CACHED_SUFFIX = "(Cached result)";

/**
 * The placeholder text for a job (spec §4): a finished job is being prepared, a job a worker holds is
 * being analysed, a queued one is "Processing your query...". Without a phase, pending counts as running.
 */
export function progressText(status: string, phase?: "queued" | "running" | "done"): string {
  if (status === "completed") return PROGRESS.completed;
  if (phase === "queued") return PROGRESS.other;
  if (phase === "running" || status === "pending" || status === "processing" || status === "active")
    return PROGRESS.processing;
  return PROGRESS.other;
}
