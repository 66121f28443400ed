// The sidebar's list parts: a list's title with its action, and a row that links to a chat or dashboard and may
// delete it.
import { ActionIcon, Group, Text, UnstyledButton } from "@mantine/core";
import { Link } from "@remix-run/react";
import { TrashIcon } from "../common/icons";
import { classes } from "../common/classes";

export function ListTitle({ children, action }: { children: React.ReactNode; action?: React.ReactNode }) {
  return (
    <Group justify="space-between" mt="xs" mb={4} px={4}>
      <Text size="xs" fw={700} c="dimmed" tt="uppercase">
        {children}
      </Text>
      {action}
    </Group>
  );
}

export function ListRow(props: {
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
