// SQL behind a "Show SQL" toggle with a copy button: an answer's query, the read-only-user script.
import { ActionIcon, Button, Code, Collapse, CopyButton, Group, Tooltip } from "@mantine/core";
import { useState } from "react";
import { classes } from "./classes";
import { CopyIcon } from "./icons";

export function SqlDisclosure({
  sql,
  copyLabel,
  testId,
  color,
}: {
  sql: string;
  copyLabel: string;
  testId: string;
  color?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <div>
      <Group gap="xs">
        <Button
          variant="subtle"
          color={color}
          size="compact-xs"
          onClick={() => setOpen((was) => !was)}
          aria-expanded={open}
        >
          {open ? "Hide SQL" : "Show SQL"}
        </Button>
        <CopyButton value={sql}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? "Copied" : "Copy SQL"}>
              <ActionIcon
                variant="subtle"
                size="sm"
                onClick={copy}
                aria-label={copyLabel}
                color={copied ? "green" : "gray"}
              >
                <CopyIcon size={14} />
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
      </Group>
      <Collapse in={open}>
        <Code block className={classes.sqlBlock} mt={4} data-testid={testId}>
          {sql}
        </Code>
      </Collapse>
    </div>
  );
}
