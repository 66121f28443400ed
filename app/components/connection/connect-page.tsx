// spec §2 Connect Your Database page: a tab per SQL dialect (PostgreSQL, MySQL), CSV Upload and Sample Data.
import { Alert, Anchor, Button, Container, Paper, Stack, Tabs, Text, Title } from "@mantine/core";
import { useNavigate, useRevalidator } from "@remix-run/react";
import { useState } from "react";
import { DIALECTS, isDialect, type Dialect } from "~/connectors/dialects";
import { can } from "~/lib/permissions";
import type { ConnectionActionData } from "~/lib/page-actions";
import { useWorkspace } from "../workspace/workspace-context";
import { CsvUpload } from "./csv-upload";
import { DatabaseForm } from "./database-form";
import { SampleDatabases, type SampleDatabase } from "./sample-databases";

export type ConnectTab = Dialect | "csv" | "samples";
export const CONNECT_TABS: { value: ConnectTab; label: string }[] = [
  ...DIALECTS.map((dialect) => ({ value: dialect.id, label: dialect.label })),
  { value: "csv", label: "CSV Upload" },
  { value: "samples", label: "Sample Data" },
];

export function ConnectPage(props: {
  initialTab: ConnectTab;
  samples: SampleDatabase[] | null;
  samplesError: boolean;
  actionData?: ConnectionActionData | null;
}) {
  const { project, role, connections, selectConnection } = useWorkspace();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [tab, setTab] = useState<ConnectTab>(props.initialTab);
  const canConnect = can(role, "create", "connection");

  // The import summary shows next (types can still be corrected); "Continue to workspace" leaves.
  const onUploaded = (connectionId: string) => {
    selectConnection(connectionId);
    revalidator.revalidate();
  };

  return (
    <Container size="md" px={0}>
      <Stack gap="md">
        <div>
          <Title order={2}>Connect Your Database</Title>
          <Text c="dimmed">
            Connect a database, upload a CSV file or start with a sample database, then ask questions in plain language.
          </Text>
        </div>
        {connections.length === 0 && tab !== "samples" && (
          <Alert color="indigo" title="Try Sample Databases First" role="note">
            No setup needed: explore a ready-made database before connecting your own.{" "}
            <Anchor href="?tab=samples" onClick={(event) => (event.preventDefault(), setTab("samples"))}>
              Browse sample databases
            </Anchor>
          </Alert>
        )}
        {!canConnect && (
          <Alert color="yellow" role="status">
            Your role in this project may not add connections.
          </Alert>
        )}
        <Paper withBorder p={{ base: "sm", sm: "lg" }} radius="md">
          <Tabs id="connect" value={tab} onChange={(value) => value && setTab(value as ConnectTab)} keepMounted={false}>
            <Tabs.List mb="md">
              {CONNECT_TABS.map((entry) => (
                <Tabs.Tab
                  key={entry.value}
                  value={entry.value}
                  // A link, so the tabs also switch without JavaScript.
                  renderRoot={({ onClick, ...rest }) => (
                    <a
                      {...rest}
                      href={`?tab=${entry.value}`}
                      onClick={(event) => {
                        event.preventDefault();
                        onClick?.(event);
                      }}
                    />
                  )}
                >
                  {entry.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {isDialect(tab) && (
              // One form for every database tab, so switching keeps the typed values (spec §4 resets only the port).
              <div role="tabpanel" id={`connect-panel-${tab}`} aria-labelledby={`connect-tab-${tab}`}>
                <DatabaseForm type={tab} actionData={props.actionData} />
              </div>
            )}
            <Tabs.Panel value="csv">
              <CsvUpload
                projectId={project.id}
                actionData={props.actionData}
                canConnect={canConnect}
                onUploaded={onUploaded}
                onContinue={() => navigate("/")}
              />
            </Tabs.Panel>
            <Tabs.Panel value="samples">
              <SampleDatabases
                samples={props.samples}
                loadError={props.samplesError}
                onRetry={() => revalidator.revalidate()}
                actionData={props.actionData}
                canConnect={canConnect}
              />
            </Tabs.Panel>
          </Tabs>
        </Paper>
        {connections.length > 0 && (
          <Button variant="subtle" onClick={() => navigate("/")} style={{ alignSelf: "flex-start" }}>
            Back to workspace
          </Button>
        )}
      </Stack>
    </Container>
  );
}
