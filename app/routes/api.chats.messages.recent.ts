import { z } from "zod";
import { apiRoute, ok, readQuery } from "~/utils/api.server";
import { requireUser } from "~/utils/auth.server";
import { listRecentMessages } from "~/services/chats.server";

export const query = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const { loader, action } = apiRoute({
  GET: async ({ request }) => {
    const user = await requireUser(request);
    return ok(await listRecentMessages(user.id, readQuery(request, query).limit));
  },
});
