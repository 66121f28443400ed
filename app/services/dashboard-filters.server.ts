// A dashboard's date filter (issue 17, ADR 027) and field filters (issue 37, ADR 056): each widget the engine built is
// asked again over the chosen days and for the chosen values, through the guarded read-only path. A view, not an edit:
// nothing is written, and a widget that cannot be filtered keeps its stored data and says why.
import pLimit from "p-limit";
import { Connection, type Dashboard } from "~db/models";
import { compileQuery, withPeriod, type QueryIR } from "~/engine";
import { resolveDateRange, type DateRangeInput, type ResolvedDateRange } from "~/lib/date-range";
import { grainForPeriod, previousRange, type CalendarGrain } from "~/lib/period-grain";
import type { SchemaCatalog } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import type { ActiveFieldFilter, FieldFilterState } from "~/lib/field-filters";
import { isUuid } from "~/lib/ids";
import { activeFieldFilters, applyFieldFilters, fieldFiltersNotApplied } from "./dashboard-field-filters.server";
import { getEngineCatalog } from "./definitions.server";
import { requireDashboard, widgetsOf } from "./dashboards.server";
import { clientWidget, WIDGET_ROW_LIMIT, type ClientWidget, type Widget } from "./widgets.server";
import { requireProjectPermission } from "./projects.server";
import { runSql } from "./queries.server";

/** Queries of one filter request running at once. */
const FILTER_CONCURRENCY = 3;

export type DateFilterState =
  /** grain: the chart was shown at a finer grain than saved, so the period holds enough points (ADR 053). */
  | { applied: true; column: string; grain?: { saved: string; shown: CalendarGrain } }
  /**
   * no-time-column: the question has no date to limit (a list of growers). not-rebuildable: no engine query to ask
   * again (an AI answer, SQL typed in, a text card). failed: its query or connection failed. all-time: no range.
   */
  | { applied: false; reason: "no-time-column" | "not-rebuildable" | "failed" | "all-time" };

/** fieldFilters: one state per field filter with values chosen, on widgets that hold a query. */
export type FilteredWidget = ClientWidget & { dateFilter: DateFilterState; fieldFilters?: FieldFilterState[] };

export interface FilteredDashboard {
  range: ResolvedDateRange | null;
  /** The field filters with values chosen, as applied. */
  fields: ActiveFieldFilter[];
  widgets: FilteredWidget[];
}

type Source = { connection: Connection; catalog: SchemaCatalog } | null;

const unchanged = (widget: Widget, dateFilter: DateFilterState, fieldFilters?: FieldFilterState[]): FilteredWidget => ({
  ...clientWidget(widget),
  dateFilter,
  ...(fieldFilters?.length ? { fieldFilters } : {}),
});

/** The connections of the dashboard's project its widgets run on, with their catalogs (null when unusable). */
async function sourcesOf(dashboard: Dashboard, widgets: Widget[]): Promise<Map<string, Source>> {
  const ids = [
    ...new Set(
      widgets
        .map((widget) => widget.connectionId ?? dashboard.connection_id)
        .filter((id): id is string => !!id && isUuid(id)),
    ),
  ];
  const rows = ids.length ? await Connection.findAll({ where: { id: ids, project_id: dashboard.project_id } }) : [];
  const sources = new Map<string, Source>();
  for (const id of ids) {
    const connection = rows.find((row) => row.id === id);
    const catalog = connection
      ? await getEngineCatalog(connection).then(
          (c) => c.engineCatalog,
          () => null,
        )
      : null;
    sources.set(id, connection && catalog ? { connection, catalog } : null);
  }
  return sources;
}

/** The IR at the grain the period needs: a chart over years under 90 days is asked by month (ADR 053). */
function atPeriodGrain(
  ir: QueryIR,
  range: { from: string; to: string },
): { ir: QueryIR; grain?: { saved: string; shown: CalendarGrain; alias: string } } {
  const bucketed = ir.dimensions.filter((dim) => dim.grain);
  if (bucketed.length !== 1 || ir.compared) return { ir };
  const [dim] = bucketed;
  const shown = grainForPeriod(dim.grain!, range);
  if (!shown || shown === dim.grain) return { ir };
  return {
    ir: { ...ir, dimensions: ir.dimensions.map((d) => (d === dim ? { ...d, grain: shown } : d)) },
    grain: { saved: dim.grain!, shown, alias: dim.alias },
  };
}

