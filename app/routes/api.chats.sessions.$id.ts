import { z } from "zod";
import { deleteSession, getSessionWithMessages, requireChat, updateSession } from "~/services/chats.server";
import { resourceRoute } from "~/utils/resource-route.server";

export const body = z.object({
  title: z.string().trim().min(1, "Chat title is required").max(200).optional(),
  is_pinned: z.boolean().optional(),
});

export const { loader, action } = resourceRoute({
  find: async (userId, id, action) => (await requireChat(userId, id, action)).session,
  show: getSessionWithMessages,
  body,
  update: updateSession,
  remove: deleteSession,
});
