// spec §2 Database Connections manager: list, add form, test, select, delete.
import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Collapse,
  Group,
  Modal,
  NativeSelect,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { Link, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { ApiError, api, errorMessage } from "~/browser/api-client";
import { DEFAULT_DIALECT, DIALECTS, dialectSpec, isDialect } from "~/connectors/dialects";
import { TIMEOUTS_MS } from "~/lib/limits";
import { can } from "~/lib/permissions";
import { privilegeReportOf, type PrivilegeWarning } from "~/lib/privileges";
import { CONNECTION_MESSAGES } from "~/lib/messages";
import { ConfirmModal } from "../common/confirm-modal";
import { formatDate } from "~/lib/format";
import { testResultMessage, type TestResult } from "~/lib/connection-messages";
import { PrivilegeAlert } from "../connection/privilege-alert";
import type { Connection } from "./types";
import { useWorkspace } from "./workspace-context";

export function ConnectionsManagerModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { connections, activeConnection, selectConnection, role, notify } = useWorkspace();
  const revalidator = useRevalidator();
  const [adding, setAdding] = useState(false);
  const [results, setResults] = useState<Record<string, { ok: boolean; text: string; warnings?: PrivilegeWarning[] }>>(
    {},
  );
  const [testing, setTesting] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<Connection | null>(null);

  const test = async (connection: Connection) => {
    setTesting(connection.id);
    try {
      const result = await api.post<TestResult>(
        `/connections/${connection.id}/test`,
        {},
        { timeoutMs: TIMEOUTS_MS.connectionTest, retry: false },
      );
      setResults((all) => ({
        ...all,
        [connection.id]: { ok: result.isValid, text: testResultMessage(result), warnings: result.warnings },
      }));
    } catch (error) {
      setResults((all) => ({
        ...all,
        [connection.id]: { ok: false, text: `Connection failed: ${errorMessage(error)}` },
      }));
    } finally {
      setTesting(null);
    }
  };

  const remove = async (connection: Connection) => {
    try {
      await api.del(`/connections/${connection.id}`);
      revalidator.revalidate();
    } catch (error) {
      notify(`Failed to delete connection: ${errorMessage(error)}`, "red");
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Database Connections" size="lg" centered>
      <Stack>
        {connections.length === 0 && (
          <Text c="dimmed" size="sm">
            No database connections found
          </Text>
        )}
        {connections.map((connection) => (
          <Stack
            key={connection.id}
            gap={4}
            p="sm"
            style={{ border: "1px solid var(--mantine-color-default-border)", borderRadius: 8 }}
          >
            <Group justify="space-between" wrap="wrap" gap="xs">
              <Group gap="xs" miw={0}>
                <span
                  className="ad-status-dot"
                  data-status={connection.is_active ? "active" : "inactive"}
                  role="img"
                  aria-label={connection.is_active ? "Active" : "Inactive"}
                />
                <Text fw={600} truncate="end">
                  {connection.name}
                </Text>
                <Badge variant="light" size="sm">
                  {connection.type}
                </Badge>
                {connection.id === activeConnection?.id && (
                  <Badge color="green" variant="light" size="sm">
                    Selected
                  </Badge>
                )}
              </Group>
              <Group gap={6}>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => selectConnection(connection.id)}
                  disabled={connection.id === activeConnection?.id}
                >
                  Select
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={`/data/${connection.id}`}
                  onClick={onClose}
                  aria-label={`Data model of ${connection.name}`}
                >
                  Data model
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  component={Link}
                  to={`/data/${connection.id}/definitions`}
                  onClick={onClose}
                  aria-label={`Definitions of ${connection.name}`}
                >
                  Definitions
                </Button>
                {can(role, "edit", "connection") && (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => test(connection)}
                    loading={testing === connection.id}
                  >
                    Test
                  </Button>
                )}
                {can(role, "delete", "connection") && (
                  <Button size="xs" color="red" variant="light" onClick={() => setPendingDelete(connection)}>
                    Delete
                  </Button>
                )}
              </Group>
            </Group>
            <Text size="xs" c="dimmed">
              {connection.is_active ? "Connected" : "Disconnected"}
              {connection.last_tested_at ? ` · last tested ${formatDate(connection.last_tested_at)}` : ""}
            </Text>
            {results[connection.id] && (
              <Text size="sm" c={results[connection.id].ok ? "green" : "red"} role="status">
                {results[connection.id].text}
              </Text>
            )}
            <PrivilegeAlert
              warnings={results[connection.id]?.warnings ?? privilegeReportOf(connection.metadata)?.warnings}
            />
          </Stack>
        ))}
        {can(role, "create", "connection") && (
          <>
            <Button variant="light" onClick={() => setAdding((open) => !open)} aria-expanded={adding}>
              {adding ? "Cancel adding" : "Add connection"}
            </Button>
            <Collapse in={adding}>
              <AddConnectionForm
                onAdded={(connection) => {
                  setAdding(false);
                  selectConnection(connection.id);
                  revalidator.revalidate();
                }}
              />
            </Collapse>
          </>
        )}
      </Stack>
      <ConfirmModal
        opened={Boolean(pendingDelete)}
        title="Delete connection"
        message={`Delete the connection "${pendingDelete?.name}"?`}
        onConfirm={() => (pendingDelete ? remove(pendingDelete) : undefined)}
        onClose={() => setPendingDelete(null)}
      />
    </Modal>
  );
}

