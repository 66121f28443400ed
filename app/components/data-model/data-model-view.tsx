// "See your data": a connection's tables (collapsed when there are many, with a filter), their columns, keys and
// sample values, the relationships between them, and what the question engine made of them.
import { Accordion, Badge, Button, Group, Paper, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useMemo, useState } from "react";
import type { DataModel, ModelRelationship, ModelTable } from "~/lib/data-model";
import { connectionTypeLabel } from "~/connectors/dialects";
import { classes } from "../common/classes";
import { formatNumber } from "~/lib/format";
import { ModelTablePanel, rowCountText, TableRoles } from "./model-table";

const OPEN_ALL_UP_TO = 3;

function matches(table: ModelTable, needle: string): boolean {
  if (!needle) return true;
  const words = [table.name, table.label, ...table.columns.flatMap((c) => [c.name, c.label])];
  return words.some((word) => word.toLowerCase().includes(needle));
}

export function DataModelView({ model }: { model: DataModel }) {
  const [filter, setFilter] = useState("");
  const [opened, setOpened] = useState<string[]>(() =>
    model.tables.length <= OPEN_ALL_UP_TO ? model.tables.map(keyOf) : [],
  );
  const needle = filter.trim().toLowerCase();
  const shown = useMemo(() => model.tables.filter((t) => matches(t, needle)), [model.tables, needle]);
  const totalRows = model.tables.reduce((sum, t) => sum + t.rowCount, 0);
  const estimated = model.tables.some((t) => !t.rowCountExact);

  return (
    <Stack gap="md" maw={1200}>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <div>
          <Group gap="xs">
            <Title order={2}>{model.connection.name}</Title>
            <Badge variant="light">{connectionTypeLabel(model.connection.type)}</Badge>
          </Group>
          <Text c="dimmed">
            Data model: {model.tables.length} {model.tables.length === 1 ? "table" : "tables"} ·{" "}
            {estimated ? "about " : ""}
            {formatNumber(totalRows)} rows · {model.relationships.length}{" "}
            {model.relationships.length === 1 ? "relationship" : "relationships"}
          </Text>
        </div>
        <Group gap="xs">
          <Button component={Link} to={`/data/${model.connection.id}/definitions`} variant="light">
            Definitions
          </Button>
          <Button component={Link} to="/" variant="default">
            Back to workspace
          </Button>
        </Group>
      </Group>
      {model.tables.length === 0 ? (
        <Paper withBorder p="lg">
          <Text>This connection has no tables its login may read. Upload a CSV or connect a database with tables.</Text>
        </Paper>
      ) : (
        <>
          <Group gap="sm" wrap="wrap">
            <TextInput
              placeholder="Filter tables and columns"
              aria-label="Filter tables and columns"
              value={filter}
              onChange={(e) => setFilter(e.currentTarget.value)}
              w={320}
            />
            {model.tables.length > OPEN_ALL_UP_TO && (
              <>
                <Button variant="subtle" size="xs" onClick={() => setOpened(shown.map(keyOf))}>
                  Expand all
                </Button>
                <Button variant="subtle" size="xs" onClick={() => setOpened([])}>
                  Collapse all
                </Button>
              </>
            )}
            {needle && (
              <Text size="sm" c="dimmed">
                {shown.length} of {model.tables.length} tables
              </Text>
            )}
          </Group>
          {shown.length === 0 && <Text c="dimmed">No table or column matches “{filter.trim()}”.</Text>}
          <Accordion multiple value={opened} onChange={setOpened} variant="separated" chevronPosition="left">
            {shown.map((table) => (
              <Accordion.Item key={keyOf(table)} value={keyOf(table)}>
                <Accordion.Control aria-label={`Table ${table.name}`}>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Group gap="xs" wrap="wrap">
                      <Text fw={700} ff="monospace">
                        {table.name}
                      </Text>
                      {table.label !== table.name && (
                        <Text c="dimmed" size="sm">
                          {table.label}
                        </Text>
                      )}
                      <TableRoles table={table} />
                    </Group>
                    <Text size="sm" c="dimmed">
                      {rowCountText(table)} · {table.columns.length} {table.columns.length === 1 ? "column" : "columns"}
                    </Text>
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <ModelTablePanel
                    connectionId={model.connection.id}
                    table={table}
                    opened={opened.includes(keyOf(table))}
                  />
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
          <Relationships relationships={model.relationships} single={model.tables.length === 1} />
        </>
      )}
    </Stack>
  );
}

const keyOf = (table: ModelTable) => `${table.schema}.${table.name}`;

function evidenceText(r: ModelRelationship): string {
  if (!r.inferred) return "Declared";
  return r.evidence === "data" ? "Inferred · checked on the data" : "Inferred · from names only";
}

function Relationships({ relationships, single }: { relationships: ModelRelationship[]; single: boolean }) {
  return (
    <Stack gap="xs">
      <Title order={4}>Relationships</Title>
      {relationships.length === 0 ? (
        <Text size="sm" c="dimmed">
          {single
            ? "One table: nothing to relate."
            : "No relationships: no keys are declared, and none could be inferred from column names and the data."}
        </Text>
      ) : (
        <div className={classes.tableWrap}>
          <Table withTableBorder verticalSpacing={6} aria-label="Relationships">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>From</Table.Th>
                <Table.Th>To</Table.Th>
                <Table.Th>Kind</Table.Th>
                <Table.Th>Source</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {relationships.map((r) => (
                <Table.Tr key={`${r.from.table}.${r.from.columns.join(",")}`}>
                  <Table.Td ff="monospace">
                    {r.from.table}.{r.from.columns.join(", ")}
                  </Table.Td>
                  <Table.Td ff="monospace">
                    {r.to.schema ? `${r.to.schema}.` : ""}
                    {r.to.table}.{r.to.columns.join(", ")}
                  </Table.Td>
                  <Table.Td>{r.cardinality === "one-to-one" ? "One to one" : "Many to one"}</Table.Td>
                  <Table.Td>
                    <Badge
                      size="sm"
                      variant={r.inferred ? "outline" : "light"}
                      color={r.inferred ? "indigo" : "green"}
                      tt="none"
                    >
                      {evidenceText(r)}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </div>
      )}
    </Stack>
  );
}
