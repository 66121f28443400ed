import { z } from "zod";
import { SHARE_PASSWORD_MIN_CHARS } from "~/lib/limits";
import { SHARE_PASSWORD_SHORT_MESSAGE } from "~/lib/messages";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { createShare, listShares, requireDashboardShares } from "~/services/dashboard-shares.server";

export const body = z.object({
  password: z.string().min(SHARE_PASSWORD_MIN_CHARS, SHARE_PASSWORD_SHORT_MESSAGE).max(200).nullable().optional(),
  expires_at: z.iso
    .datetime({ offset: true, error: "expires_at must be an ISO date-time" })
    .nullable()
    .optional()
    .refine((value) => !value || new Date(value) > new Date(), "The expiry must be in the future"),
  allow_embedding: z.boolean({ error: "allow_embedding must be true or false" }).optional(),
  allow_filters: z.boolean({ error: "allow_filters must be true or false" }).optional(),
});

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    const { dashboard } = await requireDashboardShares(user.id, params.id!, "create");
    return ok(await listShares(dashboard.id));
  },
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const { dashboard } = await requireDashboardShares(user.id, params.id!, "create");
    const input = await readJson(request, body);
    return ok(
      await createShare(dashboard, user.id, {
        password: input.password,
        expiresAt: input.expires_at ? new Date(input.expires_at) : null,
        allowEmbedding: input.allow_embedding,
        allowFilters: input.allow_filters,
      }),
      { status: 201 },
    );
  },
});
