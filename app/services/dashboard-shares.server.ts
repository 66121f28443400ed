// Public, read-only shares of a dashboard: a random token, an optional password (argon2) and expiry.
// What a share shows is an allow-list: titles, descriptions, charts and data; never SQL, connections or members.
import { randomBytes } from "node:crypto";
import { Dashboard, DashboardShare } from "~db/models";
import { db } from "~db/sequelize.server";
import { presentationOf } from "~/answer/chart";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import type { Action } from "~/lib/permissions";
import { recordActivity } from "./activity.server";
import { fieldFiltersOf, listFieldFilterValues } from "./dashboard-field-filters.server";
import { filterShared, type FilteredWidget } from "./dashboard-filters.server";
import { requireDashboard } from "./dashboards.server";
import type { Widget } from "./widgets.server";
import { hashPassword, verifyPassword } from "./passwords.server";
import { requireProjectPermission } from "./projects.server";
import {
  assertSharePasswordAllowed,
  clearSharePasswordFailures,
  consumeShareFilterValues,
  recordSharePasswordFailure,
} from "./rate-limit.server";

export const SHARE_NOT_FOUND = "This shared dashboard does not exist or is no longer available.";
export const SHARE_PASSWORD_REQUIRED = "This dashboard is protected by a password. Enter the password to view it.";
export const SHARE_PASSWORD_WRONG = "The password is incorrect. Please try again.";

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/;

export function shareJson(share: DashboardShare, now = new Date()) {
  const status = share.revoked_at ? "revoked" : share.expires_at && share.expires_at <= now ? "expired" : "active";
  return {
    id: share.id,
    dashboard_id: share.dashboard_id,
    token: share.token,
    url: `/share/${share.token}`,
    has_password: Boolean(share.password_hash),
    allow_embedding: share.allow_embedding,
    allow_filters: share.allow_filters,
    expires_at: share.expires_at,
    revoked_at: share.revoked_at,
    created_at: share.created_at,
    status,
  };
}

/** The dashboard (readable by the caller) and the caller's right to `action` shares of its project. */
export async function requireDashboardShares(userId: string, dashboardId: string, action: Action) {
  const found = await requireDashboard(userId, dashboardId, "read");
  await requireProjectPermission(userId, found.dashboard.project_id, action, "share");
  return found;
}

export async function requireShare(userId: string, shareId: string, action: Action) {
  if (!isUuid(shareId)) throw new AppError("NOT_FOUND", "Share not found");
  db();
  const share = await DashboardShare.findByPk(shareId);
  if (!share) throw new AppError("NOT_FOUND", "Share not found");
  const { dashboard } = await requireDashboardShares(userId, share.dashboard_id, action).catch((error) => {
    if (error instanceof AppError && error.code === "NOT_FOUND") throw new AppError("NOT_FOUND", "Share not found");
    throw error;
  });
  return { share, dashboard };
}

export async function createShare(
  dashboard: Dashboard,
  userId: string,
  input: { password?: string | null; expiresAt?: Date | null; allowEmbedding?: boolean; allowFilters?: boolean },
) {
  const share = await DashboardShare.create({
    dashboard_id: dashboard.id,
    token: randomBytes(24).toString("base64url"),
    password_hash: input.password ? await hashPassword(input.password) : null,
    expires_at: input.expiresAt ?? null,
    allow_embedding: input.allowEmbedding ?? false,
    allow_filters: input.allowFilters ?? false,
    created_by: userId,
  });
  const details = {
    dashboardId: dashboard.id,
    hasPassword: Boolean(input.password),
    expiresAt: input.expiresAt ?? null,
    allowEmbedding: share.allow_embedding,
    allowFilters: share.allow_filters,
  };
  await recordActivity({
    projectId: dashboard.project_id,
    userId,
    action: "create",
    resourceType: "share",
    resourceId: share.id,
    details,
  });
  return shareJson(share);
}

export async function listShares(dashboardId: string) {
  const shares = await DashboardShare.findAll({
    where: { dashboard_id: dashboardId },
    order: [["created_at", "DESC"]],
  });
  return shares.map((share) => shareJson(share));
}

/** Revoking keeps the row (who shared what, when) but the token stops working at once. */
export async function revokeShare(share: DashboardShare, dashboard: Dashboard, userId: string) {
  if (!share.revoked_at) await share.update({ revoked_at: new Date() });
  await recordActivity({
    projectId: dashboard.project_id,
    userId,
    action: "delete",
    resourceType: "share",
    resourceId: share.id,
    details: { dashboardId: dashboard.id },
  });
  return shareJson(share);
}

/** Wrong passwords are limited per share and client address, so a guesser locks out only itself (rate-limit.server.ts). */
async function checkPassword(
  share: DashboardShare,
  password: string | null | undefined,
  client: string,
): Promise<void> {
  if (!share.password_hash) return;
  if (!password) throw new AppError("AUTHENTICATION_ERROR", SHARE_PASSWORD_REQUIRED, { passwordRequired: true });
  await assertSharePasswordAllowed(share.id, client);
  if (await verifyPassword(share.password_hash, password)) return clearSharePasswordFailures(share.id, client);
  await recordSharePasswordFailure(share.id, client);
  throw new AppError("AUTHENTICATION_ERROR", SHARE_PASSWORD_WRONG, { passwordRequired: true });
}

