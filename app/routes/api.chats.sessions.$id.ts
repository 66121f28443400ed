import { z } from "zod";
import { apiRoute, ok, readJson } from "~/utils/api.server";
import { getOptionalUser, requireUser } from "~/utils/auth.server";
import { deleteSession, getSessionWithMessages, requireChat, updateSession } from "~/services/chats.server";

const body = z.object({ title: z.string().trim().min(1, "Chat title is required").max(200).optional(), is_pinned: z.boolean().optional() });

export const { loader, action } = apiRoute({
  GET: async ({ request, params }) => {
    const user = await getOptionalUser(request);
    const { session } = await requireChat(user?.id ?? null, params.id!, "read");
    return ok(await getSessionWithMessages(session));
  },
  PUT: async ({ request, params }) => {
    const user = await requireUser(request);
    const { session } = await requireChat(user.id, params.id!, "edit");
    return ok(await updateSession(session, user.id, await readJson(request, body)));
  },
  DELETE: async ({ request, params }) => {
    const user = await requireUser(request);
    const { session } = await requireChat(user.id, params.id!, "delete");
    await deleteSession(session, user.id);
    return ok({ deleted: true, id: session.id });
  },
});
