// After a CSV upload, and at any time from the data model (ADR 050): what was imported (rows, columns, inferred types,
// a few values, the values left empty), with a way to rename a column or change its type — seeing first which values
// would be left empty — and to merge spellings that differ only by case or spaces. Changes are made on the server
// from the imported table; the previous import stays when a value does not convert and is not to be left empty.
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { Link } from "@remix-run/react";
import { useEffect, useMemo, useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import type { ConnectionJson } from "~/lib/connections";
import { classes } from "../common/classes";
import { formatNumber } from "~/lib/format";
import { CSV_TYPE_OPTIONS, csvTypeLabel } from "./column-types";
import { useTableSamples } from "./use-table-samples";

interface Emptied {
  count: number;
  examples: { row: number; value: string }[];
}

interface CsvColumn {
  name: string;
  label: string;
  type: string;
  emptied?: Emptied;
}

interface Variants {
  column: string;
  spellings: { value: string; count: number }[];
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

type Draft = { name: string; type: string; leaveEmpty: boolean };

const csvOf = (connection: ConnectionJson) => (connection.metadata as { csv: CsvMetadata }).csv;
const dataColumns = (csv: CsvMetadata) => csv.columns.filter((c) => c.name !== "__row");
const draftOf = (csv: CsvMetadata): Draft[] =>
  dataColumns(csv).map((c) => ({ name: c.label, type: c.type, leaveEmpty: false }));

function emptiedText(emptied: Emptied, verb: string): string {
  const examples = emptied.examples.map((e) => `row ${e.row} “${e.value}”`).join(", ");
  return `${formatNumber(emptied.count)} ${emptied.count === 1 ? "value" : "values"} ${verb}: ${examples}${emptied.count > emptied.examples.length ? ", …" : ""}`;
}

/** Which values a changed type would leave empty, asked of the server as the type is chosen. */
function usePreviews(connectionId: string, columns: CsvColumn[], draft: Draft[]) {
  const [previews, setPreviews] = useState<Record<string, Emptied | null>>({});
  const wanted = draft
    .map((d, i) => (d.type !== columns[i]?.type && d.type !== "text" ? `${i}:${d.type}` : null))
    .filter((k): k is string => k !== null);
  useEffect(() => {
    for (const key of wanted) {
      if (key in previews) continue;
      const [index, type] = key.split(":");
      api
        .get<{ wouldEmpty: Emptied | null }>(`/database/${connectionId}/columns?index=${index}&type=${type}`)
        .then((data) => setPreviews((all) => ({ ...all, [key]: data.wouldEmpty })))
        .catch(() => setPreviews((all) => ({ ...all, [key]: null })));
    }
  }, [connectionId, wanted.join(","), previews]); // eslint-disable-line react-hooks/exhaustive-deps
  return previews;
}

export function CsvImportSummary(props: {
  connection: ConnectionJson;
  upload?: CsvUploadSettings;
  onReimported: (connection: ConnectionJson) => void;
  onContinue?: () => void;
  onUploadAnother?: () => void;
}) {
  const csv = csvOf(props.connection);
  const columns = dataColumns(csv);
  const [draft, setDraft] = useState<Draft[]>(() => draftOf(csv));
  const [progress, setProgress] = useState<number | null>(null);
  const [variants, setVariants] = useState<Variants[]>([]);
  useEffect(() => {
    api
      .get<{ variants: Variants[] }>(`/database/${props.connection.id}/columns`)
      .then((data) => setVariants(data.variants))
      .catch(() => setVariants([]));
  }, [props.connection.id, csv.table, props.connection]);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const { samples, loading } = useTableSamples(props.connection.id, csv.table, "", true, version);
  const changed = useMemo(
    () => draft.map((d, i) => d.name.trim() !== columns[i]?.label || d.type !== columns[i]?.type),
    [draft, columns],
  );
  const previews = usePreviews(props.connection.id, columns, draft);
  const dirty = changed.some(Boolean);
  const blank = draft.some((d) => !d.name.trim());

  const edit = (index: number, patch: Partial<Draft>) => {
    setDraft((all) => all.map((d, i) => (i === index ? { ...d, ...patch } : d)));
    setError(null);
    setNotice(null);
  };

  const apply = async (
    changes: { index: number; name?: string; type?: string; badValues?: "empty" | "fail"; merge?: boolean }[],
    done: (next: CsvMetadata) => string,
  ) => {
    setProgress(0);
    setError(null);
    try {
      const result = await api.post<{ connection: ConnectionJson }>(
        `/database/${props.connection.id}/columns`,
        { changes },
        { retry: false },
      );
      const next = csvOf(result.connection);
      setDraft(draftOf(next));
      setVersion((v) => v + 1);
      setNotice(done(next));
      props.onReimported(result.connection);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  // Every column's name and type, so earlier changes survive.
  const reimport = () =>
    apply(
      draft.map((d, index) => ({
        index,
        name: d.name.trim(),
        type: d.type,
        badValues: d.leaveEmpty ? "empty" : "fail",
      })),
      (next) => `Re-imported ${formatNumber(next.rowCount)} rows with your changes.`,
    );

  const merge = (group: Variants) => {
    const index = columns.findIndex((c) => c.name === group.column);
    return apply(
      [{ index, merge: true }],
      () => `Merged the spellings of “${group.spellings[0]!.value.trim()}” and any others in ${columns[index]?.label}.`,
    );
  };

  return (
    <Stack gap="sm" aria-label="Import summary">
      <div>
        <Title order={3}>Imported “{props.connection.name}”</Title>
        <Text c="dimmed">
          {formatNumber(csv.rowCount)} {csv.rowCount === 1 ? "row" : "rows"} and {columns.length}{" "}
          {columns.length === 1 ? "column" : "columns"} from {csv.fileName}, into the table{" "}
          <Text span ff="monospace">
            {csv.table}
          </Text>
          . Check the types below: rename a column or change its type, then re-import.
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
                  <TextInput
                    size="xs"
                    aria-label={`Name of column ${i + 1}`}
                    value={draft[i]?.name ?? ""}
                    onChange={(e) => edit(i, { name: e.currentTarget.value })}
                    error={draft[i]?.name.trim() ? undefined : "Enter a name"}
                  />
                  <Text size="xs" c="dimmed" ff="monospace" mt={2}>
                    {column.name}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <NativeSelect
                    size="xs"
                    aria-label={`Type of ${column.label}`}
                    data={CSV_TYPE_OPTIONS.map((o) => ({ ...o }))}
                    value={draft[i]?.type ?? column.type}
                    onChange={(e) => edit(i, { type: e.currentTarget.value })}
                  />
                  {draft[i]?.type !== column.type && (
                    <Text size="xs" c="dimmed" mt={2}>
                      was {csvTypeLabel(column.type)}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" ff="monospace" lineClamp={2}>
                    {loading && !samples ? "…" : (samples?.[column.name] ?? []).join(" · ") || "—"}
                  </Text>
                  {column.emptied && (
                    <Text size="xs" c="orange.8" mt={2}>
                      {emptiedText(
                        column.emptied,
                        "left empty (not a " + csvTypeLabel(column.type).toLowerCase() + ")",
                      )}
                    </Text>
                  )}
                  {draft[i]?.type !== column.type && previews[`${i}:${draft[i]?.type}`] && (
                    <>
                      <Text size="xs" c="orange.8" mt={2}>
                        {emptiedText(previews[`${i}:${draft[i]!.type}`]!, "do not convert")}
                      </Text>
                      <Checkbox
                        size="xs"
                        mt={4}
                        label="Leave them empty"
                        checked={draft[i]!.leaveEmpty}
                        onChange={(e) => edit(i, { leaveEmpty: e.currentTarget.checked })}
                      />
                    </>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
      {variants.length > 0 && (
        <Alert color="yellow" title="Values written in several ways" role="note">
          <Stack gap={4}>
            {variants.map((group) => (
              <Group key={`${group.column}:${group.spellings[0]!.value}`} gap="xs">
                <Text size="sm">
                  {columns.find((c) => c.name === group.column)?.label}:{" "}
                  {group.spellings.map((s) => `“${s.value}” (${formatNumber(s.count)})`).join(", ")}
                </Text>
                <Button
                  size="compact-xs"
                  variant="light"
                  onClick={() => merge(group)}
                  disabled={progress !== null || dirty}
                >
                  Merge into “{group.spellings[0]!.value.trim()}”
                </Button>
              </Group>
            ))}
          </Stack>
        </Alert>
      )}
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
        <Group gap="xs">
          {dirty && (
            <Button variant="subtle" onClick={() => setDraft(draftOf(csv))} disabled={progress !== null}>
              Undo changes
            </Button>
          )}
          <Button variant="light" onClick={reimport} disabled={!dirty || blank} loading={progress !== null}>
            Re-import with changes
          </Button>
          {props.onContinue && <Button onClick={props.onContinue}>Continue to workspace</Button>}
        </Group>
      </Group>
    </Stack>
  );
}
