// /dashboard/:id — one saved dashboard (spec §2 Dashboard view): loading, error, not found, empty, widgets.
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import gridStyles from "react-grid-layout/css/styles.css";
import resizableStyles from "react-resizable/css/styles.css";
import { useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { GeneralErrorBoundary } from "~/components/common/error-screen";
import { DashboardLoading, DashboardView, type DashboardFilter } from "~/components/dashboard/dashboard-view";
import type { Dashboard, GeneratedDashboard } from "~/components/workspace/types";
import { isAppError } from "~/lib/errors";
import { readFieldFilterValues } from "~/lib/field-filters";
import { getOptionalUser } from "~/utils/auth.server";
import { fieldFiltersOf } from "~/services/dashboard-field-filters.server";
import { filterDashboard, type FilteredDashboard } from "~/services/dashboard-filters.server";
import { generatedDashboardJson } from "~/services/dashboard-jobs.server";
import { dashboardJson, requireDashboard } from "~/services/dashboards.server";
import { asPageError } from "~/utils/page-errors.server";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: gridStyles },
  { rel: "stylesheet", href: resizableStyles },
];

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: `${(data && "dashboard" in data && data.dashboard?.title) || "Dashboard"} · Askdata` },
];

export async function loader({ request, params }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  if (!user) return { state: "signed-out" as const }; // the layout shows the sign-in dialog, no page
  const { dashboard } = await requireDashboard(user.id, params.id!, "read").catch(asPageError(DASHBOARD_NOT_FOUND));
  return {
    state: "ready" as const,
    dashboard: dashboardJson(dashboard),
    generated: dashboard.generation ? generatedDashboardJson(dashboard) : null,
    fieldFilters: fieldFiltersOf(dashboard).map(({ id, label }) => ({ id, label })),
    ...(await dateFilterOf(request, user.id, dashboard)),
  };
}

// spec §2 Dashboard view: "Dashboard Not Found"; a failure is "Failed to Load Dashboard" (the boundary below).
const DASHBOARD_NOT_FOUND = {
  title: "Dashboard Not Found",
  message: "It may have been deleted, or it belongs to another project.",
};

/** The period and field filters' values in the address, its widgets re-run for them; nonsense is said, not thrown. */
async function dateFilterOf(
  request: Request,
  userId: string,
  dashboard: Awaited<ReturnType<typeof requireDashboard>>["dashboard"],
): Promise<{ filter: FilteredDashboard | null; filterError: string | null }> {
  const search = new URL(request.url).searchParams;
  const input = {
    period: search.get("period") ?? undefined,
    from: search.get("from") ?? undefined,
    to: search.get("to") ?? undefined,
  };
  const chosen = readFieldFilterValues(search);
  if (!input.period && !input.from && !input.to && !Object.keys(chosen).length)
    return { filter: null, filterError: null };
  try {
    return { filter: await filterDashboard(dashboard, userId, input, chosen), filterError: null };
  } catch (error) {
    if (isAppError(error) && error.code === "VALIDATION_ERROR") return { filter: null, filterError: error.message };
    throw error;
  }
}

export default function DashboardRoute() {
  const data = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const location = useLocation();
  // A new dashboard shows the loader; a new period for this one keeps the page while its numbers come.
  if (
    navigation.state === "loading" &&
    navigation.location.pathname.startsWith("/dashboard/") &&
    navigation.location.pathname !== location.pathname
  )
    return <DashboardLoading />;
  if (data.state === "signed-out") return null;
  // The stored widget list is loosely typed JSON; it holds spec §3 widgets.
  return (
    <DashboardView
      key={`${data.dashboard.id}${location.search}`}
      dashboard={data.dashboard as unknown as Dashboard}
      generated={data.generated as unknown as GeneratedDashboard | null}
      filter={data.filter as unknown as DashboardFilter | null}
      filterError={data.filterError}
      fieldFilters={data.fieldFilters}
    />
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary failedTitle="Failed to Load Dashboard" />;
}
