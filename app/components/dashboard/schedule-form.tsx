// The form that subscribes members to a dashboard by e-mail or sets an alert on one of its KPIs (ADR 058).
import { Alert, Button, Group, MultiSelect, NumberInput, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useMemo, useState } from "react";
import { ApiError, api, errorMessage } from "~/browser/api-client";
import { ALERT_FREQUENCIES, SUBSCRIPTION_FREQUENCIES, WEEKDAYS, type Frequency } from "~/lib/schedules";

export interface ScheduleMember {
  user_id: string;
  name: string | null;
  email: string;
}

interface ScheduleFormProps {
  dashboardId: string;
  members: ScheduleMember[];
  kpis: { id: string; title: string }[];
  /** The signed-in user, the first recipient offered. */
  userId: string;
  onCreated: () => void;
}

const FREQUENCY_LABELS: Record<Frequency, string> = {
  hourly: "Every hour",
  daily: "Daily",
  weekly: "Weekly",
  monthly: "Monthly",
};
const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour),
  label: `${String(hour).padStart(2, "0")}:00`,
}));
const CONDITIONS = [
  { value: "above", label: "goes above" },
  { value: "below", label: "goes below" },
  { value: "change", label: "changes by more than (%)" },
];

function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
}

function zones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (key: string) => string[] };
  const listed = intl.supportedValuesOf?.("timeZone") ?? [];
  return ["UTC", ...listed.filter((zone) => zone !== "UTC")];
}

export function ScheduleForm({ dashboardId, members, kpis, userId, onCreated }: ScheduleFormProps) {
  const [kind, setKind] = useState<"subscription" | "alert">("subscription");
  const [frequency, setFrequency] = useState<Frequency>("daily");
  const [hour, setHour] = useState("9");
  const [weekday, setWeekday] = useState("1");
  const [monthDay, setMonthDay] = useState<number | string>(1);
  const [zone, setZone] = useState(browserZone);
  const [recipients, setRecipients] = useState<string[]>(members.some((m) => m.user_id === userId) ? [userId] : []);
  const [widgetId, setWidgetId] = useState<string | null>(kpis[0]?.id ?? null);
  const [condition, setCondition] = useState("above");
  const [threshold, setThreshold] = useState<number | string>("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const zoneOptions = useMemo(() => zones(), []);

  const frequencies = kind === "alert" ? ALERT_FREQUENCIES : SUBSCRIPTION_FREQUENCIES;
  const chooseKind = (value: string) => {
    setKind(value as typeof kind);
    if (value === "subscription" && frequency === "hourly") setFrequency("daily");
    setErrors({});
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const number = typeof threshold === "number" ? threshold : Number.NaN;
    if (kind === "alert" && !Number.isFinite(number)) return setErrors({ condition: "Give a number" });
    const body = {
      kind,
      frequency,
      hour: Number(hour),
      day_of_week: frequency === "weekly" ? Number(weekday) : null,
      day_of_month: frequency === "monthly" ? Number(monthDay) : null,
      time_zone: zone,
      recipients,
      ...(kind === "alert"
        ? {
            widget_id: widgetId ?? "",
            condition:
              condition === "change" ? { type: "change", percent: number } : { type: condition, value: number },
          }
        : {}),
    };
    setBusy(true);
    try {
      await api.post(`/dashboards/${dashboardId}/schedules`, body, { retry: false });
      setErrors({});
      onCreated();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      setErrors(Object.keys(fields).length ? fields : { form: errorMessage(failure) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="New subscription or alert">
      <Stack gap="sm">
        <SegmentedControl
          value={kind}
          onChange={chooseKind}
          data={[
            { value: "subscription", label: "E-mail the dashboard" },
            { value: "alert", label: "Alert on a KPI", disabled: !kpis.length },
          ]}
        />
        {kind === "alert" && (
          <Group grow align="flex-start">
            <Select
              label="KPI"
              data={kpis.map((kpi) => ({ value: kpi.id, label: kpi.title }))}
              value={widgetId}
              onChange={setWidgetId}
              error={errors.widget_id}
              allowDeselect={false}
            />
            <Select
              label="When it"
              data={CONDITIONS}
              value={condition}
              onChange={(value) => setCondition(value ?? "above")}
              allowDeselect={false}
            />
            <NumberInput
              label={condition === "change" ? "Per cent" : "Value"}
              value={threshold}
              onChange={setThreshold}
              error={errors.condition}
              min={condition === "change" ? 0 : undefined}
            />
          </Group>
        )}
        <Group grow align="flex-start">
          <Select
            label={kind === "alert" ? "Check" : "Send"}
            data={frequencies.map((value) => ({ value, label: FREQUENCY_LABELS[value] }))}
            value={frequency}
            onChange={(value) => setFrequency((value ?? "daily") as Frequency)}
            allowDeselect={false}
          />
          {frequency === "weekly" && (
            <Select
              label="On"
              data={WEEKDAYS.map((day, index) => ({ value: String(index), label: day }))}
              value={weekday}
              onChange={(value) => setWeekday(value ?? "1")}
              allowDeselect={false}
            />
          )}
          {frequency === "monthly" && (
            <NumberInput
              label="On day"
              min={1}
              max={28}
              value={monthDay}
              onChange={setMonthDay}
              error={errors.day_of_month}
            />
          )}
          {frequency !== "hourly" && (
            <Select
              label="At"
              data={HOURS}
              value={hour}
              onChange={(value) => setHour(value ?? "9")}
              allowDeselect={false}
            />
          )}
          {frequency !== "hourly" && (
            <Select
              label="Time zone"
              data={zoneOptions}
              value={zone}
              onChange={(value) => setZone(value ?? "UTC")}
              searchable
              allowDeselect={false}
              error={errors.time_zone}
            />
          )}
        </Group>
        <MultiSelect
          label="Recipients"
          description="Members of this project"
          data={members.map((member) => ({ value: member.user_id, label: member.name || member.email }))}
          value={recipients}
          onChange={setRecipients}
          error={errors.recipients}
          searchable
        />
        {errors.form && (
          <Alert color="red" role="alert">
            {errors.form}
          </Alert>
        )}
        <Group justify="space-between">
          <Text size="xs" c="dimmed">
            {kind === "alert"
              ? "An alert e-mails once when its condition starts to hold, not at every check."
              : "Each widget's current numbers, and a link to the dashboard."}
          </Text>
          <Button type="submit" loading={busy}>
            {kind === "alert" ? "Create alert" : "Subscribe"}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
