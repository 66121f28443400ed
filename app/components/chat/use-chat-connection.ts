// The connection a chat asks (spec §2): one of its own, the active one, else the first; or why there is none.
import { useState } from "react";
import type { ChatSessionDetail } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";

export const NO_CONNECTION = "No database connection available for this chat";
export const INVALID_CONNECTION = "Invalid Connection: Please select a valid database connection to continue.";

/** The chat's own connections; with none selected, the active one, else the first (spec §2). */
export function useChatConnection(chat: ChatSessionDetail) {
  const { connections, activeConnection } = useWorkspace();
  const ids = chat.connection_ids ?? [];
  const own = ids.length ? connections.filter((connection) => ids.includes(connection.id)) : connections;
  const preferred = own.find((connection) => connection.id === activeConnection?.id) ?? own[0] ?? null;
  const [selectedId, setSelectedId] = useState<string | null>(preferred?.id ?? null);
  const selected = own.find((connection) => connection.id === selectedId) ?? preferred;
  const problem = connections.length === 0 ? NO_CONNECTION : !selected ? INVALID_CONNECTION : null;
  return { own, selected, setSelectedId, problem };
}
