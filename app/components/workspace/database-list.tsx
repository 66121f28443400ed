// The sidebar's databases (spec §2 Layout): pick the active one, see its status and whether its login can do more
// than read, open its data model or definitions, add one.
import { ActionIcon, Badge, Box, Button, Group, Stack, Text, Tooltip, UnstyledButton } from "@mantine/core";
import { Link } from "@remix-run/react";
import { can } from "~/lib/permissions";
import { privilegeReportOf } from "~/lib/privileges";
import { BookIcon, PlusIcon, SettingsIcon, TableIcon } from "../common/icons";
import { classes } from "../common/classes";
import { ListTitle } from "./sidebar-rows";
import { useWorkspace } from "./workspace-context";

export function DatabaseList({ onNavigate }: { onNavigate: () => void }) {
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
