// One message of a chat: the question asked, an error with what to try next, or the answer in progress or done.
import { Alert, Box, Button, Group, Loader, Paper, Stack, Text } from "@mantine/core";
import { can } from "~/lib/permissions";
import { classes } from "../common/classes";
import type { VisualizationResult } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";
import { AnswerCard } from "./answer-card";
import type { UiMessage } from "./chat-messages";
import { DEFINE_LIMIT, distinctWords } from "./understanding";
import { DefineButtons } from "./unsure-answer";

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

export function Message({
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
