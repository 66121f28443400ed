// The dashboard's date filter (issue 17): a period in the address (?period=90d, or ?from=&to=), so a reload or a
// copied link shows the same numbers; the page's loader re-runs each widget's query over it (ADR 027).
import { Alert, Button, Group, NativeSelect, Text, TextInput } from "@mantine/core";
import { Form, useSearchParams, useSubmit } from "@remix-run/react";
import { useState } from "react";
import { DATE_PRESETS } from "~/lib/date-range";
import { useHydrated } from "../common/use-hydrated";

const CUSTOM = "custom";

export interface DateFilterSummary {
  /** "Last 90 days"; null when all time is shown. */
  label: string | null;
  applied: number;
  notApplied: number;
  error?: string | null;
}

export function DateFilterBar({ summary }: { summary: DateFilterSummary }) {
  const hydrated = useHydrated();
  const [params] = useSearchParams();
  const submit = useSubmit();
  const custom = params.has("from") || params.has("to");
  const [choice, setChoice] = useState(custom ? CUSTOM : (params.get("period") ?? "all"));
  const options = [
    ...DATE_PRESETS.map((preset) => ({ value: preset.id, label: preset.label })),
    { value: CUSTOM, label: "Custom range…" },
  ];

  return (
    <Form method="get" role="search" aria-label="Date filter">
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Period"
          size="xs"
          name={choice === CUSTOM ? undefined : "period"}
          value={choice}
          data={options}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setChoice(value);
            if (value !== CUSTOM)
              submit(value === "all" ? {} : { period: value }, {
                method: "get",
                preventScrollReset: true,
                replace: true,
              });
          }}
        />
        {choice === CUSTOM && (
          <>
            <TextInput
              label="From"
              size="xs"
              type="date"
              name="from"
              defaultValue={params.get("from") ?? ""}
              required
            />
            <TextInput label="To" size="xs" type="date" name="to" defaultValue={params.get("to") ?? ""} required />
          </>
        )}
        {(choice === CUSTOM || !hydrated) && (
          <Button type="submit" size="xs" variant="default">
            Apply
          </Button>
        )}
        {summary.label && (
          <Text size="xs" c="dimmed" pb={6} data-testid="date-filter-summary">
            {summary.label}: {summary.applied} {summary.applied === 1 ? "widget" : "widgets"} filtered
            {summary.notApplied > 0 && `, ${summary.notApplied} without a date to filter on shown for all time`}
          </Text>
        )}
      </Group>
      {summary.error && (
        <Alert color="red" mt="xs" role="alert">
          {summary.error}
        </Alert>
      )}
    </Form>
  );
}

/** Why a widget kept its all-time numbers under a period. */
export const NOT_FILTERED_REASONS: Record<string, string> = {
  "no-time-column": "This widget has no date to filter on",
  "not-rebuildable": "This widget's query was not written by the built-in engine, so it cannot be limited to a period",
  failed: "Its query failed for this period; it shows all time",
};
