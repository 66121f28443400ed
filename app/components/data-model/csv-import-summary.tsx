// After a CSV upload: what was imported (rows, columns, inferred types, a few values), with a way to rename a column
// or change its type and import the same file again into the same connection. The browser still holds the file, so
// a re-import posts it again with the changes; the server keeps the previous import when a value does not convert.
import { Alert, Anchor, Button, Group, NativeSelect, Progress, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { useMemo, useState } from "react";
import { errorMessage, uploadCsvFile } from "~/browser/api-client";
import type { ConnectionJson } from "~/services/connections.server";
import { classes } from "../common/classes";
import { formatNumber } from "~/lib/format";
import { CSV_TYPE_OPTIONS, csvTypeLabel } from "./column-types";
import { useTableSamples } from "./use-table-samples";

interface CsvColumn {
  name: string;
  label: string;
  type: string;
}

interface CsvMetadata {
  fileName: string;
  table: string;
  rowCount: number;
  columns: CsvColumn[];
}

export interface CsvUploadSettings {
  file: File;
  projectId: string;
  hasHeaders: boolean;
  delimiter: string;
}

type Draft = { name: string; type: string };

const csvOf = (connection: ConnectionJson) => (connection.metadata as { csv: CsvMetadata }).csv;
const dataColumns = (csv: CsvMetadata) => csv.columns.filter((c) => c.name !== "__row");
const draftOf = (csv: CsvMetadata): Draft[] => dataColumns(csv).map((c) => ({ name: c.label, type: c.type }));

export function CsvImportSummary(props: { connection: ConnectionJson; upload: CsvUploadSettings; onReimported: (connection: ConnectionJson) => void; onContinue: () => void; onUploadAnother: () => void }) {
  const csv = csvOf(props.connection);
  const columns = dataColumns(csv);
  const [draft, setDraft] = useState<Draft[]>(() => draftOf(csv));
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const { samples, loading } = useTableSamples(props.connection.id, csv.table, "", true, version);
  const changed = useMemo(() => draft.map((d, i) => d.name.trim() !== columns[i]?.label || d.type !== columns[i]?.type), [draft, columns]);
  const dirty = changed.some(Boolean);
  const blank = draft.some((d) => !d.name.trim());

  const edit = (index: number, patch: Partial<Draft>) => {
    setDraft((all) => all.map((d, i) => (i === index ? { ...d, ...patch } : d)));
    setError(null);
    setNotice(null);
  };

  const reimport = async () => {
    setProgress(0);
    setError(null);
    try {
      // Every column's name and type, so earlier changes survive: the file's header and inference start afresh.
      const changes = draft.map((d, index) => ({ index, name: d.name.trim(), type: d.type }));
      const result = await uploadCsvFile<{ connection: ConnectionJson }>({ ...props.upload, columns: JSON.stringify(changes), replace: props.connection.id, onProgress: setProgress });
      const next = csvOf(result.connection);
      setDraft(draftOf(next));
      setVersion((v) => v + 1);
      setNotice(`Re-imported ${formatNumber(next.rowCount)} rows with your changes.`);
      props.onReimported(result.connection);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Stack gap="sm" aria-label="Import summary">
      <div>
        <Title order={3}>Imported “{props.connection.name}”</Title>
        <Text c="dimmed">
          {formatNumber(csv.rowCount)} {csv.rowCount === 1 ? "row" : "rows"} and {columns.length} {columns.length === 1 ? "column" : "columns"} from {csv.fileName}, into the table{" "}
          <Text span ff="monospace">{csv.table}</Text>. Check the types below: rename a column or change its type, then re-import.
        </Text>
      </div>
      <div className={classes.tableWrap}>
        <Table withTableBorder verticalSpacing={6} aria-label="Imported columns">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Column name</Table.Th>
              <Table.Th>Type</Table.Th>
              <Table.Th>Sample values</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {columns.map((column, i) => (
              <Table.Tr key={column.name} bg={changed[i] ? "var(--mantine-color-yellow-light)" : undefined}>
                <Table.Td>
                  <TextInput size="xs" aria-label={`Name of column ${i + 1}`} value={draft[i]?.name ?? ""} onChange={(e) => edit(i, { name: e.currentTarget.value })} error={draft[i]?.name.trim() ? undefined : "Enter a name"} />
                  <Text size="xs" c="dimmed" ff="monospace" mt={2}>{column.name}</Text>
                </Table.Td>
                <Table.Td>
                  <NativeSelect size="xs" aria-label={`Type of ${column.label}`} data={CSV_TYPE_OPTIONS.map((o) => ({ ...o }))} value={draft[i]?.type ?? column.type} onChange={(e) => edit(i, { type: e.currentTarget.value })} />
                  {draft[i]?.type !== column.type && <Text size="xs" c="dimmed" mt={2}>was {csvTypeLabel(column.type)}</Text>}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" lineClamp={2}>
                    {loading && !samples ? "…" : (samples?.[column.name] ?? []).join(" · ") || "—"}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {progress !== null && <Progress value={progress} animated aria-label="Re-import progress" />}
      {error && (
        <Alert color="red" role="alert" title="Re-import failed">
          {error}
        </Alert>
      )}
      {notice && (
        <Alert color="green" role="status">
          {notice}
        </Alert>
      )}
      <Group justify="space-between" wrap="wrap">
        <Group gap="xs">
          <Anchor component={Link} to={`/data/${props.connection.id}`} size="sm">View data model</Anchor>
          <Anchor component="button" type="button" size="sm" onClick={props.onUploadAnother}>Upload another file</Anchor>
        </Group>
        <Group gap="xs">
          {dirty && (
            <Button variant="subtle" onClick={() => setDraft(draftOf(csv))} disabled={progress !== null}>
              Undo changes
            </Button>
          )}
          <Button variant="light" onClick={reimport} disabled={!dirty || blank} loading={progress !== null}>
            Re-import with changes
          </Button>
          <Button onClick={props.onContinue}>Continue to workspace</Button>
        </Group>
      </Group>
    </Stack>
  );
}
