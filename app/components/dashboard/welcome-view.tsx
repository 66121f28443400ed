// spec §2 Welcome view, dashboard generation for the active connection: the empty prompt, the creation
// form (name, 'Generate dashboard with AI' BETA), the progress screen, the result; 'Empty Dashboard'
// for a manual dashboard and 'Generation Failed' with Try Again and Dismiss.
import {
  Alert,
  Badge,
  Button,
  Card,
  Center,
  Checkbox,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from "@mantine/core";
import { Link, Navigate } from "@remix-run/react";
import { useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import { can, canAsk, type Role } from "~/lib/permissions";
import { formatDate } from "~/lib/format";
import { DashboardIcon } from "../common/icons";
import type { Dashboard } from "../workspace/types";
import { AskBox } from "../chat/ask-box";
import { useWorkspace } from "../workspace/workspace-context";
import { EmptyDashboard } from "./dashboard-view";
import { GenerationProgress, GenerationResult } from "./generation-screens";
import { useDashboardGeneration } from "./use-dashboard-generation";

type Screen =
  | { name: "prompt" }
  | { name: "form" }
  | { name: "generation"; input: { connectionId: string; name: string } }
  | { name: "empty"; dashboard: Dashboard };

export function WelcomeView() {
  const { connections, refreshDashboards } = useWorkspace();
  const [screen, setScreen] = useState<Screen>({ name: "prompt" });
  const generation = useDashboardGeneration(refreshDashboards);
  // spec §2: the connection view while the project has no connections.
  if (connections.length === 0) return <Navigate to="/connection" replace />;

  if (screen.name === "form") {
    return (
      <Framed>
        <CreateDashboardForm
          onCancel={() => setScreen({ name: "prompt" })}
          onCreated={(dashboard) => setScreen({ name: "empty", dashboard })}
          onGenerate={(input) => {
            setScreen({ name: "generation", input });
            void generation.generate(input);
          }}
        />
      </Framed>
    );
  }
  if (screen.name === "empty") {
    return (
      <EmptyDashboard>
        <Group gap="xs">
          <Button variant="default" onClick={() => setScreen({ name: "form" })}>
            Settings
          </Button>
          <Button variant="subtle" component={Link} to={`/dashboard/${screen.dashboard.id}`}>
            Open dashboard
          </Button>
        </Group>
      </EmptyDashboard>
    );
  }
  if (screen.name === "generation") {
    const { state } = generation;
    const dismiss = () => {
      generation.reset();
      setScreen({ name: "prompt" });
    };
    if (state.phase === "generating")
      return (
        <GenerationProgress
          key={state.run}
          progress={state.progress}
          currentStep={state.currentStep}
          iteration={state.iteration}
          notice={state.notice}
          done={state.done}
        />
      );
    if (state.phase === "completed")
      return (
        <GenerationResult
          dashboard={state.dashboard}
          onRegenerate={() => generation.regenerate(state.dashboard.id)}
          onDismiss={dismiss}
        />
      );
    if (state.phase === "failed") {
      return (
        <Framed>
          <Stack align="center" ta="center" gap="sm">
            <Title order={2}>Generation Failed</Title>
            <Alert color="red" role="alert" w="100%">
              {state.message}
            </Alert>
            <Group>
              <Button onClick={() => void generation.generate(screen.input)}>Try Again</Button>
              <Button variant="default" onClick={dismiss}>
                Dismiss
              </Button>
            </Group>
          </Stack>
        </Framed>
      );
    }
    return null; // between two runs (spec §2: the screen re-mounts after 100 ms)
  }
  return <Prompt onCreate={() => setScreen({ name: "form" })} />;
}

function Framed({ children }: { children: React.ReactNode }) {
  return (
    <Center mih="calc(100vh - 120px)">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md" w="100%" maw={560}>
        {children}
      </Paper>
    </Center>
  );
}

/** What the welcome invites to: a viewer is not asked to create or ask what their role refuses (ADR 052). */
function welcomeText(role: Role | null, connectionName: string | undefined): string {
  if (!canAsk(role))
    return "No dashboard has been shared in this project yet; the chats the team asks appear under Query.";
  return connectionName
    ? `Create a dashboard for ${connectionName}, or ask a question about it.`
    : "Connect a database to get started.";
}

function Prompt({ onCreate }: { onCreate: () => void }) {
  const { user, activeConnection, role, dashboards } = useWorkspace();
  const actions = (
    <Group justify="center" mt="sm">
      {can(role, "create", "dashboard") && <Button onClick={onCreate}>Create New Dashboard</Button>}
    </Group>
  );
  if (dashboards?.length) {
    return (
      <Stack>
        <Group justify="space-between">
          <Title order={2}>Dashboards</Title>
          {actions}
        </Group>
        <AskBox chips={false} />
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {dashboards.map((dashboard) => (
            <Card key={dashboard.id} withBorder radius="md" component={Link} to={`/dashboard/${dashboard.id}`}>
              <Text fw={600}>{dashboard.title || "Untitled Dashboard"}</Text>
              <Text size="sm" c="dimmed">
                {(dashboard.widgets_config?.widgets ?? []).length} widgets · updated {formatDate(dashboard.updated_at)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    );
  }
  return (
    <Framed>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light">
          <DashboardIcon size={28} />
        </ThemeIcon>
        <Title order={2}>No Dashboard Available</Title>
        <Text c="dimmed">
          Welcome, {user.name}. {welcomeText(role, activeConnection?.name)}
        </Text>
        <AskBox />
        {actions}
        {!user.email_verified && <VerifyEmailHint />}
      </Stack>
    </Framed>
  );
}

/** spec §1: email verification; the link arrives by e-mail and can be sent again. */
function VerifyEmailHint() {
  const [state, setState] = useState<{ busy?: boolean; text?: string }>({});
  const resend = async () => {
    setState({ busy: true });
    try {
      const result = await api.post<{ sent: boolean }>("/auth/resend-verification", {}, { base: "", retry: false });
      setState({ text: result.sent ? "Verification email sent." : "Your email address is already verified." });
    } catch (error) {
      setState({ text: errorMessage(error) });
    }
  };
  return (
    <Text size="xs" c="dimmed" mt="xs">
      Your email address is not verified yet.{" "}
      {state.text ?? (
        <Button variant="subtle" size="compact-xs" onClick={resend} loading={state.busy}>
          Resend verification email
        </Button>
      )}
    </Text>
  );
}

/** spec §5: the name is required after trimming; a connection must exist. */
function CreateDashboardForm(props: {
  onCancel: () => void;
  onCreated: (dashboard: Dashboard) => void;
  onGenerate: (input: { connectionId: string; name: string }) => void;
}) {
  const { project, activeConnection, refreshDashboards } = useWorkspace();
  const [title, setTitle] = useState("");
  const [withAi, setWithAi] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return setError("Please enter a dashboard name");
    if (!activeConnection) return setError("No database connection available. Please try again.");
    if (withAi) return props.onGenerate({ connectionId: activeConnection.id, name: title.trim() });
    setBusy(true);
    try {
      const dashboard = await api.post<Dashboard>(
        "/dashboards",
        {
          title: title.trim(),
          project_id: project.id,
          connection_id: activeConnection.id,
          is_template: false,
          widgets_config: { layout: "grid", widgets: [] },
        },
        { retry: false },
      );
      await refreshDashboards();
      props.onCreated(dashboard);
    } catch (failure) {
      setError(`Failed to create dashboard: ${errorMessage(failure)}`);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack>
        <Title order={3}>Create New Dashboard</Title>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <TextInput
          label="Dashboard name"
          required
          value={title}
          onChange={(event) => {
            setTitle(event.currentTarget.value);
            setError(null);
          }}
          placeholder="e.g. Sales overview"
          data-autofocus
        />
        <Checkbox
          checked={withAi}
          onChange={(event) => setWithAi(event.currentTarget.checked)}
          label={
            <Group gap={6}>
              Generate dashboard with AI
              <Badge size="xs" color="grape" variant="light">
                BETA
              </Badge>
            </Group>
          }
          description="Analyses the data and builds charts with insights for you"
        />
        <Text size="sm" c="dimmed">
          {activeConnection ? `Data source: ${activeConnection.name}` : "No database connection available."}
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!title.trim()} loading={busy}>
            {withAi ? "Generate Dashboard" : "Create Dashboard"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
