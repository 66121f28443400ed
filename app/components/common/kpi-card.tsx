// One number, large, with what it is: how a single-value answer or widget reads (issue 16).
import { Paper, Text } from "@mantine/core";
import type { Kpi } from "~/answer/kpi";

export function KpiCard({ kpi }: { kpi: Kpi }) {
  return (
    <Paper withBorder radius="md" p="md" data-testid="kpi-card" aria-label={`${kpi.label}: ${kpi.value}`}>
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {kpi.label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {kpi.value}
      </Text>
      {kpi.change && (
        <Text size="sm" c={kpi.change.startsWith("▲") ? "teal.7" : kpi.change.startsWith("▼") ? "red.7" : "dimmed"} data-testid="kpi-change">
          {kpi.change}
        </Text>
      )}
    </Paper>
  );
}
