// spec §2 Layout: the collapsible sidebar with the navigation, the dashboards or chats list, the
// databases list and the user card.
import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  CloseButton,
  Group,
  NavLink,
  ScrollArea,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from "@mantine/core";
import { Link, useLocation, useNavigate } from "@remix-run/react";
import { useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import { can } from "~/lib/permissions";
import { privilegeReportOf } from "~/lib/privileges";
import { ConfirmModal } from "../common/confirm-modal";
import { formatDate } from "~/lib/format";
import {
  BookIcon,
  ChatIcon,
  DashboardIcon,
  PlusIcon,
  SettingsIcon,
  SidebarIcon,
  TableIcon,
  TrashIcon,
} from "../common/icons";
import { sectionOf, viewOf } from "./views";
import { useWorkspace } from "./workspace-context";
import { classes } from "../common/classes";

export function Sidebar({ onCollapse, onNavigate }: { onCollapse: () => void; onNavigate: () => void }) {
  const location = useLocation();
  const section = sectionOf(viewOf(location.pathname));
  return (
    <Stack h="100%" gap={0}>
      <Group justify="space-between" px="md" h={56} className={classes.sidebarHeader} wrap="nowrap">
        <Text component={Link} to="/" fw={800} fz="lg" className={classes.brand} onClick={onNavigate}>
          Askdata
        </Text>
        <Tooltip label="Collapse sidebar">
          <ActionIcon variant="subtle" color="gray" onClick={onCollapse} aria-label="Collapse sidebar" visibleFrom="sm">
            <SidebarIcon />
          </ActionIcon>
        </Tooltip>
        <CloseButton onClick={onCollapse} aria-label="Close sidebar" hiddenFrom="sm" />
      </Group>
      <Stack gap={4} p="sm">
        <NavLink
          component={Link}
          to="/"
          label="Dashboard"
          leftSection={<DashboardIcon />}
          active={section === "dashboard"}
          onClick={onNavigate}
        />
        <NavLink
          component={Link}
          to="/query"
          label="Query"
          leftSection={<ChatIcon />}
          active={section === "query"}
          onClick={onNavigate}
        />
      </Stack>
      <ScrollArea flex={1} px="sm" type="auto">
        {section === "query" ? <ChatList onNavigate={onNavigate} /> : <DashboardList onNavigate={onNavigate} />}
      </ScrollArea>
      <DatabaseList onNavigate={onNavigate} />
      <UserCard />
    </Stack>
  );
}

function ListTitle({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Group justify="space-between" mt="xs" mb={4} px={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {children}
      </Text>
      {action}
    </Group>
  );
}

function ListRow(props: {
  to: string;
  title: string;
  date: string;
  active: boolean;
  pinned?: boolean;
  onDelete?: () => void;
  deleteLabel: string;
  onNavigate: () => void;
}) {
  return (
    <Group gap={4} wrap="nowrap" className={classes.listRow} data-active={props.active || undefined}>
      <UnstyledButton
        component={Link}
        to={props.to}
        className={classes.listLink}
        onClick={props.onNavigate}
        aria-current={props.active ? "page" : undefined}
      >
        <Group gap={6} wrap="nowrap">
          {props.pinned && <span className={classes.pinDot} role="img" aria-label="Pinned" />}
          <Text size="sm" truncate="end" fw={props.active ? 600 : 400}>
            {props.title}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {props.date}
        </Text>
      </UnstyledButton>
      {props.onDelete && (
        <ActionIcon
          variant="subtle"
          color="gray"
          size="sm"
          onClick={props.onDelete}
          aria-label={props.deleteLabel}
          className={classes.rowAction}
        >
          <TrashIcon size={14} />
        </ActionIcon>
      )}
    </Group>
  );
}

function ChatList({ onNavigate }: { onNavigate: () => void }) {
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

function DashboardList({ onNavigate }: { onNavigate: () => void }) {
  const { dashboards, refreshDashboards, role, notify } = useWorkspace();
  const location = useLocation();
  const navigate = useNavigate();
  const [pending, setPending] = useState<{ id: string; title: string } | null>(null);
  const remove = async (id: string) => {
    try {
      await api.del(`/dashboards/${id}`);
      await refreshDashboards();
      if (location.pathname === `/dashboard/${id}`) navigate("/");
    } catch (error) {
      notify(`Failed to delete dashboard: ${errorMessage(error)}`, "red");
    }
  };
  return (
    <Box>
      <ListTitle>Dashboards</ListTitle>
      {!dashboards?.length ? (
        <Text size="sm" c="dimmed" px={4}>
          No dashboards yet
        </Text>
      ) : (
        dashboards.map((dashboard) => (
          <ListRow
            key={dashboard.id}
            to={`/dashboard/${dashboard.id}`}
            title={dashboard.title || "Untitled Dashboard"}
            date={formatDate(dashboard.updated_at)}
            active={location.pathname === `/dashboard/${dashboard.id}`}
            onDelete={
              can(role, "delete", "dashboard")
                ? () => setPending({ id: dashboard.id, title: dashboard.title || "Untitled Dashboard" })
                : undefined
            }
            deleteLabel={`Delete dashboard ${dashboard.title || "Untitled Dashboard"}`}
            onNavigate={onNavigate}
          />
        ))
      )}
      <ConfirmModal
        opened={Boolean(pending)}
        title="Delete dashboard"
        message={`Are you sure you want to delete "${pending?.title}"?`}
        onConfirm={() => (pending ? remove(pending.id) : undefined)}
        onClose={() => setPending(null)}
      />
    </Box>
  );
}

function DatabaseList({ onNavigate }: { onNavigate: () => void }) {
  const { connections, activeConnection, selectConnection, role, openConnectionsManager } = useWorkspace();
  return (
    <Box px="sm" py="xs" className={classes.sidebarSection}>
      <ListTitle
        action={
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            onClick={openConnectionsManager}
            aria-label="Manage database connections"
          >
            <SettingsIcon size={14} />
          </ActionIcon>
        }
      >
        Databases
      </ListTitle>
      <Stack gap={2} role="list" aria-label="Databases">
        {connections.length === 0 && (
          <Text size="sm" c="dimmed" px={4}>
            No database connections found
          </Text>
        )}
        {connections.map((connection) => (
          <Group role="listitem" key={connection.id} gap={2} wrap="nowrap" className={classes.listRow}>
            <UnstyledButton
              className={classes.databaseRow}
              style={{ flex: 1, minWidth: 0 }}
              data-active={connection.id === activeConnection?.id || undefined}
              onClick={() => selectConnection(connection.id)}
              aria-pressed={connection.id === activeConnection?.id}
              title={connection.is_active ? "Connected" : "Disconnected"}
            >
              <Group gap={8} wrap="nowrap">
                <span
                  className={classes.statusDot}
                  data-status={connection.is_active ? "active" : "inactive"}
                  aria-label={connection.is_active ? "Active" : "Inactive"}
                  role="img"
                />
                <Text size="sm" truncate="end">
                  {connection.name}
                </Text>
                {Boolean(privilegeReportOf(connection.metadata)?.warnings.length) && (
                  <Tooltip label="This login can do more than read: see Manage connections">
                    <Badge
                      color="yellow"
                      variant="light"
                      size="xs"
                      circle
                      aria-label="Login can do more than read"
                      data-testid="privilege-badge"
                    >
                      !
                    </Badge>
                  </Tooltip>
                )}
              </Group>
            </UnstyledButton>
            <Tooltip label="Data model">
              <ActionIcon
                component={Link}
                to={`/data/${connection.id}`}
                onClick={onNavigate}
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Data model of ${connection.name}`}
                className={classes.rowAction}
              >
                <TableIcon size={14} />
              </ActionIcon>
            </Tooltip>
            <Tooltip label="Definitions">
              <ActionIcon
                component={Link}
                to={`/data/${connection.id}/definitions`}
                onClick={onNavigate}
                variant="subtle"
                color="gray"
                size="sm"
                aria-label={`Definitions of ${connection.name}`}
                className={classes.rowAction}
              >
                <BookIcon size={14} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
      </Stack>
      {can(role, "create", "connection") && (
        <Button
          component={Link}
          to="/connection"
          variant="light"
          size="xs"
          fullWidth
          mt="xs"
          leftSection={<PlusIcon size={14} />}
          onClick={onNavigate}
        >
          Add Database
        </Button>
      )}
    </Box>
  );
}

function UserCard() {
  const { user, role } = useWorkspace();
  const initials = user.name
    .split(/\s+/)
    .map((part) => part[0])
    .join("")
    .slice(0, 2)
    .toUpperCase();
  return (
    <Group px="md" py="sm" gap="sm" wrap="nowrap" className={classes.sidebarSection}>
      <Avatar color="indigo" radius="xl" size="md">
        {initials || "?"}
      </Avatar>
      <Box miw={0}>
        <Text size="sm" fw={600} truncate="end">
          {role === "owner" ? "Project Owner" : user.name}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {role === "owner" ? user.email : role ? role[0].toUpperCase() + role.slice(1) : ""}
        </Text>
      </Box>
    </Group>
  );
}
