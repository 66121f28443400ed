// The parts of an AI-generated dashboard around its widgets (spec §2 Dashboard view, §9): subtitle,
// business domain, quality score (green ≥ 80, yellow ≥ 60, else red), iterations n/2, next steps and
// performance figures.
import { Badge, Group, List, Paper, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { MAX_GENERATION_ITERATIONS, QUALITY_COLOURS } from "~/lib/limits";
import type { GeneratedDashboard } from "../workspace/types";

export function qualityColour(score: number): "green" | "yellow" | "red" {
  if (score >= QUALITY_COLOURS.green) return "green";
  if (score >= QUALITY_COLOURS.yellow) return "yellow";
  return "red";
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function GeneratedHeader({ dashboard }: { dashboard: GeneratedDashboard }) {
  return (
    <Stack gap={6}>
      <Group gap="xs">
        <Title order={2}>{dashboard.title || "Untitled Dashboard"}</Title>
        <Badge variant="light" color="grape">
          BETA
        </Badge>
      </Group>
      {dashboard.subtitle && <Text c="dimmed">{dashboard.subtitle}</Text>}
      <Group gap="xs">
        {dashboard.businessDomain?.name && (
          <Badge variant="outline" color="gray">
            {dashboard.businessDomain.name}
          </Badge>
        )}
        {dashboard.qualityScore !== null && (
          <Badge color={qualityColour(dashboard.qualityScore)} variant="light" data-testid="quality-score">
            Quality {Math.round(dashboard.qualityScore)}/100
          </Badge>
        )}
        {dashboard.performance && (
          <Badge variant="light" color="gray">
            Iterations {dashboard.performance.iterationCount}/{MAX_GENERATION_ITERATIONS}
          </Badge>
        )}
      </Group>
    </Stack>
  );
}

/** `nextSteps`: false for readers who cannot take them (a viewer cannot ask or share, ADR 052). */
export function GeneratedFooter({
  dashboard,
  nextSteps = true,
}: {
  dashboard: GeneratedDashboard;
  nextSteps?: boolean;
}) {
  const performance = dashboard.performance;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {nextSteps && dashboard.nextSteps.length > 0 && (
        <Paper withBorder p="md" radius="md">
          <Title order={4} mb="xs">
            Next steps
          </Title>
          <List size="sm" spacing={4}>
            {dashboard.nextSteps.map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        </Paper>
      )}
      {performance && (
        <Paper withBorder p="md" radius="md">
          <Title order={4} mb="xs">
            Performance
          </Title>
          <SimpleGrid cols={2} spacing={6}>
            <Text size="sm">Total time</Text>
            <Text size="sm">{seconds(performance.totalTime)}</Text>
            <Text size="sm">Business analysis</Text>
            <Text size="sm">{seconds(performance.businessAnalysisTime)}</Text>
            <Text size="sm">Query execution</Text>
            <Text size="sm">{seconds(performance.queryExecutionTime)}</Text>
            <Text size="sm">Quality iterations</Text>
            <Text size="sm">
              {performance.iterationCount}/{MAX_GENERATION_ITERATIONS}
            </Text>
          </SimpleGrid>
          {dashboard.steps && dashboard.steps.length > 0 && (
            <List size="xs" spacing={2} mt="sm" aria-label="Generation steps">
              {dashboard.steps.map((step, i) => (
                <List.Item key={`${i}-${step.step}`}>
                  {seconds(step.at)} · {step.step}
                </List.Item>
              ))}
            </List>
          )}
        </Paper>
      )}
    </SimpleGrid>
  );
}
