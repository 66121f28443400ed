// A dashboard's field filters (issue 37 item 1, ADR 056): one searchable multi-select per dimension, its values in the
// address (?f.category=Books&f.category=Games) so a reload or a copied link shows the same numbers; owners and editors
// add and remove dimensions; a widget the filters could not narrow says why under its title.
import { ActionIcon, Alert, Button, Group, Modal, MultiSelect, Select, Stack, Text, TextInput } from "@mantine/core";
import { useRevalidator, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { api, errorMessage } from "~/browser/api-client";
import {
  notFilteredReason,
  withFieldFilterValues,
  type ActiveFieldFilter,
  type FieldFilterState,
} from "~/lib/field-filters";
import { TrashIcon } from "../common/icons";
import type { DashboardWidget } from "../workspace/types";

/** What the filter bar needs of a filter: no table or connection reaches a public page. */
export interface FieldFilterChoice {
  id: string;
  label: string;
}

type FilteredWidget = DashboardWidget & { fieldFilters?: FieldFilterState[] };

/** Pixels the note takes under a widget's title (one line, or two for a long one), for the card's body height. */
export function fieldFilterNoteHeight(widget: DashboardWidget): number {
  const note = fieldFilterNoteOf(widget);
  return !note ? 0 : note.length > 56 ? 34 : 18;
}

/** The sentence under a widget's title when some chosen filter left it as it was; undefined when none did. */
export function fieldFilterNoteOf(widget: DashboardWidget): string | undefined {
  const skipped = ((widget as FilteredWidget).fieldFilters ?? []).filter((state) => !state.applied);
  if (!skipped.length) return undefined;
  return skipped.map((state) => (state.applied ? "" : notFilteredReason(state.reason, state.label))).join("; ");
}

export function FieldFilterNote({ widget }: { widget: DashboardWidget }) {
  const note = fieldFilterNoteOf(widget);
  if (!note) return null;
  return (
    <Text size="xs" c="orange.8" lineClamp={2} title={note} data-testid="field-filter-note">
      {note}
    </Text>
  );
}

interface FieldFilterBarProps {
  filters: FieldFilterChoice[];
  /** The values chosen, as the server applied them. */
  active: Pick<ActiveFieldFilter, "id" | "values">[];
  /** Where a filter's values are listed: `${valuesPath(id)}?search=…` under /api. */
  valuesPath: (filterId: string) => string;
  /** Owners and editors of a workspace dashboard add and remove filters. */
  dashboardId?: string;
  /** How many widgets were narrowed, for the line under the bar. */
  summary?: { filtered: number; notFiltered: number };
}

export function FieldFilterBar({ filters, active, valuesPath, dashboardId, summary }: FieldFilterBarProps) {
  const [params, setParams] = useSearchParams();
  const [adding, setAdding] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const revalidator = useRevalidator();
  if (!filters.length && !dashboardId) return null;
  const chosen = (id: string) => active.find((filter) => filter.id === id)?.values ?? [];
  const choose = (id: string, values: string[]) =>
    setParams(withFieldFilterValues(params, id, values), { preventScrollReset: true, replace: true });

  const remove = async (filter: FieldFilterChoice) => {
    try {
      await api.del(`/dashboards/${dashboardId}/field-filters/${filter.id}`, { retry: false });
      if (chosen(filter.id).length) choose(filter.id, []);
      else revalidator.revalidate();
    } catch (failure) {
      setError(errorMessage(failure));
    }
  };

  const shown = active.filter((filter) => filter.values.length);
  return (
    <Stack gap={4} role="search" aria-label="Field filters">
      <Group gap="xs" align="flex-end" wrap="wrap">
        {filters.map((filter) => (
          <Group key={filter.id} gap={2} align="flex-end" wrap="nowrap">
            <ValuesSelect
              filter={filter}
              values={chosen(filter.id)}
              path={valuesPath(filter.id)}
              onChange={(values) => choose(filter.id, values)}
            />
            {dashboardId && (
              <ActionIcon
                variant="subtle"
                color="gray"
                mb={4}
                onClick={() => void remove(filter)}
                aria-label={`Remove filter ${filter.label}`}
              >
                <TrashIcon size={14} />
              </ActionIcon>
            )}
          </Group>
        ))}
        {dashboardId && (
          <Button size="xs" variant="default" onClick={() => setAdding(true)}>
            Add filter
          </Button>
        )}
      </Group>
      {shown.length > 0 && summary && (
        <Text size="xs" c="dimmed" data-testid="field-filter-summary">
          {shown
            .map(
              (filter) => `${filters.find((f) => f.id === filter.id)?.label ?? filter.id}: ${filter.values.join(", ")}`,
            )
            .join(" · ")}
          {` — ${summary.filtered} ${summary.filtered === 1 ? "widget" : "widgets"} filtered`}
          {summary.notFiltered > 0 && `, ${summary.notFiltered} not filtered (each says why)`}
        </Text>
      )}
      {error && (
        <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
          {error}
        </Alert>
      )}
      {dashboardId && (
        <AddFieldFilterModal
          dashboardId={dashboardId}
          opened={adding}
          onClose={() => setAdding(false)}
          onAdded={() => {
            setAdding(false);
            revalidator.revalidate();
          }}
        />
      )}
    </Stack>
  );
}

/** A searchable multi-select whose options the server lists (a search narrows them there, not only here). */
function ValuesSelect({
  filter,
  values,
  path,
  onChange,
}: {
  filter: FieldFilterChoice;
  values: string[];
  path: string;
  onChange: (values: string[]) => void;
}) {
  const [options, setOptions] = useState<string[]>([]);
  const [search, setSearch] = useState("");
  const [opened, setOpened] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    if (!opened) return;
    const asked = ++latest.current;
    const timer = setTimeout(async () => {
      try {
        const found = await api.get<string[]>(`${path}?search=${encodeURIComponent(search)}`, { retry: false });
        if (asked === latest.current) {
          setOptions(found);
          setFailed(null);
        }
      } catch (failure) {
        if (asked === latest.current) setFailed(errorMessage(failure));
      }
    }, 200);
    return () => clearTimeout(timer);
  }, [opened, search, path]);

  return (
    <MultiSelect
      label={filter.label}
      size="xs"
      miw={200}
      maw={420}
      placeholder={values.length ? undefined : "All"}
      data={[...new Set([...values, ...options])]}
      value={values}
      onChange={onChange}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setOpened(true)}
      onDropdownClose={() => setOpened(false)}
      nothingFoundMessage={failed ?? "No values"}
      clearable
      hidePickedOptions={false}
      maxValues={50}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

