// After an Excel workbook upload (ADR 051), and from the data model: what each sheet became (its table, rows, columns
// with their inferred types, a few values, the values left empty), the sheets left out and why, and the relationships
// between sheets that were found and checked on the data — the CSV import summary's screen, one section per sheet.
import { Alert, Anchor, Badge, Button, Group, List, Stack, Table, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useEffect, useState } from "react";
import { api } from "~/browser/api-client";
import { formatNumber } from "~/lib/format";
import type { ConnectionJson } from "~/lib/connections";
import type { DataModel, ModelRelationship } from "~/lib/data-model";
import { classes } from "../common/classes";
import { csvTypeLabel } from "./column-types";
import { useTableSamples } from "./use-table-samples";

interface Emptied {
  count: number;
  examples: { row: number; value: string }[];
}

interface WorkbookSheet {
  sheet: string;
  table: string;
  rowCount: number;
  columns: { name: string; label: string; type: string; emptied?: Emptied }[];
  notes?: string[];
}

export interface WorkbookMetadata {
  fileName: string;
  sheets: WorkbookSheet[];
  skipped: { sheet: string; reason: string }[];
}

export const workbookOf = (connection: Pick<ConnectionJson, "metadata">): WorkbookMetadata | undefined =>
  (connection.metadata as { workbook?: WorkbookMetadata } | null)?.workbook;

const plural = (n: number, one: string, many = `${one}s`) => `${formatNumber(n)} ${n === 1 ? one : many}`;

function emptiedText(emptied: Emptied, type: string): string {
  const examples = emptied.examples.map((e) => `row ${e.row} “${e.value}”`).join(", ");
  const more = emptied.count > emptied.examples.length ? ", …" : "";
  return `${plural(emptied.count, "value")} left empty (not a ${csvTypeLabel(type).toLowerCase()}): ${examples}${more}`;
}

/** The relationships between the workbook's tables, once introspection has inferred and checked them. */
function useRelationships(connectionId: string) {
  const [relationships, setRelationships] = useState<ModelRelationship[] | null>(null);
  useEffect(() => {
    api
      .get<DataModel>(`/database/${connectionId}/model`)
      .then((model) => setRelationships(model.relationships))
      .catch(() => setRelationships([]));
  }, [connectionId]);
  return relationships;
}

export function WorkbookImportSummary(props: {
  connection: ConnectionJson;
  onContinue?: () => void;
  onUploadAnother?: () => void;
}) {
  const workbook = workbookOf(props.connection)!;
  const relationships = useRelationships(props.connection.id);
  const label = (table: string) => workbook.sheets.find((s) => s.table === table)?.sheet ?? table;
  return (
    <Stack gap="md" aria-label="Import summary">
      <div>
        <Title order={3}>Imported “{props.connection.name}”</Title>
        <Text c="dimmed">
          {plural(workbook.sheets.length, "sheet")} of {workbook.fileName} became{" "}
          {workbook.sheets.length === 1 ? "a table" : "tables"} of this connection; column types were inferred from the
          values, as for a CSV file.
        </Text>
      </div>
      {workbook.skipped.length > 0 && (
        <Alert color="yellow" title="Sheets not imported" role="note">
          <List size="sm">
            {workbook.skipped.map((s) => (
              <List.Item key={s.sheet}>
                “{s.sheet}” {s.reason}
              </List.Item>
            ))}
          </List>
        </Alert>
      )}
      {workbook.sheets.map((sheet) => (
        <SheetSection key={sheet.table} connectionId={props.connection.id} sheet={sheet} />
      ))}
      <Stack gap={4} aria-label="Relationships between sheets">
        <Text fw={600}>Relationships between sheets</Text>
        {relationships === null ? (
          <Text size="sm" c="dimmed">
            …
          </Text>
        ) : relationships.length === 0 ? (
          <Text size="sm" c="dimmed">
            None found: no column of one sheet holds the keys of another.
          </Text>
        ) : (
          relationships.map((r) => (
            <Group key={`${r.from.table}.${r.from.columns.join()}`} gap="xs">
              <Text size="sm">
                {label(r.from.table)}.{r.from.columns.join(", ")} → {label(r.to.table)}.{r.to.columns.join(", ")}
              </Text>
              <Badge size="sm" variant="light" color={r.evidence === "data" ? "green" : "gray"}>
                {r.evidence === "data" ? "checked on the data" : r.inferred ? "suggested by the names" : "declared"}
              </Badge>
            </Group>
          ))
        )}
      </Stack>
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          {props.onContinue && (
            <Anchor component={Link} to={`/data/${props.connection.id}`} size="sm">
              View data model
            </Anchor>
          )}
          {props.onUploadAnother && (
            <Anchor component="button" type="button" size="sm" onClick={props.onUploadAnother}>
              Upload another file
            </Anchor>
          )}
        </Group>
        {props.onContinue && <Button onClick={props.onContinue}>Continue to workspace</Button>}
      </Group>
    </Stack>
  );
}

function SheetSection({ connectionId, sheet }: { connectionId: string; sheet: WorkbookSheet }) {
  const { samples, loading } = useTableSamples(connectionId, sheet.table, "", true);
  const columns = sheet.columns.filter((c) => c.name !== "__row");
  return (
    <Stack gap={6} aria-label={`Sheet ${sheet.sheet}`}>
      <Text fw={600}>
        Sheet “{sheet.sheet}” → table{" "}
        <Text span ff="monospace">
          {sheet.table}
        </Text>
        <Text span c="dimmed" fw={400}>
          {" "}
          · {plural(sheet.rowCount, "row")} · {plural(columns.length, "column")}
        </Text>
      </Text>
      {sheet.notes?.map((note) => (
        <Text key={note} size="xs" c="orange.8">
          {note}
        </Text>
      ))}
      <div className={classes.tableWrap}>
        <Table withTableBorder verticalSpacing={4} aria-label={`Columns of ${sheet.sheet}`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Column</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Sample values</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columns.map((column) => (
              <Table.Tr key={column.name}>
                <Table.Td>
                  <Text size="sm">{column.label}</Text>
                  <Text size="xs" c="dimmed" ff="monospace">
                    {column.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm">{csvTypeLabel(column.type)}</Text>
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" lineClamp={2}>
                    {loading && !samples ? "…" : (samples?.[column.name] ?? []).join(" · ") || "—"}
                  </Text>
                  {column.emptied && (
                    <Text size="xs" c="orange.8" mt={2}>
                      {emptiedText(column.emptied, column.type)}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </Stack>
  );
}
