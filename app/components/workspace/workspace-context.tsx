// The project context of spec §4: the signed-in user, the selected project and its connections
// (from the layout loader), the sidebar lists (chats, dashboards) and the workspace-wide actions.
import { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ApiError, api, errorMessage } from "~/browser/api-client";
import type { Role } from "~/lib/permissions";
import { setActiveConnectionCookie } from "~/browser/session-storage";
import type { ChatSession, Connection, Dashboard, Project, WorkspaceUser } from "./types";

export interface Notice {
  id: number;
  message: string;
  color?: string;
  /** Where the notice's news can be seen ("Added to dashboard" → the dashboard). */
  link?: NoticeLink;
}

export interface NoticeLink {
  to: string;
  label: string;
}

export interface WorkspaceContextValue {
  user: WorkspaceUser;
  project: Project;
  projects: Project[];
  role: Role | null;
  connections: Connection[];
  activeConnection: Connection | null;
  selectConnection: (connectionId: string) => void;
  chats: ChatSession[] | null;
  chatsError: string | null;
  refreshChats: () => Promise<void>;
  dashboards: Dashboard[] | null;
  refreshDashboards: () => Promise<void>;
  openNewChat: (initialQuery?: string) => void;
  /** Starts a chat from a question and asks it there, without the dialog when a connection is chosen. */
  askInNewChat: (question: string) => Promise<void>;
  openConnectionsManager: () => void;
  openInvite: () => void;
  notify: (message: string, color?: string, link?: NoticeLink) => void;
}

const WorkspaceContext = createContext<WorkspaceContextValue | null>(null);

export function useWorkspace(): WorkspaceContextValue {
  const value = useContext(WorkspaceContext);
  if (!value) throw new Error("useWorkspace outside the workspace layout");
  return value;
}

export const WorkspaceContextProvider = WorkspaceContext.Provider;

/** Chat sessions may come as a list or wrapped ({sessions}); both are read. */
function listOf<T>(value: unknown, key: string): T[] {
  if (Array.isArray(value)) return value as T[];
  const inner = (value as Record<string, unknown> | null)?.[key];
  return Array.isArray(inner) ? (inner as T[]) : [];
}

export function useSidebarLists(projectId: string, initialChats: ChatSession[], initialDashboards: Dashboard[]) {
  // The loader renders the lists; the API refreshes them after a change.
  const [chats, setChats] = useState<ChatSession[] | null>(initialChats);
  const [dashboards, setDashboards] = useState<Dashboard[] | null>(initialDashboards);
  useEffect(() => setChats(initialChats), [initialChats]);
  useEffect(() => setDashboards(initialDashboards), [initialDashboards]);
  const [chatsError, setChatsError] = useState<string | null>(null);

  const refreshChats = useCallback(async () => {
    try {
      setChats(listOf<ChatSession>(await api.get(`/chats/sessions/project/${projectId}`), "sessions"));
      setChatsError(null);
    } catch (error) {
      setChats((current) => current ?? []);
      setChatsError(
        error instanceof ApiError && error.status === 404 ? null : `Failed to load chat: ${errorMessage(error)}`,
      );
    }
  }, [projectId]);

  const refreshDashboards = useCallback(async () => {
    try {
      setDashboards(listOf<Dashboard>(await api.get(`/dashboards/project/${projectId}`), "dashboards"));
    } catch (error) {
      console.warn("Failed to load dashboard list", error);
    }
  }, [projectId]);

  return { chats, chatsError, refreshChats, dashboards, refreshDashboards };
}

export function useActiveConnection(connections: Connection[], initialId: string | null) {
  const [selectedId, setSelectedId] = useState<string | null>(initialId);
  useEffect(() => setSelectedId(initialId), [initialId]);
  const activeConnection = useMemo(
    () => connections.find((c) => c.id === selectedId) ?? connections[0] ?? null,
    [connections, selectedId],
  );
  const selectConnection = useCallback((connectionId: string) => {
    setSelectedId(connectionId);
    setActiveConnectionCookie(connectionId);
  }, []);
  return { activeConnection, selectConnection };
}

let noticeId = 0;

export function useNotices() {
  const [notices, setNotices] = useState<Notice[]>([]);
  const dismiss = useCallback((id: number) => setNotices((list) => list.filter((n) => n.id !== id)), []);
  const notify = useCallback(
    (message: string, color?: string, link?: NoticeLink) => {
      const id = ++noticeId;
      setNotices((list) => [...list.slice(-3), { id, message, color, link }]);
      setTimeout(() => dismiss(id), 6000);
    },
    [dismiss],
  );
  return { notices, notify, dismiss };
}