/** A single number's value over the period of the same length before the filtered one (its KPI's comparison). */
async function comparedBefore(
  ir: QueryIR,
  source: NonNullable<Source>,
  range: { from: string; to: string },
): Promise<Widget["comparison"]> {
  if (ir.dimensions.length || ir.select.length !== 1 || !ir.select[0].agg) return undefined;
  const before = previousRange(range);
  const query = withPeriod(ir, source.catalog, before);
  if (!query) return undefined;
  const result = await runSql(source.connection, query.sql).catch(() => null);
  const value = result?.rows[0] ? Number(Object.values(result.rows[0])[0]) : NaN;
  return { label: before.label, previous: Number.isFinite(value) ? value : null };
}

const capitalized = (word: string) => word[0].toUpperCase() + word.slice(1);

/** The widget's columns over the new rows, with the date dimension written (and labelled) at the grain shown. */
function columnsShown(
  widget: Widget,
  names: { name: string; kind: string }[],
  grain: { saved: string; shown: CalendarGrain; alias: string } | undefined,
): Widget["data"]["columns"] {
  const kept = new Map(widget.data.columns.map((column) => [column.name, column]));
  return names.map(({ name, kind }) => {
    const before = kept.get(name);
    const label = before?.label ?? name;
    if (!grain || name !== grain.alias)
      return { name, kind, label, ...(before?.semantic ? { semantic: before.semantic } : {}) };
    return {
      name,
      kind,
      label: label.toLowerCase() === grain.saved ? capitalized(grain.shown) : label,
      semantic: { type: "date", grain: grain.shown },
    };
  });
}

function chartConfigShown(
  widget: Widget,
  grain: { shown: CalendarGrain; alias: string } | undefined,
): Widget["chartConfig"] {
  const full = widget.chartConfig.fullChartConfig;
  if (!grain || !full) return widget.chartConfig;
  return {
    ...widget.chartConfig,
    fullChartConfig: { ...full, formats: { ...full.formats, [grain.alias]: { type: "date", grain: grain.shown } } },
  };
}

/** The widget's question with the field filters that reach it, then limited to the period when one is chosen. */
function rebuilt(
  stored: QueryIR,
  source: NonNullable<Source>,
  range: { from: string; to: string } | null,
  fields: ActiveFieldFilter[],
) {
  const fielded = fields.length
    ? applyFieldFilters(stored, source.catalog, source.connection.id, fields)
    : { ir: stored, states: [] as FieldFilterState[], applied: false };
  const shown = range ? atPeriodGrain(fielded.ir, range) : { ir: fielded.ir };
  const period = range ? withPeriod(shown.ir, source.catalog, range) : undefined;
  const dateFilter: DateFilterState = !range
    ? { applied: false, reason: "all-time" }
    : period
      ? { applied: true, column: `${period.column.table}.${period.column.column}` }
      : { applied: false, reason: "no-time-column" };
  // only the field filters narrowed it: the question as they left it, for all time or with no date to limit
  const sql = period?.sql ?? (fielded.applied ? compileQuery(shown.ir, source.catalog) : undefined);
  return { fielded, shown, period, dateFilter, sql };
}

async function filterOne(
  widget: Widget,
  source: Source | undefined,
  range: { from: string; to: string } | null,
  fields: ActiveFieldFilter[],
): Promise<FilteredWidget> {
  const stored = widget.ir as QueryIR;
  const notRun: DateFilterState = range ? { applied: false, reason: "failed" } : { applied: false, reason: "all-time" };
  if (!source) return unchanged(widget, notRun, fieldFiltersNotApplied(fields, "failed"));
  let plan: ReturnType<typeof rebuilt>;
  try {
    // an IR that no longer gives the widget's SQL (the tables changed since) would filter another question
    if (compileQuery(stored, source.catalog) !== widget.sql)
      return unchanged(
        widget,
        { applied: false, reason: "not-rebuildable" },
        fieldFiltersNotApplied(fields, "changed"),
      );
    plan = rebuilt(stored, source, range, fields);
  } catch {
    return unchanged(widget, { applied: false, reason: "not-rebuildable" }, fieldFiltersNotApplied(fields, "changed"));
  }
  const { fielded, shown, period, dateFilter, sql } = plan;
  if (!sql) return unchanged(widget, dateFilter, fielded.states);
  try {
    const [result, comparison] = await Promise.all([
      runSql(source.connection, sql),
      range && period ? comparedBefore(shown.ir, source, range) : undefined,
    ]);
    const grain = period ? shown.grain : undefined;
    const data = {
      columns: columnsShown(widget, result.columns, grain),
      rows: result.rows.slice(0, WIDGET_ROW_LIMIT),
      rowCount: result.rowCount,
    };
    // the stored comparison is of the saved period and all the rows: under a filter it is replaced, or dropped
    const { comparison: _saved, ...rest } = clientWidget(widget);
    return {
      ...rest,
      ...(comparison ? { comparison } : {}),
      data,
      chartConfig: chartConfigShown(widget, grain),
      executionTime: result.executionTime,
      dateFilter:
        dateFilter.applied && grain ? { ...dateFilter, grain: { saved: grain.saved, shown: grain.shown } } : dateFilter,
      ...(fielded.states.length ? { fieldFilters: fielded.states } : {}),
    };
  } catch (error) {
    console.warn(`[dashboard-filter] widget ${widget.id}: ${error instanceof Error ? error.message : String(error)}`);
    return unchanged(widget, notRun, fieldFiltersNotApplied(fields, "failed"));
  }
}

