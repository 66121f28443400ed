// spec §2 Layout: the collapsible sidebar with the navigation, the dashboards or chats list, the
// databases list and the user card.
import { ActionIcon, Avatar, Box, CloseButton, Group, NavLink, ScrollArea, Stack, Text, Tooltip } from "@mantine/core";
import { Link, useLocation } from "@remix-run/react";
import { ChatIcon, DashboardIcon, SidebarIcon } from "../common/icons";
import { classes } from "../common/classes";
import { ChatList } from "./chat-list";
import { DashboardList } from "./dashboard-list";
import { DatabaseList } from "./database-list";
import { sectionOf, viewOf } from "./views";
import { useWorkspace } from "./workspace-context";

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
