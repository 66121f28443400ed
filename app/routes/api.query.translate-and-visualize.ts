import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { readCaller } from "~/utils/auth.server";
import { submitQuestion } from "~/services/query-jobs.server";

export const body = z.object({
  connectionId: z.string().min(1, "connectionId is required"),
  query: z.string().trim().min(1, "Please enter a question").max(2000, "The question is too long"),
  chatSessionId: z.string().nullable().optional(),
  /** One of the `alternatives` an earlier answer to this question offered. */
  reading: z.number().int().min(0).max(5).optional(),
});

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    // the caller is checked in the statement that reads the connection (issue 38)
    const caller = await readCaller(request);
    return ok(await submitQuestion(caller, await readJson(request, body)), { status: 202 });
  },
});
