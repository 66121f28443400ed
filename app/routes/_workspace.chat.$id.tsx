// /chat/:id — the chat view (spec §2, §4); a reload shows the stored questions and answers.
import { Button, Center, Stack, Text, Title } from "@mantine/core";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ChatView } from "~/components/chat/chat-view";
import type { ChatSessionDetail } from "~/components/workspace/types";
import { isAppError } from "~/lib/errors";
import { getOptionalUser } from "~/utils/auth.server";
import { getSessionWithMessages, requireChat } from "~/services/chats.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.chat?.title || "Chat"} · Askdata` }];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return { chat: null };
  try {
    const { session } = await requireChat(user.id, params.id!, "read");
    return { chat: await getSessionWithMessages(session) };
  } catch (error) {
    if (isAppError(error) && error.code === "NOT_FOUND") return { chat: null };
    throw error;
  }
}

export default function ChatRoute() {
  const { chat } = useLoaderData<typeof loader>();
  if (!chat) {
    return (
      <Center mih="calc(100vh - 120px)">
        <Stack align="center" gap="xs">
          <Title order={3}>Chat not found</Title>
          <Text c="dimmed">It may have been deleted, or it belongs to another project.</Text>
          <Button component={Link} to="/query" variant="light">
            Back to chats
          </Button>
        </Stack>
      </Center>
    );
  }
  // The stored answer column is loosely typed JSON; it holds a VisualizationResult.
  return <ChatView key={chat.id} chat={chat as unknown as ChatSessionDetail} />;
}
