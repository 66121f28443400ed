// The question box at the foot of a chat, or, for a viewer, what they can do there instead (ADR 052).
import { ActionIcon, Alert, Group, Text, Textarea } from "@mantine/core";
import { useCallback, useEffect, useRef, useState } from "react";
import { SendIcon } from "../common/icons";

/** `draft`: a follow-up a drill menu wrote (ADR 057), put in the box for the person to finish and send. */
export function QuestionInput({
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

/** In place of the question box for a viewer: what they can do here, and who can ask (ADR 052). */
export function ReadOnlyNote() {
  return (
    <Alert color="gray" variant="light" p="sm" data-testid="read-only-chat">
      <Text size="sm">{VIEWER_CHAT_NOTE}</Text>
    </Alert>
  );
}

export const VIEWER_CHAT_NOTE =
  "You are a viewer in this project: you can read this chat and download its results. Owners, admins and editors ask the questions.";
