// spec §2 Query view: asks the user to start a chat or pick one from the sidebar. A question typed here starts a
// new chat titled after it (spec §4 'Chat about: …') on the active connection and is asked there (issue 17).
// A viewer may not ask (ADR 052): the page lists what they can read instead of inviting a question.
import { Anchor, Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { canAsk } from "~/lib/permissions";
import { ChatIcon } from "../common/icons";
import { useWorkspace } from "../workspace/workspace-context";
import { AskBox } from "./ask-box";

/** How many recent chats the viewer's page links to; the sidebar lists them all. */
const RECENT_CHATS = 5;
export const VIEWER_QUERY_NOTE =
  "You are a viewer in this project: you can read its chats and dashboards, filter dashboards by period and download results. Owners, admins and editors ask new questions.";

export function QueryView() {
  const { role, openNewChat, connections } = useWorkspace();
  if (!canAsk(role)) return <ViewerQueryView />;
  return (
    <Center mih="calc(100vh - 120px)">
      <Stack align="center" gap="sm" maw={560} w="100%" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <ChatIcon size={28} />
        </ThemeIcon>
        <Title order={2}>Start a Conversation</Title>
        <Text c="dimmed">Ask a question about your data, or pick a chat from the sidebar.</Text>
        <AskBox />
        <Button variant="default" onClick={() => openNewChat()} disabled={connections.length === 0}>
          New Chat
        </Button>
      </Stack>
    </Center>
  );
}

function ViewerQueryView() {
  const { chats, dashboards } = useWorkspace();
  const recent = (chats ?? []).slice(0, RECENT_CHATS);
  return (
    <Center mih="calc(100vh - 120px)">
      <Stack align="center" gap="sm" maw={560} w="100%" ta="center" data-testid="viewer-query">
        <ThemeIcon size={56} radius="xl" variant="light">
          <ChatIcon size={28} />
        </ThemeIcon>
        <Title order={2}>Read the team's answers</Title>
        <Text c="dimmed">{VIEWER_QUERY_NOTE}</Text>
        {recent.length > 0 ? (
          <Stack gap={4} aria-label="Recent chats" component="nav">
            {recent.map((chat) => (
              <Anchor key={chat.id} component={Link} to={`/chat/${chat.id}`}>
                {chat.title || "Untitled Chat"}
              </Anchor>
            ))}
          </Stack>
        ) : (
          <Text size="sm">No chats yet</Text>
        )}
        {dashboards?.length ? (
          <Button component={Link} to="/" variant="default">
            See the dashboards
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}
