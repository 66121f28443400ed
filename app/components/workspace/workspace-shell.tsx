// The signed-in workspace (spec §2 Layout): sidebar, top bar, the current view and the shared modals.
import { Anchor, AppShell, CloseButton, Group, Notification } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { Link, useNavigate } from "@remix-run/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import { api, errorMessage, startTokenRefresh } from "~/browser/api-client";
import { chatTitleFromQuery } from "../chat/chat-title";
import { clearSession, getStoredUser, setCurrentProjectId, setStoredUser } from "~/browser/session-storage";
import { classes } from "../common/classes";
import { ConnectionsManagerModal } from "./connections-manager-modal";
import { InviteUsersModal } from "./invite-users-modal";
import { NewChatModal, type NewChatRequest } from "./new-chat-modal";
import { Sidebar } from "./sidebar";
import { TopBar } from "./top-bar";
import type { ChatSession, Connection, Dashboard, Project, WorkspaceUser } from "./types";
import {
  WorkspaceContextProvider,
  useActiveConnection,
  useNotices,
  useSidebarLists,
  type WorkspaceContextValue,
} from "./workspace-context";

export interface WorkspaceShellProps {
  user: WorkspaceUser;
  project: Project;
  projects: Project[];
  connections: Connection[];
  chats: ChatSession[];
  dashboards: Dashboard[];
  activeConnectionId: string | null;
  children: React.ReactNode;
}

export function WorkspaceShell({
  user,
  project,
  projects,
  connections,
  chats,
  dashboards,
  activeConnectionId,
  children,
}: WorkspaceShellProps) {
  const navigate = useNavigate();
  const [mobileOpened, mobile] = useDisclosure(false);
  const [desktopOpened, desktop] = useDisclosure(true);
  const [newChat, setNewChat] = useState<NewChatRequest | null>(null);
  const [managerOpened, manager] = useDisclosure(false);
  const [inviteOpened, invite] = useDisclosure(false);
  const lists = useSidebarLists(project.id, chats, dashboards);
  const { activeConnection, selectConnection } = useActiveConnection(connections, activeConnectionId);
  const { notices, notify, dismiss } = useNotices();

  useBrowserSession(user, project.id);

  // spec §2: a viewChange event with detail 'query' switches to the query view.
  useEffect(() => {
    const onViewChange = (event: Event) => {
      if ((event as CustomEvent).detail === "query") navigate("/query");
    };
    window.addEventListener("viewChange", onViewChange);
    return () => window.removeEventListener("viewChange", onViewChange);
  }, [navigate]);

  const openNewChat = useCallback((initialQuery?: string) => setNewChat({ initialQuery }), []);
  // Ask first (issue 17): a question starts its own chat on the active connection, titled after it, and is asked
  // there; the Start New Chat dialog only when no connection is chosen yet.
  const askInNewChat = useCallback(
    async (question: string) => {
      const connection = activeConnection ?? (connections.length === 1 ? connections[0] : null);
      if (!connection) return setNewChat({ initialQuery: question });
      try {
        const session = await api.post<ChatSession>(
          "/chats/sessions",
          { title: chatTitleFromQuery(question), project_id: project.id, connectionIds: [connection.id] },
          { retry: false },
        );
        await lists.refreshChats();
        navigate(`/chat/${session.id}`, { state: { initialQuery: question, connectionIds: [connection.id] } });
      } catch (failure) {
        notify(`Failed to create chat: ${errorMessage(failure)}`, "red");
      }
    },
    [activeConnection, connections, project.id, lists, navigate, notify],
  );
  const value = useMemo<WorkspaceContextValue>(
    () => ({
      user,
      project,
      projects,
      role: project.userRole,
      connections,
      activeConnection,
      selectConnection,
      ...lists,
      openNewChat,
      askInNewChat,
      openConnectionsManager: manager.open,
      openInvite: invite.open,
      notify,
    }),
    [
      user,
      project,
      projects,
      connections,
      activeConnection,
      selectConnection,
      lists,
      openNewChat,
      askInNewChat,
      manager.open,
      invite.open,
      notify,
    ],
  );

  return (
    <WorkspaceContextProvider value={value}>
      <AppShell
        layout="alt"
        header={{ height: 56 }}
        navbar={{ width: 280, breakpoint: "sm", collapsed: { mobile: !mobileOpened, desktop: !desktopOpened } }}
        padding="md"
      >
        <AppShell.Header>
          <TopBar
            mobileOpened={mobileOpened}
            desktopOpened={desktopOpened}
            onToggleMobile={mobile.toggle}
            onExpandDesktop={desktop.open}
          />
        </AppShell.Header>
        <AppShell.Navbar aria-label="Workspace navigation">
          <Sidebar onCollapse={() => (mobileOpened ? mobile.close() : desktop.close())} onNavigate={mobile.close} />
        </AppShell.Navbar>
        <AppShell.Main>{children}</AppShell.Main>
      </AppShell>
      <NewChatModal request={newChat} onClose={() => setNewChat(null)} />
      <ConnectionsManagerModal opened={managerOpened} onClose={manager.close} />
      <InviteUsersModal opened={inviteOpened} onClose={invite.close} />
      <div className={classes.notices} aria-live="polite">
        {notices.map((notice) => (
          <Notification
            key={notice.id}
            color={notice.color ?? "indigo"}
            onClose={() => dismiss(notice.id)}
            mt="xs"
            withCloseButton={false}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <span>
                {notice.message}
                {notice.link && (
                  <>
                    {" · "}
                    <Anchor component={Link} to={notice.link.to} onClick={() => dismiss(notice.id)}>
                      {notice.link.label}
                    </Anchor>
                  </>
                )}
              </span>
              <CloseButton size="sm" onClick={() => dismiss(notice.id)} aria-label="Dismiss" />
            </Group>
          </Notification>
        ))}
      </div>
    </WorkspaceContextProvider>
  );
}

/**
 * Keeps the browser's persisted items (spec §3) in step with the server session: another user's
 * stale tokens are dropped, the user and current project are mirrored, the token refresh runs.
 */
function useBrowserSession(user: WorkspaceUser, projectId: string) {
  useEffect(() => {
    const stored = getStoredUser();
    if (stored && stored.id !== user.id) clearSession();
    setStoredUser(user);
  }, [user]);
  useEffect(() => setCurrentProjectId(projectId), [projectId]);
  useEffect(() => startTokenRefresh(), []);
}
