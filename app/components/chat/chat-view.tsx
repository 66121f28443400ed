// spec §2 Chat view: the chat's connection, quick chips, the messages and the question input.
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Title,
  Tooltip,
} from "@mantine/core";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import { DEFAULT_SUGGESTIONS, SUGGESTION_COUNTS } from "~/lib/limits";
import { can, canAsk } from "~/lib/permissions";
import { classes } from "../common/classes";
import { SendIcon } from "../common/icons";
import type { ChatSessionDetail, Connection, VisualizationResult } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";
import { AnswerCard } from "./answer-card";
import { messagesFromHistory, type UiMessage } from "./chat-messages";
import { DrillContext, type DrillHandlers } from "./drill-menu";
import { DrillResultModal, type PendingDrill } from "./drill-modal";
import { DEFINE_LIMIT, distinctWords } from "./understanding";
import { DefineButtons } from "./unsure-answer";
import { useChatTurns } from "./use-chat-turns";

export const NO_CONNECTION = "No database connection available for this chat";
export const INVALID_CONNECTION = "Invalid Connection: Please select a valid database connection to continue.";

/** The chat's own connections; with none selected, the active one, else the first (spec §2). */
function useChatConnection(chat: ChatSessionDetail) {
  const { connections, activeConnection } = useWorkspace();
  const ids = chat.connection_ids ?? [];
  const own = ids.length ? connections.filter((connection) => ids.includes(connection.id)) : connections;
  const preferred = own.find((connection) => connection.id === activeConnection?.id) ?? own[0] ?? null;
  const [selectedId, setSelectedId] = useState<string | null>(preferred?.id ?? null);
  const selected = own.find((connection) => connection.id === selectedId) ?? preferred;
  const problem = connections.length === 0 ? NO_CONNECTION : !selected ? INVALID_CONNECTION : null;
  return { own, selected, setSelectedId, problem };
}

/** `asked`: how many turns the chat holds once settled; a new one fetches the chips again, without those just asked. */
export function useSuggestions(connectionId: string | null, asked: number | null = 0) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    if (!connectionId || asked === null) return;
    let live = true;
    api
      .get<{ suggestions: string[] }>(`/query/suggestions/${connectionId}`, { retry: false })
      .then((answer) => (answer.suggestions?.length ? answer.suggestions : [...DEFAULT_SUGGESTIONS]))
      .catch(() => [...DEFAULT_SUGGESTIONS])
      .then((list) => live && setSuggestions(list.slice(0, SUGGESTION_COUNTS.quickChips)));
    return () => {
      live = false;
    };
  }, [connectionId, asked]);
  return suggestions;
}

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

/**
 * Drill-through in a chat (ADR 057): those who ask get the drill as the chat's next turn and a follow-up in the box
 * (also when a dashboard opened this chat for one); a viewer sees it in a view that keeps nothing (ADR 052).
 */
function useChatDrills(
  ask: (question: string, reading?: number, drill?: PendingDrill["request"]) => Promise<void>,
  mayAsk: boolean,
  connectionId: string | null,
) {
  const location = useLocation();
  const opened = location.state as { draftQuestion?: string } | null;
  const [draft, setDraft] = useState<{ text: string } | null>(
    opened?.draftQuestion ? { text: opened.draftQuestion } : null,
  );
  const [viewerDrill, setViewerDrill] = useState<PendingDrill | null>(null);
  const drills = useMemo<DrillHandlers>(
    () => ({
      run: (request, question) => {
        if (mayAsk) void ask(question, undefined, request);
        else if (connectionId) setViewerDrill({ request, question, connectionId });
      },
      ...(mayAsk ? { followUp: (text: string) => setDraft({ text }) } : {}),
    }),
    [ask, mayAsk, connectionId],
  );
  return { drills, draft, viewerDrill, closeViewerDrill: () => setViewerDrill(null) };
}

/** A chat created with a question asks it once, as soon as the chat opens. */
function useInitialQuery(
  ask: (question: string, reading?: number, drill?: PendingDrill["request"]) => Promise<void>,
  mayAsk: boolean,
) {
  const location = useLocation();
  const navigate = useNavigate();
  const asked = useRef(false);
  useEffect(() => {
    const state = location.state as { initialQuery?: string; initialDrill?: PendingDrill } | null;
    const initial = state?.initialQuery ?? state?.initialDrill?.question;
    if (!initial || asked.current || !mayAsk) return;
    asked.current = true;
    navigate(location.pathname, { replace: true, state: null });
    // a drill started on a dashboard (ADR 057) is this chat's first turn
    void ask(initial, undefined, state?.initialDrill?.request);
  }, [location, navigate, ask, mayAsk]);
}

