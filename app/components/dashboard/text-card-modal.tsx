// Adds or edits a text card: a heading and a few lines between the charts of a dashboard.
import { Alert, Button, Group, Modal, Stack, TextInput, Textarea } from "@mantine/core";
import { useEffect, useState } from "react";
import { TEXT_CARD_MAX_CHARS } from "~/lib/limits";
import type { DashboardWidget } from "../workspace/types";

export interface TextCardDraft {
  title: string;
  text: string;
}

export function TextCardModal({
  card,
  onSave,
  onClose,
}: {
  card: DashboardWidget | "new" | null;
  onSave: (draft: TextCardDraft) => Promise<void>;
  onClose: () => void;
}) {
  const editing = card && card !== "new" ? card : null;
  const [draft, setDraft] = useState<TextCardDraft>({ title: "", text: "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    setDraft({ title: editing?.title ?? "", text: editing?.text ?? "" });
    setError(null);
  }, [card]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!draft.title.trim() && !draft.text.trim()) return setError("Write a heading or some text");
    setBusy(true);
    try {
      await onSave({ title: draft.title.trim(), text: draft.text.trim() });
      onClose();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={card !== null} onClose={onClose} title={editing ? "Edit text" : "Add text"} centered>
      <form onSubmit={submit} noValidate>
        <Stack>
          {error && (
            <Alert color="red" role="alert">
              {error}
            </Alert>
          )}
          <TextInput
            label="Heading"
            value={draft.title}
            maxLength={200}
            onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
            data-autofocus
          />
          <Textarea
            label="Text"
            autosize
            minRows={3}
            maxRows={10}
            maxLength={TEXT_CARD_MAX_CHARS}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.currentTarget.value })}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              {editing ? "Save" : "Add"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
