// 'Add to dashboard': saves an answer as a widget on an existing or a new dashboard (spec §3 Widget).
import { Alert, Button, Group, Modal, Radio, Stack, TextInput } from "@mantine/core";
import { useState } from "react";
import { widgetDescription, widgetTitle } from "~/answer/widget-title";
import { api, errorMessage } from "~/browser/api-client";
import { defaultSizeOf } from "~/lib/dashboard-layout";
import type { VisualizationResult } from "../workspace/types";
import { useWorkspace } from "../workspace/workspace-context";

const NEW = "__new__";

/** A stored answer is referenced by its message (the server copies its data); otherwise it is sent whole. */
export function widgetFrom(answer: VisualizationResult, connectionId: string, chartType: string) {
  const question = answer.question ?? "";
  if (answer.messageId) return { messageId: answer.messageId, question: question || undefined, chartType };
  return {
    id: globalThis.crypto?.randomUUID?.() ?? `w-${Date.now()}`,
    type: "query_result",
    title: widgetTitle(question, answer.chart?.title),
    description: widgetDescription(question),
    chartType,
    data: { columns: answer.columns, rows: answer.rows, rowCount: answer.rowCount },
    sql: answer.sql,
    executionTime: answer.executionTime,
    confidence: answer.confidence,
    insights: answer.insights,
    createdAt: new Date().toISOString(),
    connectionId,
    position: defaultSizeOf({ chartType, data: answer }),
    chartConfig: answer.chart
      ? { xAxis: answer.chart.xAxis[0], yAxes: answer.chart.yAxis, fullChartConfig: { ...answer.chart, chartType } }
      : undefined,
    ...(answer.comparison ? { comparison: answer.comparison } : {}),
  };
}

export function AddToDashboardModal(props: {
  answer: VisualizationResult | null;
  connectionId: string;
  chartType: string;
  onClose: () => void;
}) {
  const { dashboards, project, refreshDashboards, notify } = useWorkspace();
  const [choice, setChoice] = useState<string>(dashboards?.[0]?.id ?? NEW);
  const [title, setTitle] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async () => {
    if (!props.answer) return;
    const widget = widgetFrom(props.answer, props.connectionId, props.chartType);
    if (choice === NEW && !title.trim()) return setError("Please enter a dashboard name");
    setBusy(true);
    try {
      let dashboardId = choice;
      if (choice === NEW) {
        dashboardId = (
          await api.post<{ id: string }>(
            "/dashboards",
            {
              title: title.trim(),
              project_id: project.id,
              connection_id: props.connectionId,
              description: "Dashboard created from chat query",
              widget,
            },
            { retry: false },
          )
        ).id;
      } else {
        await api.patch(`/dashboards/${choice}/widgets`, { widget }, { retry: false });
      }
      await refreshDashboards();
      notify("Added to dashboard", "green", { to: `/dashboard/${dashboardId}`, label: "Open dashboard" });
      props.onClose();
    } catch (failure) {
      setError(`Failed to create dashboard: ${errorMessage(failure)}`);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={Boolean(props.answer)} onClose={props.onClose} title="Add to dashboard" centered>
      <Stack>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Radio.Group value={choice} onChange={(value) => (setChoice(value), setError(null))} label="Dashboard">
          <Stack gap="xs" mt="xs">
            {(dashboards ?? []).map((dashboard) => (
              <Radio key={dashboard.id} value={dashboard.id} label={dashboard.title || "Untitled Dashboard"} />
            ))}
            <Radio value={NEW} label="Create a new dashboard" />
          </Stack>
        </Radio.Group>
        {choice === NEW && (
          <TextInput
            label="Dashboard name"
            required
            value={title}
            onChange={(event) => (setTitle(event.currentTarget.value), setError(null))}
            data-autofocus
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            Cancel
          </Button>
          <Button onClick={save} loading={busy} disabled={choice === NEW && !title.trim()}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
