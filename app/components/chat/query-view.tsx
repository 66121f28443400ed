// spec §2 Query view: asks the user to start a chat or pick one from the sidebar. A question typed here starts a
// new chat titled after it (spec §4 'Chat about: …') on the active connection and is asked there (issue 17).
import { Button, Center, Stack, Text, ThemeIcon, Title } from "@mantine/core";
import { can } from "~/lib/permissions";
import { ChatIcon } from "../common/icons";
import { useWorkspace } from "../workspace/workspace-context";
import { AskBox } from "./ask-box";

export function QueryView() {
  const { role, openNewChat, connections } = useWorkspace();
  return (
    <Center mih="calc(100vh - 120px)">
      <Stack align="center" gap="sm" maw={560} w="100%" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <ChatIcon size={28} />
        </ThemeIcon>
        <Title order={2}>Start a Conversation</Title>
        <Text c="dimmed">Ask a question about your data, or pick a chat from the sidebar.</Text>
        <AskBox />
        {can(role, "create", "chat") && (
          <Button variant="default" onClick={() => openNewChat()} disabled={connections.length === 0}>
            New Chat
          </Button>
        )}
      </Stack>
    </Center>
  );
}
