// One number, large, with what it is: how a single-value answer or widget reads (issue 16).
import { Paper, Text } from "@mantine/core";
import type { Kpi } from "~/answer/kpi";

/** `titled`: the card around it names the number already (a dashboard widget), so the label is not repeated. */
export function KpiCard({ kpi, titled }: { kpi: Kpi; titled?: boolean }) {
  return (
    <Paper
      withBorder={!titled}
      radius="md"
      p={titled ? 0 : "md"}
      data-testid="kpi-card"
      aria-label={`${kpi.label}: ${kpi.value}`}
      style={{ containerType: "inline-size" }}
    >
      {!titled && (
        <Text size="xs" c="dimmed" fw={600}>
          {kpi.label}
        </Text>
      )}
      {/* the number shrinks with a narrow card rather than being cut or wrapped (ADR 053) */}
      <Text fz="clamp(16px, 13cqi, 32px)" fw={700} lh={1.2} style={{ whiteSpace: "nowrap" }}>
        {kpi.value}
      </Text>
      {kpi.change && (
        <Text
          size="sm"
          c={kpi.change.startsWith("▲") ? "teal.7" : kpi.change.startsWith("▼") ? "red.7" : "dimmed"}
          data-testid="kpi-change"
        >
          {kpi.change}
        </Text>
      )}
    </Paper>
  );
}
