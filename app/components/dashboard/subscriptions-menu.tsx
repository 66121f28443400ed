// "Subscriptions and alerts" in a dashboard's header (ADR 058): each schedule with its next run and last delivery
// (a failure said with its reason and whether it is retried); owners, admins and editors create, pause and delete.
import { ActionIcon, Alert, Badge, Button, Divider, Group, Loader, Modal, Stack, Text, Tooltip } from "@mantine/core";
import { useCallback, useEffect, useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import type { AlertCondition } from "~/lib/schedules";
import { TrashIcon } from "../common/icons";
import { useWorkspace } from "../workspace/workspace-context";
import { ScheduleForm, type ScheduleMember } from "./schedule-form";

interface Delivery {
  status: "queued" | "sending" | "sent" | "checked" | "failed" | "interrupted";
  at: string;
  error: string | null;
  retrying: boolean;
  sent_to: number | null;
}

export interface Schedule {
  id: string;
  kind: "subscription" | "alert";
  timing: string;
  recipients: { user_id: string; name: string | null; email: string | null }[];
  widget_title: string | null;
  condition: AlertCondition | null;
  condition_text: string | null;
  alert_state: { text?: string; holds?: boolean } | null;
  active: boolean;
  next_run_at: string | null;
  last_delivery: Delivery | null;
}

interface ScheduleList {
  subscriptions: Schedule[];
  alerts: Schedule[];
  may_edit: boolean;
  members: ScheduleMember[];
  kpis: { id: string; title: string }[];
}

/** "10:02" today, else "Mar 3, 10:02", in the reader's zone. */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const sameDay = date.toDateString() === now.toDateString();
  return new Intl.DateTimeFormat(undefined, {
    ...(sameDay ? {} : { month: "short", day: "numeric" }),
    hour: "2-digit",
    minute: "2-digit",
  }).format(date);
}

/** "Sent 10:02 to 2 people", "Last delivery failed 10:02: connection refused — retrying". */
export function deliveryText(delivery: Delivery | null): { text: string; failed: boolean } | null {
  if (!delivery) return null;
  const when = formatWhen(delivery.at);
  switch (delivery.status) {
    case "sent":
      return {
        text: `Sent ${when} to ${delivery.sent_to === 1 ? "1 person" : `${delivery.sent_to} people`}`,
        failed: false,
      };
    case "checked":
      return { text: `Checked ${when}: not triggered`, failed: false };
    case "queued":
    case "sending":
      return { text: `Sending since ${when}`, failed: false };
    case "failed":
    case "interrupted":
      return {
        text: `Last delivery failed ${when}: ${delivery.error ?? "unknown error"}${delivery.retrying ? " — retrying" : ""}`,
        failed: true,
      };
  }
}

function ScheduleRow({ schedule, mayEdit, onChange }: { schedule: Schedule; mayEdit: boolean; onChange: () => void }) {
  const { notify } = useWorkspace();
  const last = deliveryText(schedule.last_delivery);
  const who = schedule.recipients.map((recipient) => recipient.name || recipient.email || "a former member").join(", ");
  const title =
    schedule.kind === "alert"
      ? `When ${schedule.widget_title ?? "a removed KPI"} ${schedule.condition_text}`
      : schedule.timing;
  const act = async (call: () => Promise<unknown>, failure: string) => {
    try {
      await call();
      onChange();
    } catch (error) {
      notify(`${failure}: ${errorMessage(error)}`, "red");
    }
  };
  return (
    <Stack gap={2} role="listitem" aria-label={title} data-schedule-id={schedule.id}>
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <div>
          <Group gap="xs">
            <Text fw={600} size="sm">
              {title}
            </Text>
            <Badge size="sm" variant="light" color={schedule.active ? "green" : "gray"}>
              {schedule.active ? "active" : "paused"}
            </Badge>
          </Group>
          <Text size="xs" c="dimmed">
            {schedule.kind === "alert" ? `${schedule.timing} · ` : ""}To {who}
          </Text>
        </div>
        {mayEdit && (
          <Group gap={4} wrap="nowrap">
            <Button
              size="compact-xs"
              variant="default"
              onClick={() =>
                act(
                  () => api.patch(`/schedules/${schedule.id}`, { active: !schedule.active }, { retry: false }),
                  "Could not change it",
                )
              }
            >
              {schedule.active ? "Pause" : "Resume"}
            </Button>
            <Tooltip label="Delete">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Delete ${schedule.kind}`}
                onClick={() => act(() => api.del(`/schedules/${schedule.id}`, { retry: false }), "Could not delete it")}
              >
                <TrashIcon size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      <Text size="xs">
        {schedule.next_run_at ? `Next: ${formatWhen(schedule.next_run_at)}` : "Paused"}
        {schedule.kind === "alert" && schedule.alert_state?.text ? ` · Last value ${schedule.alert_state.text}` : ""}
      </Text>
      {last && (
        <Text size="xs" c={last.failed ? "red" : "dimmed"} data-testid="last-delivery">
          {last.text}
        </Text>
      )}
    </Stack>
  );
}

function Section({
  title,
  empty,
  schedules,
  list,
  reload,
}: {
  title: string;
  empty: string;
  schedules: Schedule[];
  list: ScheduleList;
  reload: () => void;
}) {
  return (
    <Stack gap="xs">
      <Text fw={700}>{title}</Text>
      {schedules.length ? (
        <Stack gap="sm" role="list" aria-label={title}>
          {schedules.map((schedule) => (
            <ScheduleRow key={schedule.id} schedule={schedule} mayEdit={list.may_edit} onChange={reload} />
          ))}
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {empty}
        </Text>
      )}
    </Stack>
  );
}

export function SubscriptionsMenu({ dashboardId }: { dashboardId: string }) {
  const { user } = useWorkspace();
  const [opened, setOpened] = useState(false);
  const [list, setList] = useState<ScheduleList | null>(null);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    try {
      setList(await api.get<ScheduleList>(`/dashboards/${dashboardId}/schedules`));
      setError(null);
    } catch (failure) {
      setError(errorMessage(failure));
    }
  }, [dashboardId]);

  useEffect(() => {
    if (opened) void load();
  }, [opened, load]);

  return (
    <>
      <Button variant="default" size="sm" onClick={() => setOpened(true)} style={{ flexShrink: 0 }}>
        Subscriptions and alerts
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title="Subscriptions and alerts" size="xl" centered>
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        {!list && !error && <Loader size="sm" aria-label="Loading subscriptions and alerts" />}
        {list && (
          <Stack>
            <Section
              title="Subscriptions"
              empty="Nobody receives this dashboard by e-mail."
              schedules={list.subscriptions}
              list={list}
              reload={load}
            />
            <Section
              title="Alerts"
              empty="No alerts on this dashboard's KPIs."
              schedules={list.alerts}
              list={list}
              reload={load}
            />
            {list.may_edit && (
              <>
                <Divider label="New" labelPosition="left" />
                <ScheduleForm
                  dashboardId={dashboardId}
                  members={list.members}
                  kpis={list.kpis}
                  userId={user.id}
                  onCreated={load}
                />
              </>
            )}
          </Stack>
        )}
      </Modal>
    </>
  );
}
