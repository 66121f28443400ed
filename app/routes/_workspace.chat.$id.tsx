// /chat/:id — the chat view (spec §2, §4); a reload shows the stored questions and answers.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { ChatView } from "~/components/chat/chat-view";
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import type { ChatSessionDetail } from "~/components/workspace/types";
import { getOptionalUser } from "~/utils/auth.server";
import { getSessionWithMessages, requireChat } from "~/services/chats.server";
import { asPageError } from "~/utils/page-errors.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.chat?.title || "Chat"} · Askdata` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return { chat: null }; // the layout shows the sign-in dialog, no page
  const { session } = await requireChat(user.id, params.id!, "read").catch(asPageError(CHAT_NOT_FOUND));
  return { chat: await getSessionWithMessages(session) };
}

const CHAT_NOT_FOUND = {
  title: "Chat not found",
  message: "It may have been deleted, or it belongs to another project.",
};

export default function ChatRoute() {
  const { chat } = useLoaderData<typeof loader>();
  if (!chat) return null;
  // The stored answer column is loosely typed JSON; it holds a VisualizationResult.
  return <ChatView key={chat.id} chat={chat as unknown as ChatSessionDetail} />;
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