function ChatHeader({
  chat,
  connections,
  selected,
  onSelect,
}: {
  chat: ChatSessionDetail;
  connections: Connection[];
  selected: Connection | null;
  onSelect: (id: string) => void;
}) {
  const { role, refreshChats, chats, notify } = useWorkspace();
  const pinned = chats?.find((entry) => entry.id === chat.id)?.is_pinned ?? chat.is_pinned;
  const togglePin = async () => {
    try {
      await api.put(`/chats/sessions/${chat.id}`, { is_pinned: !pinned });
      await refreshChats();
    } catch (error) {
      notify(`Failed to update chat: ${errorMessage(error)}`, "red");
    }
  };
  return (
    <Group justify="space-between" wrap="wrap" gap="xs">
      <Group gap="xs" miw={0}>
        <Title order={3} size="h4" lineClamp={1}>
          {chat.title || "Untitled Chat"}
        </Title>
        {can(role, "edit", "chat") && (
          <Tooltip label={pinned ? "Unpin chat" : "Pin chat"}>
            <Button size="compact-xs" variant={pinned ? "light" : "subtle"} onClick={togglePin} aria-pressed={pinned}>
              {pinned ? "Pinned" : "Pin"}
            </Button>
          </Tooltip>
        )}
      </Group>
      {connections.length > 1 ? (
        <NativeSelect
          size="xs"
          aria-label="Database"
          value={selected?.id ?? ""}
          onChange={(event) => onSelect(event.currentTarget.value)}
          data={connections.map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : (
        selected && (
          <Text size="sm" c="dimmed">
            Database: {selected.name}
          </Text>
        )
      )}
    </Group>
  );
}

/** In place of the question box for a viewer: what they can do here, and who can ask (ADR 052). */
function ReadOnlyNote() {
  return (
    <Alert color="gray" variant="light" p="sm" data-testid="read-only-chat">
      <Text size="sm">{VIEWER_CHAT_NOTE}</Text>
    </Alert>
  );
}

export const VIEWER_CHAT_NOTE =
  "You are a viewer in this project: you can read this chat and download its results. Owners, admins and editors ask the questions.";

function MessageList(props: {
  messages: UiMessage[];
  suggestions: string[];
  connectionName: string;
  onAsk?: (q: string) => void;
  onAnswered: (answer: VisualizationResult) => void;
  busy: boolean;
  connectionId: string;
}) {
  const viewport = useRef<HTMLDivElement>(null);
  const last = props.messages[props.messages.length - 1];
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight, behavior: "smooth" });
  }, [props.messages.length, last?.content, last?.type]);

  return (
    <ScrollArea flex={1} viewportRef={viewport} type="auto" offsetScrollbars>
      <Stack gap="md" p={4} role="log" aria-live="polite" aria-label="Messages">
        <Paper withBorder p="md" radius="md" className={classes.messageAi}>
          {props.onAsk ? (
            <Text size="sm" mb={props.messages.length ? 0 : "sm"}>
              Hi! Ask me anything about <b>{props.connectionName}</b> in plain language.
              {props.messages.length === 0 && " Try one of these:"}
            </Text>
          ) : (
            <Text size="sm">
              Questions about <b>{props.connectionName}</b>
              {props.messages.length === 0 ? ": none asked yet." : ", and their answers."}
            </Text>
          )}
          {props.onAsk && props.messages.length === 0 && (
            <Group gap={6}>
              {props.suggestions.slice(0, SUGGESTION_COUNTS.welcome).map((suggestion) => (
                <Button
                  className="ad-chip"
                  key={suggestion}
                  variant="light"
                  size="compact-sm"
                  radius="xl"
                  onClick={() => props.onAsk?.(suggestion)}
                  disabled={props.busy}
                >
                  {suggestion}
                </Button>
              ))}
            </Group>
          )}
        </Paper>
        {props.messages.map((message) => (
          <Message
            key={message.id}
            message={message}
            onAsk={props.onAsk}
            onAnswered={props.onAnswered}
            busy={props.busy}
            connectionId={props.connectionId}
          />
        ))}
      </Stack>
    </ScrollArea>
  );
}

