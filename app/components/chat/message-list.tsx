// The chat's messages under a greeting (with the first chips while nothing is asked), kept scrolled to the latest.
import { Button, Group, Paper, ScrollArea, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { SUGGESTION_COUNTS } from "~/lib/limits";
import { classes } from "../common/classes";
import type { VisualizationResult } from "../workspace/types";
import type { UiMessage } from "./chat-messages";
import { Message } from "./chat-message";

export function MessageList(props: {
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
