// spec §2 Dashboard view: one saved dashboard, its widgets on a 12-column grid (AI dashboards in two
// columns on wide screens), with optimistic widget removal (spec §4).
import { Button, Center, Grid, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { api } from "~/lib/api-client";
import { GRID_COLUMNS, WIDGET_DEFAULT_SIZE } from "~/lib/limits";
import { can } from "~/lib/permissions";
import { ConfirmModal } from "../common/confirm-modal";
import type { Dashboard, DashboardWidget, GeneratedDashboard } from "../workspace/types";
import { AskBox } from "../chat/ask-box";
import { useWorkspace } from "../workspace/workspace-context";
import { GeneratedFooter, GeneratedHeader } from "./generated-summary";
import { WidgetCard } from "./widget-card";

export const REMOVE_WIDGET_CONFIRM = "Are you sure you want to remove this widget from the dashboard?";
export const REMOVE_WIDGET_FAILED = "Failed to remove widget. Please try again.";

export function DashboardNotice({ title, text, children }: { title: string; text?: string; children?: React.ReactNode }) {
  return (
    <Center mih="calc(100vh - 120px)">
      <Stack align="center" gap="xs" ta="center" maw={480}>
        <Title order={3}>{title}</Title>
        {text && <Text c="dimmed">{text}</Text>}
        {children}
      </Stack>
    </Center>
  );
}

export function DashboardLoading() {
  return (
    <Center mih={300}>
      <Loader aria-label="Loading dashboard" />
    </Center>
  );
}

export function EmptyDashboard({ children }: { children?: React.ReactNode }) {
  const { openNewChat } = useWorkspace();
  return (
    <DashboardNotice title="Empty Dashboard" text="Ask a question in a chat, then use 'Add to dashboard' on the answer.">
      <Button onClick={() => openNewChat()}>Go to chat</Button>
      {children}
    </DashboardNotice>
  );
}

export function DashboardView({ dashboard, generated }: { dashboard: Dashboard; generated: GeneratedDashboard | null }) {
  const { role, notify, askInNewChat, refreshDashboards } = useWorkspace();
  const [widgets, setWidgets] = useState<DashboardWidget[]>(generated?.widgets ?? ((dashboard.widgets_config?.widgets ?? []) as DashboardWidget[]));
  const [pending, setPending] = useState<DashboardWidget | null>(null);

  // spec §4: the widget disappears at once and comes back if the server refuses.
  const remove = async (widget: DashboardWidget) => {
    const before = widgets;
    setWidgets((list) => list.filter((candidate) => candidate.id !== widget.id));
    try {
      await api.del(`/dashboards/${dashboard.id}/widgets/${widget.id}`, { retry: false });
      void refreshDashboards();
    } catch {
      setWidgets(before);
      notify(REMOVE_WIDGET_FAILED, "red");
    }
  };

  if (!widgets.length) return <EmptyDashboard />;
  const mayEdit = can(role, "edit", "dashboard");
  return (
    <Stack gap="lg">
      {generated ? (
        <GeneratedHeader dashboard={generated} />
      ) : (
        <div>
          <Title order={2}>{dashboard.title || "Untitled Dashboard"}</Title>
          {dashboard.description && <Text c="dimmed">{dashboard.description}</Text>}
        </div>
      )}
      <AskBox chips={false} />
      <Grid columns={GRID_COLUMNS}>
        {widgets.map((widget) => (
          <Grid.Col key={widget.id} span={generated ? { base: GRID_COLUMNS, lg: GRID_COLUMNS / 2 } : { base: GRID_COLUMNS, md: widget.position?.width ?? WIDGET_DEFAULT_SIZE.width }}>
            <WidgetCard widget={widget} onRemove={mayEdit ? () => setPending(widget) : undefined} onAsk={(question) => void askInNewChat(question)} />
          </Grid.Col>
        ))}
      </Grid>
      {generated && <GeneratedFooter dashboard={generated} />}
      <ConfirmModal
        opened={Boolean(pending)}
        title="Remove widget"
        message={REMOVE_WIDGET_CONFIRM}
        confirmLabel="Remove"
        onConfirm={() => (pending ? remove(pending) : undefined)}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}
