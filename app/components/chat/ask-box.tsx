// Ask first (issue 17): a question box that starts a chat from the question and answers it there, with the
// connection's starter questions as chips. Used on the welcome, query and dashboard views.
import { Button, Group, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { canAsk } from "~/lib/permissions";
import { useWorkspace } from "../workspace/workspace-context";
import { useSuggestions } from "./use-suggestions";

export function AskBox({ chips = true }: { chips?: boolean }) {
  const { role, askInNewChat, connections, activeConnection } = useWorkspace();
  const suggestions = useSuggestions(chips ? (activeConnection?.id ?? null) : null);
  const [question, setQuestion] = useState("");
  const [busy, setBusy] = useState(false);
  if (!canAsk(role) || connections.length === 0) return null;
  const ask = async (text: string) => {
    setBusy(true);
    await askInNewChat(text).finally(() => setBusy(false));
  };
  return (
    <Stack gap="xs" w="100%">
      <form
        style={{ width: "100%" }}
        onSubmit={(event) => {
          event.preventDefault();
          if (question.trim()) void ask(question.trim());
        }}
      >
        <Group gap="xs" wrap="nowrap">
          <TextInput
            flex={1}
            aria-label="Ask a question"
            placeholder={activeConnection ? `Ask about ${activeConnection.name}…` : "Ask a question…"}
            value={question}
            onChange={(event) => setQuestion(event.currentTarget.value)}
          />
          <Button type="submit" disabled={!question.trim()} loading={busy}>
            Ask
          </Button>
        </Group>
      </form>
      {suggestions.length > 0 && (
        <Group gap={6} justify="center">
          {suggestions.map((suggestion) => (
            <Button
              className="ad-chip"
              key={suggestion}
              variant="light"
              size="compact-sm"
              radius="xl"
              disabled={busy}
              onClick={() => void ask(suggestion)}
            >
              {suggestion}
            </Button>
          ))}
        </Group>
      )}
    </Stack>
  );
}
