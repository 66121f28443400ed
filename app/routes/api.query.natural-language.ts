import { z } from "zod";
import { AppError } from "~/lib/errors";
import { TIMEOUTS_MS } from "~/lib/limits";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getJobStatus, submitQuestion } from "~/services/query-jobs.server";

export const body = z.object({
  connectionId: z.string().min(1, "connectionId is required"),
  query: z.string().trim().min(1, "Please enter a question").max(2000),
  chatSessionId: z.string().nullable().optional(),
});

// The synchronous form of the same pipeline: queue, then wait for the worker (spec §9: 60 s).
export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    const submission = await submitQuestion(user.id, await readJson(request, body));
    if (submission.result) return ok(submission.result);
    const deadline = Date.now() + TIMEOUTS_MS.naturalLanguage;
    while (Date.now() < deadline) {
      const status = await getJobStatus(user.id, submission.jobId, Math.min(5000, deadline - Date.now()));
      if (status.status === "completed") return ok(status.result);
      if (status.status === "failed") {
        const error = status.error as { code?: AppError["code"]; message?: string } | null;
        throw new AppError(error?.code ?? "UNKNOWN_ERROR", error?.message ?? "Job failed");
      }
    }
    throw new AppError("TIMEOUT_ERROR", "The question took longer than 60 seconds to answer");
  },
});
