// A dashboard's date filter (issue 17, ADR 027): each widget the engine built is asked again over the chosen days,
// through the guarded read-only path. A view, not an edit: nothing is written, and a widget that cannot be
// filtered keeps its stored data and says why.
import pLimit from "p-limit";
import { Connection, type Dashboard } from "~db/models";
import { compileQuery, withPeriod, type QueryIR } from "~/engine";
import { resolveDateRange, type DateRangeInput, type ResolvedDateRange } from "~/lib/date-range";
import type { SchemaCatalog } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { getEngineCatalog } from "./definitions.server";
import { requireDashboard, widgetsOf } from "./dashboards.server";
import { clientWidget, WIDGET_ROW_LIMIT, type ClientWidget, type Widget } from "./widgets.server";
import { requireProjectPermission } from "./projects.server";
import { runSql } from "./queries.server";

/** Queries of one filter request running at once. */
const FILTER_CONCURRENCY = 3;

export type DateFilterState =
  | { applied: true; column: string }
  /**
   * no-time-column: the question has no date to limit (a list of growers). not-rebuildable: no engine query to ask
   * again (an AI answer, SQL typed in, a text card). failed: its query or connection failed. all-time: no range.
   */
  | { applied: false; reason: "no-time-column" | "not-rebuildable" | "failed" | "all-time" };

export type FilteredWidget = ClientWidget & { dateFilter: DateFilterState };

export interface FilteredDashboard {
  range: ResolvedDateRange | null;
  widgets: FilteredWidget[];
}

type Source = { connection: Connection; catalog: SchemaCatalog } | null;

const unchanged = (widget: Widget, dateFilter: DateFilterState): FilteredWidget => ({ ...clientWidget(widget), dateFilter });


/** The connections of the dashboard's project its widgets run on, with their catalogs (null when unusable). */
async function sourcesOf(dashboard: Dashboard, widgets: Widget[]): Promise<Map<string, Source>> {
  const ids = [...new Set(widgets.map((widget) => widget.connectionId ?? dashboard.connection_id).filter((id): id is string => !!id && isUuid(id)))];
  const rows = ids.length ? await Connection.findAll({ where: { id: ids, project_id: dashboard.project_id } }) : [];
  const sources = new Map<string, Source>();
  for (const id of ids) {
    const connection = rows.find((row) => row.id === id);
    const catalog = connection ? await getEngineCatalog(connection).then((c) => c.engineCatalog, () => null) : null;
    sources.set(id, connection && catalog ? { connection, catalog } : null);
  }
  return sources;
}

async function filterOne(widget: Widget, source: Source | undefined, range: { from: string; to: string }): Promise<FilteredWidget> {
  const ir = widget.ir as QueryIR;
  if (!source) return unchanged(widget, { applied: false, reason: "failed" });
  let period: ReturnType<typeof withPeriod>;
  try {
    // an IR that no longer gives the widget's SQL (the tables changed since) would filter another question
    if (compileQuery(ir, source.catalog) !== widget.sql) return unchanged(widget, { applied: false, reason: "not-rebuildable" });
    period = withPeriod(ir, source.catalog, range);
  } catch {
    return unchanged(widget, { applied: false, reason: "not-rebuildable" });
  }
  if (!period) return unchanged(widget, { applied: false, reason: "no-time-column" });
  try {
    const result = await runSql(source.connection, period.sql);
    const kept = new Map(widget.data.columns.map((column) => [column.name, column]));
    const data = {
      columns: result.columns.map((column) => ({ name: column.name, kind: column.kind, label: kept.get(column.name)?.label ?? column.name })),
      rows: result.rows.slice(0, WIDGET_ROW_LIMIT),
      rowCount: result.rowCount,
    };
    return { ...clientWidget(widget), data, executionTime: result.executionTime, dateFilter: { applied: true, column: `${period.column.table}.${period.column.column}` } };
  } catch (error) {
    console.warn(`[dashboard-filter] widget ${widget.id}: ${error instanceof Error ? error.message : String(error)}`);
    return unchanged(widget, { applied: false, reason: "failed" });
  }
}

/** Every widget of the dashboard over [from, to): fresh rows where the engine can ask its question again. */
export async function filterWidgets(dashboard: Dashboard, userId: string, range: { from: string; to: string }): Promise<FilteredWidget[]> {
  const widgets = widgetsOf(dashboard);
  const rebuildable = widgets.filter((widget) => widget.type === "query_result" && widget.ir && widget.sql);
  // reading a dashboard is what a filter needs: it runs only the SQL editors stored, narrowed to a period
  if (rebuildable.length) await requireProjectPermission(userId, dashboard.project_id, "read", "query");
  const sources = await sourcesOf(dashboard, rebuildable);
  return pLimit(FILTER_CONCURRENCY).map(widgets, (widget) => {
    if (!rebuildable.includes(widget)) return Promise.resolve(unchanged(widget, { applied: false, reason: "not-rebuildable" }));
    return filterOne(widget, sources.get(widget.connectionId ?? dashboard.connection_id ?? ""), range);
  });
}

/** GET /api/dashboards/{id}/filtered: the range a choice names, and the widgets over it (stored ones for all time). */
export async function getFilteredDashboard(userId: string, dashboardId: string, input: DateRangeInput, now = new Date()): Promise<FilteredDashboard> {
  const { dashboard } = await requireDashboard(userId, dashboardId, "read");
  return filterDashboard(dashboard, userId, input, now);
}

/** A dashboard the caller may read, over the range a choice names (the page loader has it already). */
export async function filterDashboard(dashboard: Dashboard, userId: string, input: DateRangeInput, now = new Date()): Promise<FilteredDashboard> {
  const range = resolveDateRange(input, now);
  const allTime = !input.period ? !input.from && !input.to : input.period === "all";
  if (!range && !allTime) {
    throw new AppError("VALIDATION_ERROR", "Choose a period, or a first and a last day (YYYY-MM-DD) with the last not before the first", { fields: { period: "Unknown period or invalid days" } });
  }
  if (!range) return { range: null, widgets: widgetsOf(dashboard).map((widget) => unchanged(widget, { applied: false, reason: "all-time" })) };
  return { range, widgets: await filterWidgets(dashboard, userId, range) };
}
