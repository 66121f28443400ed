// spec §2/§4 Start New Chat: a title, then the connections the chat may query.
import { Alert, Button, Checkbox, Group, Modal, Stack, Stepper, Text, TextInput } from "@mantine/core";
import { Link, useNavigate } from "@remix-run/react";
import { useEffect, useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import { connectionTypeLabel } from "~/connectors/dialects";
import { chatTitleFromQuery } from "../chat/chat-title";
import type { ChatSession } from "./types";
import { useWorkspace } from "./workspace-context";

export interface NewChatRequest {
  initialQuery?: string;
}

export function NewChatModal({ request, onClose }: { request: NewChatRequest | null; onClose: () => void }) {
  const { project, connections, activeConnection, refreshChats } = useWorkspace();
  const navigate = useNavigate();
  const [step, setStep] = useState(0);
  const [title, setTitle] = useState("");
  const [selected, setSelected] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!request) return;
    setStep(0);
    setError(null);
    setTitle(chatTitleFromQuery(request.initialQuery));
    // spec §4: exactly one connection is preselected; otherwise the active one is offered first.
    setSelected(connections.length === 1 ? [connections[0].id] : activeConnection ? [activeConnection.id] : []);
  }, [request, connections, activeConnection]);

  const next = (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError("Please enter a chat title");
    setError(null);
    setStep(1);
  };

  const create = async () => {
    if (!selected.length) return setError("Please select at least one database connection");
    setBusy(true);
    try {
      const session = await api.post<ChatSession>(
        "/chats/sessions",
        { title: title.trim(), project_id: project.id, connectionIds: selected },
        { retry: false },
      );
      await refreshChats();
      onClose();
      navigate(`/chat/${session.id}`, { state: { initialQuery: request?.initialQuery, connectionIds: selected } });
    } catch (failure) {
      setError(`Failed to create chat: ${errorMessage(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={Boolean(request)} onClose={onClose} title="Start New Chat" centered size="lg">
      <Stepper active={step} size="sm" mb="md" allowNextStepsSelect={false} onStepClick={setStep}>
        <Stepper.Step label="Setup" description="Name the chat" />
        <Stepper.Step label="Connections" description="Choose data" />
      </Stepper>
      {error && (
        <Alert color="red" role="alert" mb="sm">
          {error}
        </Alert>
      )}
      {step === 0 ? (
        <form onSubmit={next} noValidate>
          <Stack>
            <TextInput
              label="Chat title"
              required
              value={title}
              onChange={(event) => {
                setTitle(event.currentTarget.value);
                setError(null);
              }}
              placeholder="e.g. Monthly revenue review"
              data-autofocus
            />
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" disabled={!title.trim()}>
                Next
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <Stack>
          {connections.length === 0 ? (
            <Text size="sm" c="dimmed">
              No database connections available.{" "}
              <Link to="/connection" onClick={onClose}>
                Add Database
              </Link>
            </Text>
          ) : (
            <Checkbox.Group
              label="Database connections"
              value={selected}
              onChange={(value) => (setSelected(value), setError(null))}
            >
              <Stack gap="xs" mt="xs">
                {connections.map((connection) => (
                  <Checkbox
                    key={connection.id}
                    value={connection.id}
                    label={`${connection.name} (${connectionTypeLabel(connection.type)})`}
                  />
                ))}
              </Stack>
            </Checkbox.Group>
          )}
          <Group justify="space-between">
            <Button variant="default" onClick={() => setStep(0)}>
              Back
            </Button>
            <Button onClick={create} loading={busy} disabled={!selected.length}>
              Create Chat
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
