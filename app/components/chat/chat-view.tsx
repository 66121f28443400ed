// spec §2 Chat view: the chat's connection, quick chips, the messages and the question input.
import { Alert, Button, Group, Stack } from "@mantine/core";
import { Link } from "@remix-run/react";
import { canAsk } from "~/lib/permissions";
import type { ChatSessionDetail } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";
import { ChatHeader } from "./chat-header";
import { messagesFromHistory } from "./chat-messages";
import { DrillContext } from "./drill-menu";
import { DrillResultModal } from "./drill-modal";
import { MessageList } from "./message-list";
import { QuestionInput, ReadOnlyNote } from "./question-input";
import { useChatConnection, NO_CONNECTION } from "./use-chat-connection";
import { useChatDrills } from "./use-chat-drills";
import { useChatTurns } from "./use-chat-turns";
import { useInitialQuery } from "./use-initial-query";
import { useSuggestions } from "./use-suggestions";

export function ChatView({ chat }: { chat: ChatSessionDetail }) {
  const { role, refreshChats } = useWorkspace();
  const { own, selected, setSelectedId, problem } = useChatConnection(chat);
  const { messages, busy, ask, addAnswer } = useChatTurns({
    chatId: chat.id,
    connectionId: selected?.id ?? null,
    initial: messagesFromHistory(chat.messages),
    onAnswered: refreshChats,
  });
  const suggestions = useSuggestions(selected?.id ?? null, busy ? null : messages.length);
  const mayAsk = canAsk(role) && !problem;
  useInitialQuery(ask, mayAsk);
  // ADR 052: a viewer reads the chat; no chip or box that their role would refuse is drawn
  const onAsk = mayAsk ? ask : undefined;
  const { drills, draft, viewerDrill, closeViewerDrill } = useChatDrills(ask, mayAsk, selected?.id ?? null);

  return (
    <Stack gap="sm" h="calc(100dvh - 56px - 2 * var(--mantine-spacing-md))" mih={420}>
      <ChatHeader chat={chat} connections={own} selected={selected} onSelect={setSelectedId} />
      {problem ? (
        <Alert color={problem === NO_CONNECTION ? "yellow" : "red"} role="alert" title={problem}>
          <Button component={Link} to="/connection" size="xs" mt="xs" variant="light">
            Add Database
          </Button>
        </Alert>
      ) : (
        <DrillContext.Provider value={drills}>
          <MessageList
            messages={messages}
            suggestions={suggestions}
            connectionName={selected!.name}
            onAsk={onAsk}
            onAnswered={addAnswer}
            busy={busy}
            connectionId={selected!.id}
          />
        </DrillContext.Provider>
      )}
      {onAsk && messages.length > 0 && suggestions.length > 0 && (
        <Group gap={6} aria-label="Quick queries" role="group" wrap="nowrap" style={{ overflowX: "auto" }}>
          {suggestions.map((suggestion) => (
            <Button
              key={suggestion}
              size="compact-xs"
              variant="default"
              radius="xl"
              onClick={() => ask(suggestion)}
              disabled={busy || !mayAsk}
              style={{ flexShrink: 0 }}
            >
              {suggestion}
            </Button>
          ))}
        </Group>
      )}
      {canAsk(role) ? <QuestionInput onAsk={ask} disabled={busy || !mayAsk} draft={draft} /> : <ReadOnlyNote />}
      <DrillResultModal drill={viewerDrill} onClose={closeViewerDrill} />
    </Stack>
  );
}
