// spec §2 Dashboard view: one saved dashboard, its widgets on a 12-column grid (AI dashboards in two
// columns on wide screens), with optimistic widget removal (spec §4); editors rename, drag, resize and add text.
import { Button, Center, Group, Loader, Stack, Text, Title } from "@mantine/core";
import { useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import type { ArrangedPosition } from "~/lib/dashboard-layout";
import { can, canAsk } from "~/lib/permissions";
import { ConfirmModal } from "../common/confirm-modal";
import type { Dashboard, DashboardWidget, GeneratedDashboard } from "../workspace/types";
import { AskBox } from "../chat/ask-box";
import { useWorkspace } from "../workspace/workspace-context";
import { DashboardDrills } from "./dashboard-drills";
import { DashboardGrid } from "./dashboard-grid";
import { DateFilterBar, type DateFilterSummary } from "./date-filter";
import { FieldFilterBar, fieldFilterSummary, type FieldFilterChoice } from "./field-filters";
import { GeneratedFooter, GeneratedHeader } from "./generated-summary";
import { SubscriptionsMenu } from "./subscriptions-menu";
import { TextCardModal, type TextCardDraft } from "./text-card-modal";
import { WidgetCard } from "./widget-card";

function filterSummary(
  filter: DashboardFilter | null | undefined,
  error: string | null | undefined,
): DateFilterSummary {
  const queries = filter?.range ? filter.widgets.filter((widget) => widget.type !== "text") : [];
  const applied = queries.filter((widget) => widget.dateFilter?.applied).length;
  return { label: filter?.range?.label ?? null, applied, notApplied: queries.length - applied, error };
}

export const REMOVE_WIDGET_CONFIRM = "Are you sure you want to remove this widget from the dashboard?";
export const REMOVE_WIDGET_FAILED = "Failed to remove widget. Please try again.";

export function DashboardNotice({
  title,
  text,
  children,
}: {
  title: string;
  text?: string;
  children?: React.ReactNode;
}) {
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
  const { openNewChat, role } = useWorkspace();
  if (!canAsk(role))
    return <DashboardNotice title="Empty Dashboard" text="Nothing has been added to this dashboard yet." />;
  return (
    <DashboardNotice
      title="Empty Dashboard"
      text="Ask a question in a chat, then use 'Add to dashboard' on the answer."
    >
      <Button onClick={() => openNewChat()}>Go to chat</Button>
      {children}
    </DashboardNotice>
  );
}

/** The widgets re-run over the period the dashboard is filtered to, and for the field filters' values. */
export interface DashboardFilter {
  range: { from: string; to: string; label: string } | null;
  fields?: { id: string; values: string[] }[];
  widgets: DashboardWidget[];
}

interface DashboardViewProps {
  dashboard: Dashboard;
  generated: GeneratedDashboard | null;
  filter?: DashboardFilter | null;
  filterError?: string | null;
  fieldFilters?: FieldFilterChoice[];
}

export function DashboardView({ dashboard, generated, filter, filterError, fieldFilters = [] }: DashboardViewProps) {
  const { role, notify, askInNewChat, refreshDashboards } = useWorkspace();
  const stored = generated?.widgets ?? ((dashboard.widgets_config?.widgets ?? []) as DashboardWidget[]);
  const filtered = Boolean(filter?.range || filter?.fields?.length);
  const [widgets, setWidgets] = useState<DashboardWidget[]>(filter && filtered ? filter.widgets : stored);
  const [pending, setPending] = useState<DashboardWidget | null>(null);
  const [textCard, setTextCard] = useState<DashboardWidget | "new" | null>(null);
  const path = `/dashboards/${dashboard.id}`;

  // spec §4: the widget disappears at once and comes back if the server refuses.
  const remove = async (widget: DashboardWidget) => {
    const before = widgets;
    setWidgets((list) => list.filter((candidate) => candidate.id !== widget.id));
    try {
      await api.del(`${path}/widgets/${widget.id}`, { retry: false });
      void refreshDashboards();
    } catch {
      setWidgets(before);
      notify(REMOVE_WIDGET_FAILED, "red");
    }
  };

  /** Edits show at once; a refusal puts the widgets back as they were. */
  const change = async (next: DashboardWidget[], save: () => Promise<unknown>, failure: string) => {
    const before = widgets;
    setWidgets(next);
    try {
      await save();
    } catch (error) {
      setWidgets(before);
      notify(`${failure}: ${errorMessage(error)}`, "red");
    }
  };

  const arrange = (positions: ArrangedPosition[]) => {
    const byId = new Map(widgets.map((widget) => [widget.id, widget]));
    const next = positions.map(({ id, ...position }) => ({ ...byId.get(id)!, position }));
    const moved = next.some(
      (widget) => JSON.stringify(widget.position) !== JSON.stringify(byId.get(widget.id)?.position),
    );
    if (moved)
      void change(next, () => api.put(`${path}/layout`, { positions }, { retry: false }), "Could not save the layout");
  };

  const rename = (widget: DashboardWidget, title: string) =>
    void change(
      widgets.map((candidate) => (candidate.id === widget.id ? { ...candidate, title } : candidate)),
      () => api.patch(`${path}/widgets`, { widget: { id: widget.id, title } }, { retry: false }),
      "Could not rename the widget",
    );

  const saveText = async ({ title, text }: TextCardDraft) => {
    const editing = textCard && textCard !== "new" ? textCard : null;
    const body = editing ? { id: editing.id, title, text } : { type: "text", title, text };
    const { widget } = await api.patch<{ widget: DashboardWidget }>(
      `${path}/widgets`,
      { widget: body },
      { retry: false },
    );
    setWidgets((list) =>
      editing ? list.map((candidate) => (candidate.id === widget.id ? widget : candidate)) : [...list, widget],
    );
  };

  const mayEdit = can(role, "edit", "dashboard");
  if (!widgets.length) return <EmptyDashboard />;
  return (
    <Stack gap="lg">
      {/* the actions wrap below the title on a narrow screen instead of pushing the page wider than the phone */}
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <div style={{ flex: "1 1 16rem", minWidth: 0 }}>
          {generated ? (
            <GeneratedHeader dashboard={generated} />
          ) : (
            <>
              <Title order={2}>{dashboard.title || "Untitled Dashboard"}</Title>
              {dashboard.description && <Text c="dimmed">{dashboard.description}</Text>}
            </>
          )}
        </div>
        <Group gap="xs" wrap="nowrap">
          <SubscriptionsMenu dashboardId={dashboard.id} />
          {mayEdit && (
            <Button variant="default" size="sm" onClick={() => setTextCard("new")} style={{ flexShrink: 0 }}>
              Add text
            </Button>
          )}
        </Group>
      </Group>
      <AskBox chips={false} />
      <Group align="flex-start" gap="xl" wrap="wrap">
        <DateFilterBar summary={filterSummary(filter, filterError)} />
        <FieldFilterBar
          filters={fieldFilters}
          active={filter?.fields ?? []}
          valuesPath={(id) => `${path}/field-filters/${id}/values`}
          dashboardId={mayEdit ? dashboard.id : undefined}
          summary={fieldFilterSummary(widgets)}
        />
      </Group>
      <DashboardDrills dashboardId={dashboard.id} period={filter?.range} connectionId={dashboard.connection_id}>
        <DashboardGrid widgets={widgets} onArrange={mayEdit ? arrange : undefined}>
          {(widget, height) => (
            <WidgetCard
              widget={widget}
              height={height}
              onRemove={mayEdit ? () => setPending(widget) : undefined}
              onRename={mayEdit ? (title) => rename(widget, title) : undefined}
              onEditText={mayEdit ? () => setTextCard(widget) : undefined}
              onAsk={canAsk(role) ? (question) => void askInNewChat(question) : undefined}
            />
          )}
        </DashboardGrid>
      </DashboardDrills>
      {generated && <GeneratedFooter dashboard={generated} nextSteps={canAsk(role)} />}
      <ConfirmModal
        opened={Boolean(pending)}
        title="Remove widget"
        message={REMOVE_WIDGET_CONFIRM}
        confirmLabel="Remove"
        onConfirm={() => (pending ? remove(pending) : undefined)}
        onClose={() => setPending(null)}
      />
      <TextCardModal card={textCard} onSave={saveText} onClose={() => setTextCard(null)} />
    </Stack>
  );
}
