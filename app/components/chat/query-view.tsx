// spec §2 Query view: asks the user to start a chat or pick one from the sidebar. A question typed
// here starts a new chat titled after it (spec §4 'Chat about: …') and is asked there.
import { Button, Center, Group, Stack, Text, TextInput, ThemeIcon, Title } from "@mantine/core";
import { useState } from "react";
import { can } from "~/lib/permissions";
import { ChatIcon } from "../common/icons";
import { useWorkspace } from "../workspace/workspace-context";
import { useSuggestions } from "./chat-view";

export function QueryView() {
  const { role, openNewChat, connections, activeConnection } = useWorkspace();
  const suggestions = useSuggestions(activeConnection?.id ?? null);
  const [question, setQuestion] = useState("");
  const mayStart = can(role, "create", "chat") && connections.length > 0;
  return (
    <Center mih="calc(100vh - 120px)">
      <Stack align="center" gap="sm" maw={560} w="100%" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <ChatIcon size={28} />
        </ThemeIcon>
        <Title order={2}>Start a Conversation</Title>
        <Text c="dimmed">Create a new chat to ask questions about your data, or pick a chat from the sidebar.</Text>
        {mayStart && (
          <>
            <form
              style={{ width: "100%" }}
              onSubmit={(event) => {
                event.preventDefault();
                if (question.trim()) openNewChat(question.trim());
              }}
            >
              <Group gap="xs" wrap="nowrap">
                <TextInput
                  flex={1}
                  aria-label="Your first question"
                  placeholder={activeConnection ? `Ask about ${activeConnection.name}…` : "Ask a question…"}
                  value={question}
                  onChange={(event) => setQuestion(event.currentTarget.value)}
                />
                <Button type="submit" disabled={!question.trim()}>
                  Start chat
                </Button>
              </Group>
            </form>
            {suggestions.length > 0 && (
              <Group gap={6} justify="center">
                {suggestions.map((suggestion) => (
                  <Button className="ad-chip" key={suggestion} variant="light" size="compact-sm" radius="xl" onClick={() => openNewChat(suggestion)}>
                    {suggestion}
                  </Button>
                ))}
              </Group>
            )}
          </>
        )}
        {can(role, "create", "chat") && (
          <Button variant="default" onClick={() => openNewChat()} disabled={connections.length === 0}>
            New Chat
          </Button>
        )}
      </Stack>
    </Center>
  );
}
