// The sidebar's chats (spec §2 Layout, query view), the pinned ones marked, each deleted after a confirmation.
import { ActionIcon, Box, Text } from "@mantine/core";
import { useLocation, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import { formatDate } from "~/lib/format";
import { can } from "~/lib/permissions";
import { ConfirmModal } from "../common/confirm-modal";
import { PlusIcon } from "../common/icons";
import { ListRow, ListTitle } from "./sidebar-rows";
import { useWorkspace } from "./workspace-context";

export function ChatList({ onNavigate }: { onNavigate: () => void }) {
  const { chats, chatsError, refreshChats, role, notify, openNewChat } = useWorkspace();
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ id: string; title: string } | null>(null);
  const remove = async (id: string) => {
    try {
      await api.del(`/chats/sessions/${id}`);
      await refreshChats();
      if (location.pathname === `/chat/${id}`) navigate("/query");
    } catch (error) {
      notify(`Failed to delete chat: ${errorMessage(error)}`, "red");
    }
  };
  return (
    <Box>
      <ListTitle
        action={
          can(role, "create", "chat") && (
            <ActionIcon variant="subtle" size="sm" onClick={() => openNewChat()} aria-label="New chat">
              <PlusIcon size={14} />
            </ActionIcon>
          )
        }
      >
        Chats
      </ListTitle>
      {chatsError && (
        <Text size="xs" c="red" px={4}>
          {chatsError}
        </Text>
      )}
      {chats === null ? (
        <Text size="sm" c="dimmed" px={4}>
          Loading…
        </Text>
      ) : chats.length === 0 ? (
        <Text size="sm" c="dimmed" px={4}>
          No chats yet
        </Text>
      ) : (
        chats.map((chat) => (
          <ListRow
            key={chat.id}
            to={`/chat/${chat.id}`}
            title={chat.title || "Untitled Chat"}
            date={formatDate(chat.last_message_at ?? chat.created_at)}
            pinned={chat.is_pinned}
            active={location.pathname === `/chat/${chat.id}`}
            onDelete={
              can(role, "delete", "chat")
                ? () => setPending({ id: chat.id, title: chat.title || "Untitled Chat" })
                : undefined
            }
            deleteLabel={`Delete chat ${chat.title || "Untitled Chat"}`}
            onNavigate={onNavigate}
          />
        ))
      )}
      <ConfirmModal
        opened={Boolean(pending)}
        title="Delete chat"
        message={`Delete "${pending?.title}"? Its messages are deleted too.`}
        onConfirm={() => (pending ? remove(pending.id) : undefined)}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}