interface Choices {
  filters: { id: string; table: string; column: string; connectionId: string }[];
  choices: {
    connectionId: string;
    connectionName: string;
    columns: { table: string; column: string; label: string; kind: string }[];
  }[];
}

/** Owners and editors pick a dimension the dashboard's data model offers. */
function AddFieldFilterModal({
  dashboardId,
  opened,
  onClose,
  onAdded,
}: {
  dashboardId: string;
  opened: boolean;
  onClose: () => void;
  onAdded: () => void;
}) {
  const [choices, setChoices] = useState<Choices | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const [label, setLabel] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!opened) return;
    setPicked(null);
    setLabel("");
    setError(null);
    api.get<Choices>(`/dashboards/${dashboardId}/field-filters`).then(setChoices, (failure) => {
      setChoices({ filters: [], choices: [] });
      setError(errorMessage(failure));
    });
  }, [opened, dashboardId]);

  const taken = new Set(choices?.filters.map((f) => `${f.connectionId}|${f.table}.${f.column}`));
  const several = (choices?.choices.length ?? 0) > 1;
  const data = (choices?.choices ?? []).flatMap((source) =>
    source.columns
      .filter((c) => !taken.has(`${source.connectionId}|${c.table}.${c.column}`))
      .map((c) => ({
        value: `${source.connectionId}|${c.table}|${c.column}`,
        label: `${c.label} (${c.table}.${c.column}${several ? `, ${source.connectionName}` : ""})`,
      })),
  );

  const add = async () => {
    if (!picked) return;
    const [connectionId, table, column] = picked.split("|");
    setBusy(true);
    try {
      await api.post(
        `/dashboards/${dashboardId}/field-filters`,
        { connectionId, table, column, ...(label.trim() ? { label: label.trim() } : {}) },
        { retry: false },
      );
      onAdded();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add filter">
      <Stack>
        <Text size="sm" c="dimmed">
          Widgets that reach this field without counting rows twice are filtered; the others say why not.
        </Text>
        <Select
          label="Field"
          placeholder={choices ? "Choose a category or a name" : "Loading…"}
          data={data}
          value={picked}
          onChange={setPicked}
          searchable
          nothingFoundMessage="No field to filter by"
          comboboxProps={{ withinPortal: false }}
        />
        <TextInput
          label="Label"
          placeholder="As the field is called"
          value={label}
          maxLength={60}
          onChange={(event) => setLabel(event.currentTarget.value)}
        />
        {error && (
          <Alert color="red" role="alert">
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={() => void add()} disabled={!picked} loading={busy}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** Widgets narrowed by every chosen filter, and the others (text cards are neither). */
export function fieldFilterSummary(widgets: DashboardWidget[]): { filtered: number; notFiltered: number } {
  const states = widgets.map((widget) => (widget as FilteredWidget).fieldFilters).filter((s) => s?.length);
  const filtered = states.filter((s) => s!.every((state) => state.applied)).length;
  return { filtered, notFiltered: states.length - filtered };
}