function publicWidget(widget: Widget | FilteredWidget) {
  const spec = widget.chartConfig?.fullChartConfig;
  return {
    id: widget.id,
    type: widget.type,
    title: widget.title,
    ...(widget.type === "text" ? { text: widget.text ?? "" } : {}),
    description: widget.description,
    chartType: widget.chartType,
    chartConfig: {
      xAxis: widget.chartConfig?.xAxis ?? null,
      yAxes: widget.chartConfig?.yAxes ?? [],
      title: widget.chartConfig?.title ?? widget.title,
      fullChartConfig: spec
        ? {
            chartType: spec.chartType,
            xAxis: spec.xAxis,
            yAxis: spec.yAxis,
            title: spec.title,
            dimensions: spec.dimensions,
            metrics: spec.metrics,
            description: spec.description,
            // words for the columns already shown and how to draw them; nothing else of the spec goes out
            ...presentationOf(spec),
          }
        : null,
    },
    data: {
      columns: widget.data.columns.map((column) => ({
        name: column.name,
        label: column.label ?? column.name,
        kind: column.kind,
      })),
      rows: widget.data.rows,
      rowCount: widget.data.rowCount,
    },
    position: widget.position,
    insights: widget.insights ?? [],
    ...(widget.businessValue ? { businessValue: widget.businessValue } : {}),
    // which chosen filters narrowed it, and why not (ADR 056): labels and reasons, no table or column
    ...("fieldFilters" in widget && widget.fieldFilters ? { fieldFilters: widget.fieldFilters } : {}),
  };
}

export type PublicWidget = ReturnType<typeof publicWidget>;

/** What a generated dashboard adds for a visitor: its headline, not its queries or timings. */
function publicGeneration(generation: Record<string, unknown> | null) {
  if (!generation) return null;
  const domain = generation.businessDomain as { name?: string } | undefined;
  return {
    subtitle: typeof generation.subtitle === "string" ? generation.subtitle : null,
    businessDomain: domain?.name ? { name: domain.name } : null,
    qualityScore: typeof generation.qualityScore === "number" ? generation.qualityScore : null,
  };
}

/** An open share (not revoked or expired) and its dashboard, once its password, when it has one, was given. */
async function requireOpenShare(token: string, password: string | null | undefined, client: string) {
  db();
  const share = TOKEN.test(token) ? await DashboardShare.findOne({ where: { token } }) : null;
  if (!share || share.revoked_at || (share.expires_at && share.expires_at <= new Date()))
    throw new AppError("NOT_FOUND", SHARE_NOT_FOUND);
  await checkPassword(share, password, client);
  const dashboard = await Dashboard.findByPk(share.dashboard_id);
  if (!dashboard) throw new AppError("NOT_FOUND", SHARE_NOT_FOUND);
  return { share, dashboard };
}

/**
 * spec §7 GET /dashboards/public/{token}: no sign-in. Unknown, revoked and expired tokens are 404;
 * a missing or wrong password is 401, and repeated wrong ones from one client (per share and address) are 429.
 * Field filters' values (`chosen`) are taken only when the sharer allowed visitors to filter (ADR 056).
 */
export async function getPublicDashboard(
  token: string,
  password: string | null | undefined,
  client: string,
  chosen: Record<string, string[]> = {},
) {
  const { share, dashboard } = await requireOpenShare(token, password, client);
  const { fields, widgets } = await filterShared(dashboard, share.allow_filters, chosen);
  return {
    dashboard: {
      title: dashboard.title,
      description: dashboard.description,
      updated_at: dashboard.updated_at,
      generated: publicGeneration(dashboard.generation),
      widgets: widgets.map(publicWidget),
      filters: share.allow_filters ? fieldFiltersOf(dashboard).map(({ id, label }) => ({ id, label })) : [],
      fields: fields.map(({ id, values }) => ({ id, values })),
    },
    share: { expires_at: share.expires_at },
  };
}

/** GET /api/dashboards/public/{token}/field-filters/{filterId}/values: a visitor's choices, when the sharer allowed them. */
export async function getPublicFieldFilterValues(
  token: string,
  password: string | null | undefined,
  client: string,
  filterId: string,
  search?: string,
): Promise<string[]> {
  const { share, dashboard } = await requireOpenShare(token, password, client);
  if (!share.allow_filters) throw new AppError("NOT_FOUND", "Filter not found");
  // each listing queries the sharer's database: limited per link and visitor, as wrong passwords are (ADR 014)
  await consumeShareFilterValues(share.id, client);
  return listFieldFilterValues(dashboard, filterId, search);
}

export type PublicDashboard = Awaited<ReturnType<typeof getPublicDashboard>>;

/** Whether other sites may frame the page of a share that is still open (its owner said so when sharing). */
export async function shareAllowsEmbedding(token: string): Promise<boolean> {
  if (!TOKEN.test(token)) return false;
  db();
  const share = await DashboardShare.findOne({
    where: { token },
    attributes: ["allow_embedding", "revoked_at", "expires_at"],
  });
  return Boolean(share?.allow_embedding && !share.revoked_at && !(share.expires_at && share.expires_at <= new Date()));
}
