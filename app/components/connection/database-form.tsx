// The database form of the Connect page, one per dialect (spec §2, §4, §5): Test Connection, then Connect
// Database. A plain HTML form posted to the page's action, enhanced through a fetcher.
import { Alert, Button, Checkbox, Grid, Group, PasswordInput, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { dialectSpec, type Dialect } from "~/connectors/dialects";
import type { ConnectionActionData, ConnectionFormValues } from "~/lib/page-actions";
import { useHydrated } from "../common/use-hydrated";
import { testResultMessage, type TestResult } from "~/lib/connection-messages";
import { PrivilegeAlert } from "./privilege-alert";

type Field = "name" | "host" | "port" | "database" | "username" | "password";

const portFor = (type: Dialect) => String(dialectSpec(type).form.defaultPort);

function initialValues(type: Dialect, previous?: ConnectionFormValues): ConnectionFormValues {
  if (previous && previous.type === type) return previous;
  return { type, name: "", host: "", port: portFor(type), database: "", username: "", password: "", ssl: false };
}

export function DatabaseForm({ type, actionData }: { type: Dialect; actionData?: ConnectionActionData | null }) {
  const hydrated = useHydrated();
  const fetcher = useFetcher<ConnectionActionData>({ key: "database-form" });
  const fromServer =
    actionData && (actionData.intent === "test" || actionData.intent === "connect") ? actionData : null;
  const [values, setValues] = useState(() => initialValues(type, fromServer?.values));
  const [errors, setErrors] = useState<Record<string, string>>(fromServer?.fieldErrors ?? {});
  const [test, setTest] = useState<TestResult | null>(fromServer?.test ?? null);
  const [formError, setFormError] = useState<string | null>(fromServer?.formError ?? null);
  const firstType = useRef(type);

  // spec §4: changing the type resets the port (the dialect's default: 3306 for MySQL, 5432 for PostgreSQL) and the test result.
  useEffect(() => {
    if (type === firstType.current) return;
    firstType.current = type;
    setValues((current) => ({ ...current, type, port: portFor(type) }));
    setTest(null);
    setFormError(null);
  }, [type]);

  useEffect(() => {
    const answer = fetcher.data;
    if (!answer) return;
    setErrors(answer.fieldErrors ?? {});
    setTest(answer.test ?? null);
    setFormError(answer.formError ?? null);
  }, [fetcher.data]);

  // spec §4: any edit clears that field's error and the previous test result.
  const edit = (field: Field | "ssl", value: string | boolean) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setTest(null);
    setFormError(null);
  };

  const busy = fetcher.state !== "idle" ? String(fetcher.formData?.get("intent") ?? "") : null;
  const input = (field: Field, label: string, extra: Record<string, unknown> = {}) => ({
    label,
    name: field,
    value: values[field],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => edit(field, event.currentTarget.value),
    error: errors[field],
    required: true,
    ...extra,
  });

  return (
    <fetcher.Form method="post" noValidate={hydrated} aria-label={`${dialectSpec(type).label} connection`}>
      <input type="hidden" name="type" value={type} />
      {hydrated && <input type="hidden" name="enhanced" value="1" />}
      <Stack gap="sm">
        <TextInput {...input("name", "Connection name", { placeholder: "e.g. Production analytics" })} />
        <Grid gutter="sm">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput {...input("host", "Host", { placeholder: "db.example.com", autoComplete: "off" })} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <TextInput {...input("port", "Port", { inputMode: "numeric" })} />
          </Grid.Col>
        </Grid>
        <TextInput {...input("database", "Database name")} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput {...input("username", "Username", { autoComplete: "off" })} />
          <PasswordInput {...input("password", "Password", { autoComplete: "new-password" })} />
        </SimpleGrid>
        <Checkbox
          name="ssl"
          label="Use SSL"
          checked={values.ssl}
          onChange={(event) => edit("ssl", event.currentTarget.checked)}
        />
        {test && (
          <Alert color={test.isValid ? "green" : "red"} role="status" data-testid="connection-test-result">
            {testResultMessage(test)}
          </Alert>
        )}
        {test?.isValid && <PrivilegeAlert warnings={test.warnings} />}
        {formError && !test && (
          <Alert color="red" role="alert">
            {formError}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button
            type="submit"
            name="intent"
            value="test"
            variant="default"
            loading={busy === "test"}
            disabled={busy === "connect"}
          >
            Test Connection
          </Button>
          <Button
            type="submit"
            name="intent"
            value="connect"
            loading={busy === "connect"}
            disabled={!test?.isValid || busy === "test"}
          >
            Connect Database
          </Button>
        </Group>
        <Text size="xs" c="dimmed" ta="right">
          By connecting, you agree to our Terms of Service and Privacy Policy
        </Text>
      </Stack>
    </fetcher.Form>
  );
}
