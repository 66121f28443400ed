import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { addFieldFilter, getFieldFilters } from "~/services/dashboard-field-filters.server";

export const body = z.object({
  /** One of the databases the dashboard's widgets read; its first when left out. */
  connectionId: z.string().max(100).optional(),
  table: z.string().min(1).max(200),
  column: z.string().min(1).max(200),
  label: z.string().trim().max(60).optional(),
});

// Readers see the filters; owners and editors also get the dimensions they may add, and add them (ADR 056).
export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await requireUser(request);
    return ok(await getFieldFilters(user.id, params.id!));
  },
  POST: async ({ request, params }) => {
    const user = await requireUser(request);
    const input = await readJson(request, body);
    return ok({ filters: await addFieldFilter(user.id, params.id!, input) }, { status: 201 });
  },
});
