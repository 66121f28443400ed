// Edit SQL (issue 18): the answer's SQL in an editor; Run sends it through the guard and adds the result to
// the chat as a new answer, with its chart, ready for a dashboard.
import { Alert, Button, Group, Modal, Skeleton, Stack, Text } from "@mantine/core";
import { Suspense, lazy, useCallback, useEffect, useRef, useState } from "react";
import { ApiError, api, errorMessage } from "~/browser/api-client";
import { dialectOfConnection } from "~/connectors/dialects";
import { useHydrated } from "../common/use-hydrated";
import type { Connection, VisualizationResult } from "../workspace/types";

const SqlEditor = lazy(() => import("./sql-editor.client"));

interface TableColumns {
  name: string;
  schema?: string | null;
  columns: { name: string }[];
}

/** Table → column names of a connection, for the editor's completion; none when the tables cannot be read. */
function useSchema(connectionId: string, opened: boolean): Record<string, string[]> {
  const [schema, setSchema] = useState<Record<string, string[]>>({});
  useEffect(() => {
    if (!opened) return;
    let live = true;
    api
      .get<{ tables: TableColumns[] }>(`/database/${connectionId}/metadata`)
      .then(
        ({ tables }) =>
          live &&
          setSchema(
            Object.fromEntries(
              tables.map((table) => [
                table.name,
                table.columns.map((column) => column.name).filter((name) => name !== "__row"),
              ]),
            ),
          ),
      )
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [connectionId, opened]);
  return schema;
}

export function EditSqlModal(props: {
  answer: VisualizationResult | null;
  connection: Pick<Connection, "id" | "type">;
  onAnswered: (answer: VisualizationResult) => void;
  onClose: () => void;
}) {
  const { answer, connection, onAnswered, onClose } = props;
  const hydrated = useHydrated();
  const [sql, setSql] = useState(answer?.sql ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const schema = useSchema(connection.id, Boolean(answer));
  const latest = useRef(sql);
  latest.current = sql;

  useEffect(() => {
    setSql(answer?.sql ?? "");
    setError(null);
  }, [answer]);

  const run = useCallback(async () => {
    if (!answer?.messageId || !latest.current.trim()) return;
    setBusy(true);
    setError(null);
    try {
      onAnswered(
        await api.post<VisualizationResult>(
          `/chats/messages/${answer.messageId}/sql`,
          { sql: latest.current },
          { retry: false },
        ),
      );
      onClose();
    } catch (failure) {
      // The person wrote this SQL: the guard's or the database's own words tell them what to fix.
      setError(
        failure instanceof ApiError && failure.code === "QUERY_EXECUTION_ERROR" && failure.message
          ? failure.message
          : errorMessage(failure),
      );
    } finally {
      setBusy(false);
    }
  }, [answer, onAnswered, onClose]);

  return (
    // Escape belongs to the editor (it closes the completion list), not to the dialog.
    <Modal opened={Boolean(answer)} onClose={onClose} title="Edit SQL" size="xl" centered closeOnEscape={false}>
      <Stack>
        <Text size="sm" c="dimmed">
          Fix the query for “{answer?.question}”. It runs read-only; the result is added to the chat as a new answer.
        </Text>
        {hydrated && (
          <Suspense fallback={<Skeleton height={180} />}>
            <SqlEditor
              value={sql}
              onChange={setSql}
              onRun={run}
              dialect={dialectOfConnection(connection.type)}
              schema={schema}
            />
          </Suspense>
        )}
        {error && (
          <Alert color="red" role="alert" title="The query did not run">
            {error}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            Ctrl+Enter runs the query
          </Text>
          <Group>
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button onClick={run} loading={busy} disabled={!sql.trim()}>
              Run
            </Button>
          </Group>
        </Group>
      </Stack>
    </Modal>
  );
}
