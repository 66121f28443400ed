// spec §2 Top bar: project name, Personal badge, the current view's badge, new chat, Share, Export
// and the Settings menu.
import {
  ActionIcon,
  Anchor,
  Badge,
  Burger,
  Button,
  Group,
  Menu,
  Text,
  Tooltip,
  useMantineColorScheme,
} from "@mantine/core";
import { Link, useLocation, useNavigate, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { errorMessage, fetchFile, logout } from "~/browser/api-client";
import { can } from "~/lib/permissions";
import { isoDay, saveBlob } from "../common/format";
import { ShareDashboardModal } from "../dashboard/share-dashboard-modal";
import { DownloadIcon, MoonIcon, PlusIcon, SettingsIcon, ShareIcon, SidebarIcon, SunIcon } from "../common/icons";
import { VIEW_LABELS, viewOf } from "./views";
import { useWorkspace, type WorkspaceContextValue } from "./workspace-context";

interface TopBarProps {
  mobileOpened: boolean;
  desktopOpened: boolean;
  onToggleMobile: () => void;
  onExpandDesktop: () => void;
}

export function TopBar({ mobileOpened, desktopOpened, onToggleMobile, onExpandDesktop }: TopBarProps) {
  const workspace = useWorkspace();
  const { project, role, openNewChat, notify } = workspace;
  const location = useLocation();
  const view = viewOf(location.pathname);
  const [sharing, setSharing] = useState<string | null>(null);
  const dashboardId = view === "dashboard" ? location.pathname.split("/")[2] : null;

  const share = async () => {
    // On a dashboard, Share makes public links; elsewhere it copies the view's address.
    if (dashboardId && can(role, "create", "share")) return setSharing(dashboardId);
    const url = window.location.href;
    try {
      await navigator.clipboard.writeText(url);
      notify(project.is_public ? "Link copied to the clipboard" : "Link copied. Only project members can open it.");
    } catch {
      notify(url);
    }
  };

  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="xs" wrap="nowrap" miw={0}>
        <Burger
          opened={mobileOpened}
          onClick={onToggleMobile}
          hiddenFrom="sm"
          size="sm"
          aria-label="Toggle navigation"
        />
        {!desktopOpened && (
          <Tooltip label="Expand sidebar">
            <ActionIcon
              variant="subtle"
              color="gray"
              onClick={onExpandDesktop}
              aria-label="Expand sidebar"
              visibleFrom="sm"
            >
              <SidebarIcon />
            </ActionIcon>
          </Tooltip>
        )}
        <Anchor
          component={Link}
          to="/projects"
          state={{ from: location.pathname }}
          underline="never"
          c="var(--mantine-color-text)"
          miw={0}
          title="Switch project"
          aria-label={`Switch project (current: ${project.name})`}
        >
          <Text fw={700} truncate="end" maw={{ base: 120, sm: 320 }}>
            {project.name}
          </Text>
        </Anchor>
        {project.is_personal && (
          <Badge variant="light" color="gray" visibleFrom="xs">
            Personal
          </Badge>
        )}
        <Badge variant="light" data-testid="view-badge" visibleFrom="xs">
          {VIEW_LABELS[view]}
        </Badge>
      </Group>
      <Group gap={6} wrap="nowrap">
        {can(role, "create", "chat") && (
          <Tooltip label="New chat">
            <ActionIcon variant="filled" onClick={() => openNewChat()} aria-label="New chat" size="lg">
              <PlusIcon />
            </ActionIcon>
          </Tooltip>
        )}
        <Button variant="default" size="sm" leftSection={<ShareIcon size={16} />} onClick={share} visibleFrom="md">
          Share
        </Button>
        {/* On a phone Share keeps its place as an icon; Export is in the Settings menu (Export Data). */}
        <ActionIcon variant="default" size="lg" onClick={share} hiddenFrom="md" aria-label="Share">
          <ShareIcon size={16} />
        </ActionIcon>
        <Button
          variant="default"
          size="sm"
          leftSection={<DownloadIcon size={16} />}
          onClick={() => exportProject(workspace)}
          visibleFrom="md"
        >
          Export
        </Button>
        <ColorSchemeToggle />
        <SettingsMenu />
      </Group>
      <ShareDashboardModal dashboardId={sharing} onClose={() => setSharing(null)} />
    </Group>
  );
}

function ColorSchemeToggle() {
  const { toggleColorScheme } = useMantineColorScheme();
  return (
    <ActionIcon variant="default" size="lg" onClick={toggleColorScheme} aria-label="Toggle colour scheme">
      <SunIcon className="ad-icon-dark" />
      <MoonIcon className="ad-icon-light" />
    </ActionIcon>
  );
}

/** spec §2 Export Data: the project as JSON named from the slug or name plus the date. */
async function exportProject({ project, notify }: WorkspaceContextValue) {
  try {
    const { blob, fileName } = await fetchFile(`/projects/${project.id}/export`);
    saveBlob(fileName ?? `${project.slug || project.name}-${isoDay()}.json`, blob);
    notify("Project exported");
  } catch (error) {
    notify(`Export failed: ${errorMessage(error)}`, "red");
  }
}

function SettingsMenu() {
  const workspace = useWorkspace();
  const { project, role, openInvite } = workspace;
  const navigate = useNavigate();
  const location = useLocation();
  const revalidator = useRevalidator();
  const signOut = async () => {
    await logout();
    navigate("/", { replace: true });
    revalidator.revalidate();
  };
  return (
    <Menu position="bottom-end" width={240} shadow="md">
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Settings">
          <SettingsIcon />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Current project</Menu.Label>
        <Menu.Item disabled>
          <Text size="sm" fw={600} truncate="end">
            {project.name}
          </Text>
          <Text size="xs" c="dimmed">
            Role: {role ?? "none"}
          </Text>
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item component={Link} to="/projects" state={{ from: location.pathname }}>
          Switch Project
        </Menu.Item>
        <Menu.Item onClick={() => exportProject(workspace)}>Export Data</Menu.Item>
        {can(role, "manage", "member") && (
          <Menu.Item component={Link} to="/members">
            Members
          </Menu.Item>
        )}
        {can(role, "create", "member") && <Menu.Item onClick={openInvite}>Invite Users</Menu.Item>}
        <Menu.Divider />
        <Menu.Item color="red" onClick={signOut}>
          Logout
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
