// The progress and result screens of dashboard generation (spec §2 Welcome view, states 3 and 4).
import { Alert, Badge, Button, Center, Grid, Group, List, Paper, Progress, Stack, Text, Title } from "@mantine/core";
import { Link } from "@remix-run/react";
import { GRID_COLUMNS, MAX_GENERATION_ITERATIONS } from "~/lib/limits";
import { canAsk } from "~/lib/permissions";
import type { GeneratedDashboard } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";
import { GeneratedFooter, GeneratedHeader } from "./generated-summary";
import { WidgetCard } from "./widget-card";

export function GenerationProgress({
  progress,
  currentStep,
  iteration,
  notice,
  done = [],
}: {
  progress: number;
  currentStep: string;
  iteration: number;
  notice?: string | null;
  done?: string[];
}) {
  return (
    <Center mih="calc(100vh - 120px)">
      <Paper withBorder p={{ base: "md", sm: "xl" }} radius="md" w="100%" maw={560}>
        <Stack gap="sm">
          <Group gap="xs">
            <Title order={3}>Generating your dashboard</Title>
            <Badge size="sm" color="grape" variant="light">
              BETA
            </Badge>
          </Group>
          {done.length > 0 && (
            <List size="xs" c="dimmed" spacing={2} aria-label="Steps done">
              {done.map((step) => (
                <List.Item key={step}>✓ {step}</List.Item>
              ))}
            </List>
          )}
          <Progress value={progress} animated size="lg" aria-label="Generation progress" />
          <Group justify="space-between">
            <Text size="sm" role="status" aria-live="polite" data-testid="generation-step">
              {currentStep}
            </Text>
            <Text size="sm" c="dimmed">
              {Math.round(progress)}%
            </Text>
          </Group>
          <Text size="xs" c="dimmed">
            Quality iteration {iteration}/{MAX_GENERATION_ITERATIONS}
          </Text>
          {notice && (
            <Alert color="yellow" variant="light" data-testid="job-notice">
              {notice}
            </Alert>
          )}
        </Stack>
      </Paper>
    </Center>
  );
}

export function GenerationResult({
  dashboard,
  onRegenerate,
  onDismiss,
}: {
  dashboard: GeneratedDashboard;
  onRegenerate: () => void;
  onDismiss: () => void;
}) {
  const { askInNewChat, role } = useWorkspace();
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <GeneratedHeader dashboard={dashboard} />
        <Group gap="xs">
          <Button component={Link} to={`/dashboard/${dashboard.id}`}>
            Open dashboard
          </Button>
          <Button variant="default" onClick={onRegenerate}>
            Regenerate
          </Button>
          <Button variant="subtle" onClick={onDismiss}>
            Dismiss
          </Button>
        </Group>
      </Group>
      <Grid columns={GRID_COLUMNS}>
        {dashboard.widgets.map((widget) => (
          <Grid.Col key={widget.id} span={{ base: GRID_COLUMNS, lg: GRID_COLUMNS / 2 }}>
            <WidgetCard widget={widget} onAsk={canAsk(role) ? (question) => void askInNewChat(question) : undefined} />
          </Grid.Col>
        ))}
      </Grid>
      <GeneratedFooter dashboard={dashboard} />
    </Stack>
  );
}
