// A dashboard's field filters (issue 37 item 1, ADR 056): owners and editors choose dimensions from a connection's
// model; whoever reads the dashboard picks values, listed from the column through the guarded read-only path; each
// widget the engine built is asked again for those values when its rows reach the dimension without fan-out.
import { Connection, type Dashboard } from "~db/models";
import type { QueryIR } from "~/engine";
import {
  filterableColumns,
  filterValuesQuery,
  withFieldFilter,
  type FieldFilterBlock,
  type FilterableColumn,
} from "~/engine/requery/field-filters";
import type { SchemaCatalog } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import {
  fieldFilterId,
  MAX_FIELD_FILTERS,
  MAX_FILTER_VALUE_CHARS,
  MAX_FILTER_VALUES_CHOSEN,
  type ActiveFieldFilter,
  type FieldFilterDefinition,
  type FieldFilterReason,
  type FieldFilterState,
} from "~/lib/field-filters";
import { isUuid } from "~/lib/ids";
import { can } from "~/lib/permissions";
import { recordActivity } from "./activity.server";
import { requireDashboard, widgetsOf } from "./dashboards.server";
import { getEngineCatalog } from "./definitions.server";
import { requireProjectPermission } from "./projects.server";
import { runSql } from "./queries.server";

export function fieldFiltersOf(dashboard: Dashboard): FieldFilterDefinition[] {
  return (dashboard.field_filters ?? []) as unknown as FieldFilterDefinition[];
}

/** The connections the dashboard reads (its own and its widgets'), in its project. */
async function connectionsOf(dashboard: Dashboard): Promise<Connection[]> {
  const ids = new Set<string>();
  if (dashboard.connection_id) ids.add(dashboard.connection_id);
  for (const widget of widgetsOf(dashboard)) if (widget.connectionId) ids.add(widget.connectionId);
  const valid = [...ids].filter(isUuid);
  if (!valid.length) return [];
  const rows = await Connection.findAll({ where: { id: valid, project_id: dashboard.project_id } });
  return valid.flatMap((id) => rows.filter((row) => row.id === id));
}

export interface FieldFilterChoices {
  filters: FieldFilterDefinition[];
  /** The dimensions each of the dashboard's databases offers. */
  choices: { connectionId: string; connectionName: string; columns: FilterableColumn[] }[];
}

/** GET /api/dashboards/{id}/field-filters: the filters, and for owners and editors the dimensions they may add. */
export async function getFieldFilters(userId: string, dashboardId: string): Promise<FieldFilterChoices> {
  const { dashboard, access } = await requireDashboard(userId, dashboardId, "read");
  const filters = fieldFiltersOf(dashboard);
  if (!access.isMember || !can(access.role, "edit", "dashboard")) return { filters, choices: [] };
  const choices = [];
  for (const connection of await connectionsOf(dashboard)) {
    const catalog = await getEngineCatalog(connection).then(
      (c) => c.engineCatalog,
      () => null,
    );
    if (catalog)
      choices.push({
        connectionId: connection.id,
        connectionName: connection.name,
        columns: filterableColumns(catalog),
      });
  }
  return { filters, choices };
}

export interface FieldFilterInput {
  connectionId?: string;
  table: string;
  column: string;
  label?: string;
}

async function catalogOf(connection: Connection): Promise<SchemaCatalog> {
  return (await getEngineCatalog(connection)).engineCatalog;
}

/** POST /api/dashboards/{id}/field-filters: a dimension the connection's model offers, once per dashboard. */
export async function addFieldFilter(
  userId: string,
  dashboardId: string,
  input: FieldFilterInput,
): Promise<FieldFilterDefinition[]> {
  const { dashboard } = await requireDashboard(userId, dashboardId, "edit");
  const filters = fieldFiltersOf(dashboard);
  if (filters.length >= MAX_FIELD_FILTERS)
    throw new AppError("VALIDATION_ERROR", `A dashboard holds at most ${MAX_FIELD_FILTERS} filters`);
  const connections = await connectionsOf(dashboard);
  const connection = input.connectionId ? connections.find((c) => c.id === input.connectionId) : connections[0];
  if (!connection)
    throw new AppError("VALIDATION_ERROR", "Filters choose from the databases this dashboard's widgets read", {
      fields: { connectionId: "Not a database of this dashboard" },
    });
  const offered = filterableColumns(await catalogOf(connection)).find(
    (c) => c.table === input.table && c.column === input.column,
  );
  if (!offered)
    throw new AppError("VALIDATION_ERROR", "Choose a category or a name the data model offers as a filter", {
      fields: { column: `${input.table}.${input.column} is not offered as a filter` },
    });
  if (filters.some((f) => f.connectionId === connection.id && f.table === input.table && f.column === input.column))
    throw new AppError("CONFLICT", `This dashboard already has a filter on ${offered.label}`);
  const label = input.label?.trim() || offered.label;
  const filter: FieldFilterDefinition = {
    id: fieldFilterId(
      label,
      filters.map((f) => f.id),
    ),
    connectionId: connection.id,
    table: offered.table,
    column: offered.column,
    label,
  };
  return saveFilters(dashboard, userId, [...filters, filter], { addedFilter: filter.label });
}

