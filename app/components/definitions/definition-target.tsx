// What a definition says, by kind: its SQL and table, its text, or what it names.
import { Badge, Code, Group, Stack, Text } from "@mantine/core";
import type { DefinitionInput } from "~/lib/definitions";
import { classes } from "../common/classes";

export function DefinitionTarget({ definition: d }: { definition: DefinitionInput }) {
  switch (d.kind) {
    case "metric":
      return (
        <Stack gap={2}>
          <Code block className={classes.sqlBlock}>
            {d.sql}
          </Code>
          <Text size="xs" c="dimmed">
            on {d.table}
            {d.time_column ? ` · by ${d.time_column}` : ""}
          </Text>
        </Stack>
      );
    case "segment":
      return (
        <Stack gap={2}>
          <Code block className={classes.sqlBlock}>
            {d.sql}
          </Code>
          <Text size="xs" c="dimmed">
            rows of {d.table}
          </Text>
        </Stack>
      );
    case "term":
      return <Text size="sm">{d.description}</Text>;
    case "table":
      return <Code>{d.table}</Code>;
    case "column":
      return (
        <Group gap={6}>
          <Code>
            {d.table}.{d.column}
          </Code>
          {d.hidden && (
            <Badge size="sm" color="orange" variant="light">
              Hidden from answers
            </Badge>
          )}
        </Group>
      );
    case "relationship":
      return (
        <Code>
          {d.table}.{d.column} → {d.ref_table}.{d.ref_column}
        </Code>
      );
  }
}