/** Define “word” for the words of a question nothing explained, to those who may edit the connection. */
function UnknownWordsToDefine({ words, connectionId }: { words: string[]; connectionId: string }) {
  const { role } = useWorkspace();
  if (!can(role, "edit", "connection")) return null;
  return (
    <Group gap="xs" mt="xs" data-testid="error-define">
      <DefineButtons words={distinctWords(words).slice(0, DEFINE_LIMIT)} connectionId={connectionId} />
    </Group>
  );
}

function Message({
  message,
  onAsk,
  onAnswered,
  busy,
  connectionId,
}: {
  message: UiMessage;
  onAsk?: (q: string) => void;
  onAnswered: (answer: VisualizationResult) => void;
  busy: boolean;
  connectionId: string;
}) {
  if (message.type === "user") {
    return (
      <Box className={classes.messageUser} data-testid="user-message">
        <Text size="sm">{message.content}</Text>
      </Box>
    );
  }
  if (message.type === "error") {
    return (
      <Alert
        color={message.unplaced ? "orange" : "red"}
        role="alert"
        className={classes.messageAi}
        data-testid="error-message"
      >
        <Text size="sm">{message.content}</Text>
        {message.unplaced && <UnknownWordsToDefine words={message.unplaced} connectionId={connectionId} />}
        {onAsk && message.suggestions?.length ? (
          <Stack gap={4} mt="xs" data-testid="error-suggestions">
            <Text size="xs" c="dimmed">
              Questions this data can answer:
            </Text>
            <Group gap="xs">
              {message.suggestions.map((suggestion) => (
                <Button
                  key={suggestion}
                  size="compact-sm"
                  variant="default"
                  onClick={() => onAsk(suggestion)}
                  disabled={busy}
                >
                  {suggestion}
                </Button>
              ))}
            </Group>
          </Stack>
        ) : null}
        {onAsk && message.retryQuery && (
          <Button
            size="compact-sm"
            variant="light"
            color={message.unplaced ? "orange" : "red"}
            mt="xs"
            onClick={() => onAsk(message.retryQuery!)}
            disabled={busy}
          >
            Try again
          </Button>
        )}
      </Alert>
    );
  }
  return (
    <Paper withBorder p="md" radius="md" className={classes.messageAi} data-testid="ai-message">
      {message.loading || !message.answer ? (
        <Stack gap="xs">
          <Group gap="sm" wrap="nowrap">
            {message.loading && <Loader size="xs" />}
            <Text size="sm" data-testid="progress-text">
              {message.content}
            </Text>
          </Group>
          {message.notice && (
            <Alert color="yellow" variant="light" p="xs" data-testid="job-notice">
              <Text size="sm">{message.notice}</Text>
            </Alert>
          )}
        </Stack>
      ) : (
        <AnswerCard
          answer={message.answer}
          cached={message.cached}
          connectionId={connectionId}
          onAsk={onAsk}
          onAnswered={onAnswered}
          disabled={busy}
        />
      )}
    </Paper>
  );
}

/** `draft`: a follow-up a drill menu wrote (ADR 057), put in the box for the person to finish and send. */
function QuestionInput({
  onAsk,
  disabled,
  draft,
}: {
  onAsk: (q: string) => void;
  disabled: boolean;
  draft?: { text: string } | null;
}) {
  const [text, setText] = useState(draft?.text ?? "");
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (!draft) return;
    setText(draft.text);
    box.current?.focus();
  }, [draft]);
  const submit = useCallback(() => {
    if (!text.trim() || disabled) return;
    onAsk(text);
    setText("");
  }, [text, disabled, onAsk]);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          flex={1}
          autosize
          minRows={1}
          maxRows={5}
          ref={box}
          placeholder="Ask a question about your data…"
          aria-label="Ask a question about your data"
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" && !event.shiftKey) {
              event.preventDefault();
              submit();
            }
          }}
          disabled={disabled}
        />
        <ActionIcon type="submit" size={36} disabled={disabled || !text.trim()} aria-label="Send">
          <SendIcon />
        </ActionIcon>
      </Group>
    </form>
  );
}