/** DELETE /api/dashboards/{id}/field-filters/{filterId}. */
export async function removeFieldFilter(
  userId: string,
  dashboardId: string,
  filterId: string,
): Promise<FieldFilterDefinition[]> {
  const { dashboard } = await requireDashboard(userId, dashboardId, "edit");
  const filters = fieldFiltersOf(dashboard);
  const removed = filters.find((f) => f.id === filterId);
  if (!removed) throw new AppError("NOT_FOUND", "Filter not found");
  return saveFilters(
    dashboard,
    userId,
    filters.filter((f) => f !== removed),
    { removedFilter: removed.label },
  );
}

async function saveFilters(
  dashboard: Dashboard,
  userId: string,
  filters: FieldFilterDefinition[],
  details: Record<string, unknown>,
): Promise<FieldFilterDefinition[]> {
  dashboard.field_filters = filters as unknown as Record<string, unknown>[];
  dashboard.changed("field_filters", true);
  await dashboard.save();
  await recordActivity({
    projectId: dashboard.project_id,
    userId,
    action: "update",
    resourceType: "dashboard",
    resourceId: dashboard.id,
    details,
  });
  return filters;
}

/** The values a filter may take containing `search`: SELECT DISTINCT through the guard and read-only transaction. */
export async function listFieldFilterValues(dashboard: Dashboard, filterId: string, search = ""): Promise<string[]> {
  const filter = fieldFiltersOf(dashboard).find((f) => f.id === filterId);
  if (!filter) throw new AppError("NOT_FOUND", "Filter not found");
  const connection = isUuid(filter.connectionId) ? await Connection.findByPk(filter.connectionId) : null;
  if (!connection || connection.project_id !== dashboard.project_id)
    throw new AppError("NOT_FOUND", "Connection not found");
  const sql = filterValuesQuery(await catalogOf(connection), filter, search.slice(0, MAX_FILTER_VALUE_CHARS));
  const result = await runSql(connection, sql);
  return result.rows.map((row) => String(Object.values(row)[0]));
}

/** GET /api/dashboards/{id}/field-filters/{filterId}/values: readers of the dashboard pick values too. */
export async function getFieldFilterValues(
  userId: string,
  dashboardId: string,
  filterId: string,
  search?: string,
): Promise<string[]> {
  const { dashboard } = await requireDashboard(userId, dashboardId, "read");
  await requireProjectPermission(userId, dashboard.project_id, "read", "query");
  return listFieldFilterValues(dashboard, filterId, search);
}

/** The dashboard's declared filters with the values chosen for them; an id it does not declare is refused. */
export function activeFieldFilters(dashboard: Dashboard, chosen: Record<string, string[]>): ActiveFieldFilter[] {
  const filters = fieldFiltersOf(dashboard);
  for (const [id, values] of Object.entries(chosen)) {
    if (!filters.some((f) => f.id === id))
      throw new AppError("VALIDATION_ERROR", `This dashboard has no filter “${id}”`, {
        fields: { [`f.${id}`]: "Unknown filter" },
      });
    if (values.length > MAX_FILTER_VALUES_CHOSEN || values.some((v) => v.length > MAX_FILTER_VALUE_CHARS))
      throw new AppError(
        "VALIDATION_ERROR",
        `Choose at most ${MAX_FILTER_VALUES_CHOSEN} values of up to ${MAX_FILTER_VALUE_CHARS} characters`,
        { fields: { [`f.${id}`]: "Too many or too long values" } },
      );
  }
  return filters.flatMap((f) => (chosen[f.id]?.length ? [{ ...f, values: chosen[f.id] }] : []));
}

const BLOCKED: Record<FieldFilterBlock, FieldFilterReason> = {
  "no-path": "no-path",
  "fan-out": "fan-out",
  "own-filter": "own-filter",
};

/** Every active filter left unapplied for one reason (a widget with no engine question, a failed query). */
export function fieldFiltersNotApplied(active: ActiveFieldFilter[], reason: FieldFilterReason): FieldFilterState[] {
  return active.map((f) => ({ id: f.id, label: f.label, applied: false, reason }));
}

/** The widget's question narrowed by each filter on its database that reaches it safely, and how each fared. */
export function applyFieldFilters(
  ir: QueryIR,
  catalog: SchemaCatalog,
  connectionId: string,
  active: ActiveFieldFilter[],
): { ir: QueryIR; states: FieldFilterState[]; applied: boolean } {
  let current = ir;
  const states = active.map((filter): FieldFilterState => {
    if (filter.connectionId !== connectionId)
      return { id: filter.id, label: filter.label, applied: false, reason: "other-database" };
    const result = withFieldFilter(current, catalog, {
      column: { table: filter.table, column: filter.column },
      values: filter.values,
    });
    if (result.blocked) return { id: filter.id, label: filter.label, applied: false, reason: BLOCKED[result.blocked] };
    current = result.ir;
    return { id: filter.id, label: filter.label, applied: true };
  });
  return { ir: current, states, applied: states.some((s) => s.applied) };
}
