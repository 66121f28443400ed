// POST /api/drill/options: what a click on a chart's point may lead to (ADR 057) — the clicked value in words, "See
// these rows", the fields to break it down by. Nothing that would fail for this chart or this caller is offered.
import { z } from "zod";
import { drillPointSchema, drillSourceSchema } from "~/lib/drill";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { getDrillOptions } from "~/services/drill-through.server";

export const body = z.object({ source: drillSourceSchema, point: drillPointSchema });

export const { loader, action } = apiRoute({
  POST: async ({ request }) => {
    const user = await requireUser(request);
    return ok(await getDrillOptions(user.id, await readJson(request, body)));
  },
});
