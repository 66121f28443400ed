// The warning for a login that can do more than read, with the SQL for a read-only one (connection test, list).
import { ActionIcon, Alert, Button, Code, Collapse, CopyButton, Group, List, Tooltip } from "@mantine/core";
import { useState } from "react";
import type { PrivilegeWarning } from "~/lib/privileges";
import { CopyIcon } from "../common/icons";

export function PrivilegeAlert({ warnings }: { warnings: PrivilegeWarning[] | undefined }) {
  const [sqlOpen, setSqlOpen] = useState(false);
  if (!warnings?.length) return null;
  const sql = warnings[0].readOnlySql;
  return (
    <Alert color="yellow" variant="light" title="This login can do more than read" data-testid="privilege-warning">
      <List size="sm" spacing={2}>
        {warnings.map((warning) => (
          <List.Item key={warning.risk}>{warning.message}</List.Item>
        ))}
      </List>
      <Group gap="xs" mt="xs">
        <Button variant="subtle" color="yellow" size="compact-xs" onClick={() => setSqlOpen((open) => !open)} aria-expanded={sqlOpen}>
          {sqlOpen ? "Hide SQL" : "Show SQL"}
        </Button>
        <CopyButton value={sql}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? "Copied" : "Copy SQL"}>
              <ActionIcon variant="subtle" size="sm" onClick={copy} aria-label="Copy read-only user SQL" color={copied ? "green" : "gray"}>
                <CopyIcon size={14} />
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Collapse in={sqlOpen}>
        <Code block mt={4} data-testid="read-only-user-sql">
          {sql}
        </Code>
      </Collapse>
    </Alert>
  );
}
