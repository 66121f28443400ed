// The chat's title with its pin, and the database it asks (a choice when the chat has several).
import { Button, Group, NativeSelect, Text, Title, Tooltip } from "@mantine/core";
import { api, errorMessage } from "~/browser/api-client";
import { can } from "~/lib/permissions";
import type { ChatSessionDetail, Connection } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";

export function ChatHeader({
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