/** spec §5: a port that is not a number is the default dialect's (5432). */
const FALLBACK_PORT = dialectSpec(DEFAULT_DIALECT).form.defaultPort;

const EMPTY = {
  name: "",
  type: DEFAULT_DIALECT as string,
  host: "",
  port: String(FALLBACK_PORT),
  database: "",
  username: "",
  password: "",
  ssl: false,
};

/** spec §5 modal form: name required; host, database, username, password required; port 5432 when not numeric. */
function AddConnectionForm({ onAdded }: { onAdded: (connection: Connection) => void }) {
  const { project } = useWorkspace();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string; warnings?: PrivilegeWarning[] } | null>(null);
  const [busy, setBusy] = useState<"test" | "add" | null>(null);

  const set = (field: keyof typeof EMPTY, value: string | boolean) => {
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(field === "type"
        ? { port: String(isDialect(value) ? dialectSpec(value).form.defaultPort : FALLBACK_PORT) }
        : {}),
    }));
    setErrors(({ [field]: _removed, ...rest }) => rest);
    setMessage(null);
  };

  const validate = () => {
    const found: Record<string, string> = {};
    if (!values.name.trim()) found.name = CONNECTION_MESSAGES.name;
    if (!values.host.trim()) found.host = CONNECTION_MESSAGES.host;
    if (!values.database.trim()) found.database = CONNECTION_MESSAGES.database;
    if (!values.username.trim()) found.username = CONNECTION_MESSAGES.username;
    if (!values.password) found.password = CONNECTION_MESSAGES.password;
    setErrors(found);
    return Object.keys(found).length === 0;
  };

  const credentials = () => {
    const port = Number(values.port);
    return {
      host: values.host.trim(),
      port: Number.isInteger(port) && port > 0 ? port : FALLBACK_PORT,
      database: values.database.trim(),
      username: values.username.trim(),
      password: values.password,
      ssl: values.ssl,
    };
  };

  const run = async (kind: "test" | "add") => {
    if (!validate()) return;
    setBusy(kind);
    try {
      if (kind === "test") {
        const result = await api.post<TestResult>(
          "/connections/test",
          { type: values.type, credentials: credentials() },
          { timeoutMs: TIMEOUTS_MS.connectionTest, retry: false },
        );
        setMessage({ ok: result.isValid, text: testResultMessage(result), warnings: result.warnings });
      } else {
        const connection = await api.post<Connection>(
          "/connections",
          { name: values.name.trim(), type: values.type, credentials: credentials(), project_id: project.id },
          { timeoutMs: TIMEOUTS_MS.connectionCreate, retry: false },
        );
        setValues(EMPTY);
        onAdded(connection);
      }
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length) {
        setErrors(
          Object.fromEntries(
            Object.entries(error.fields).map(([key, text]) => [key.replace(/^credentials\./, ""), text]),
          ),
        );
      } else
        setMessage({
          ok: false,
          text:
            kind === "add"
              ? `Failed to create connection: ${errorMessage(error)}`
              : `Connection failed: ${errorMessage(error)}`,
        });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Stack gap="xs" mt="xs">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
        <TextInput
          label="Connection name"
          required
          value={values.name}
          onChange={(e) => set("name", e.currentTarget.value)}
          error={errors.name}
        />
        <NativeSelect
          label="Type"
          value={values.type}
          onChange={(e) => set("type", e.currentTarget.value)}
          data={DIALECTS.map((dialect) => ({ value: dialect.id, label: dialect.label }))}
        />
        <TextInput
          label="Host"
          required
          value={values.host}
          onChange={(e) => set("host", e.currentTarget.value)}
          error={errors.host}
        />
        <TextInput
          label="Port"
          value={values.port}
          onChange={(e) => set("port", e.currentTarget.value)}
          error={errors.port}
          inputMode="numeric"
        />
        <TextInput
          label="Database"
          required
          value={values.database}
          onChange={(e) => set("database", e.currentTarget.value)}
          error={errors.database}
        />
        <TextInput
          label="Username"
          required
          value={values.username}
          onChange={(e) => set("username", e.currentTarget.value)}
          error={errors.username}
        />
        <PasswordInput
          label="Password"
          required
          value={values.password}
          onChange={(e) => set("password", e.currentTarget.value)}
          error={errors.password}
        />
        <Checkbox
          label="Use SSL"
          checked={values.ssl}
          onChange={(e) => set("ssl", e.currentTarget.checked)}
          mt={{ xs: 30 }}
        />
      </SimpleGrid>
      {message && (
        <Alert color={message.ok ? "green" : "red"} role="status">
          {message.text}
        </Alert>
      )}
      {message?.ok && <PrivilegeAlert warnings={message.warnings} />}
      <Group justify="flex-end">
        <Button variant="default" onClick={() => run("test")} loading={busy === "test"}>
          Test Connection
        </Button>
        <Button onClick={() => run("add")} loading={busy === "add"}>
          Add Connection
        </Button>
      </Group>
    </Stack>
  );
}