/** Every widget of the dashboard over [from, to) and for the chosen values: fresh rows where the engine can ask again. */
export async function filterWidgets(
  dashboard: Dashboard,
  userId: string,
  range: { from: string; to: string } | null,
  fields: ActiveFieldFilter[] = [],
): Promise<FilteredWidget[]> {
  // reading a dashboard is what a filter needs: it runs only the SQL editors stored, narrowed to a period or values
  if (widgetsOf(dashboard).some(rebuildable))
    await requireProjectPermission(userId, dashboard.project_id, "read", "query");
  return runFilters(dashboard, range, fields);
}

const rebuildable = (widget: Widget) => widget.type === "query_result" && !!widget.ir && !!widget.sql;

/** The filters applied with no one signed in: callers have checked the right to read (a share's token). */
export async function runFilters(
  dashboard: Dashboard,
  range: { from: string; to: string } | null,
  fields: ActiveFieldFilter[],
): Promise<FilteredWidget[]> {
  const widgets = widgetsOf(dashboard);
  const sources = await sourcesOf(dashboard, widgets.filter(rebuildable));
  return pLimit(FILTER_CONCURRENCY).map(widgets, (widget) => {
    if (!rebuildable(widget)) {
      const fieldStates = widget.type === "text" ? undefined : fieldFiltersNotApplied(fields, "sql");
      return Promise.resolve(
        unchanged(widget, { applied: false, reason: range ? "not-rebuildable" : "all-time" }, fieldStates),
      );
    }
    return filterOne(widget, sources.get(widget.connectionId ?? dashboard.connection_id ?? ""), range, fields);
  });
}

/** GET /api/dashboards/{id}/filtered: the range a choice names, and the widgets over it (stored ones for all time). */
export async function getFilteredDashboard(
  userId: string,
  dashboardId: string,
  input: DateRangeInput,
  chosen: Record<string, string[]> = {},
  now = new Date(),
): Promise<FilteredDashboard> {
  const { dashboard } = await requireDashboard(userId, dashboardId, "read");
  return filterDashboard(dashboard, userId, input, chosen, now);
}

/** A dashboard the caller may read, over the range a choice names (the page loader has it already). */
export async function filterDashboard(
  dashboard: Dashboard,
  userId: string,
  input: DateRangeInput,
  chosen: Record<string, string[]> = {},
  now = new Date(),
): Promise<FilteredDashboard> {
  const range = resolveDateRange(input, now);
  const allTime = !input.period ? !input.from && !input.to : input.period === "all";
  if (!range && !allTime) {
    throw new AppError(
      "VALIDATION_ERROR",
      "Choose a period, or a first and a last day (YYYY-MM-DD) with the last not before the first",
      { fields: { period: "Unknown period or invalid days" } },
    );
  }
  const fields = activeFieldFilters(dashboard, chosen);
  if (!range && !fields.length)
    return {
      range: null,
      fields,
      widgets: widgetsOf(dashboard).map((widget) => unchanged(widget, { applied: false, reason: "all-time" })),
    };
  return { range, fields, widgets: await filterWidgets(dashboard, userId, range, fields) };
}

/**
 * A public share's widgets for the field filters' values in its address: only when the sharer allowed filtering, and
 * only the dashboard's declared filters (an id it does not declare is refused, never read as a column).
 */
export async function filterShared(
  dashboard: Dashboard,
  allowFilters: boolean,
  chosen: Record<string, string[]>,
): Promise<{ fields: ActiveFieldFilter[]; widgets: (Widget | FilteredWidget)[] }> {
  if (!Object.keys(chosen).length) return { fields: [], widgets: widgetsOf(dashboard) };
  if (!allowFilters) throw new AppError("VALIDATION_ERROR", "This shared dashboard cannot be filtered");
  const fields = activeFieldFilters(dashboard, chosen);
  return { fields, widgets: fields.length ? await runFilters(dashboard, null, fields) : widgetsOf(dashboard) };
}
