// A dashboard's e-mail subscriptions and KPI alerts (issue 37 item 3, ADR 058): listed for the project's members,
// created, paused and deleted by owners, admins and editors, sent only to members of the project.
import { QueryTypes } from "sequelize";
import { DashboardSchedule, ScheduleDelivery, type Dashboard } from "~db/models";
import { db } from "~db/sequelize.server";
import { widgetKindOf } from "~/lib/dashboard-layout";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { can } from "~/lib/permissions";
import { nextRunAfter } from "~/lib/schedule-times";
import {
  describeCondition,
  describeTiming,
  type AlertCondition,
  type ScheduleInput,
  type ScheduleTiming,
} from "~/lib/schedules";
import { recordActivity } from "./activity.server";
import { requireDashboard, widgetsOf } from "./dashboards.server";
import type { ProjectAccess } from "./projects.server";

/** Subscriptions and alerts one dashboard may hold. */
export const MAX_SCHEDULES_PER_DASHBOARD = 20;

const MAY_NOT_MANAGE = (role: string) =>
  new AppError("AUTHORIZATION_ERROR", `Your role (${role}) may not change subscriptions and alerts`);

/**
 * The dashboard, for a member of its project (recipients' e-mails are for members, ADR 005); "edit" also needs a
 * role that edits dashboards (owner, admin, editor).
 */
export async function requireDashboardSchedules(userId: string, dashboardId: string, action: "read" | "edit") {
  const { dashboard, access } = await requireDashboard(userId, dashboardId, "read");
  if (!access.isMember) throw new AppError("AUTHORIZATION_ERROR", "Only members of this project may see this");
  if (action === "edit" && !can(access.role, "edit", "dashboard")) throw MAY_NOT_MANAGE(access.role);
  return { dashboard, access };
}

/** A schedule and its dashboard, with the same rules. */
export async function requireSchedule(userId: string, scheduleId: string, action: "read" | "edit") {
  db();
  const schedule = isUuid(scheduleId) ? await DashboardSchedule.findByPk(scheduleId) : null;
  if (!schedule) throw new AppError("NOT_FOUND", "Subscription or alert not found");
  const found = await requireDashboardSchedules(userId, schedule.dashboard_id, action).catch((error) => {
    if (error instanceof AppError && error.code === "NOT_FOUND")
      throw new AppError("NOT_FOUND", "Subscription or alert not found");
    throw error;
  });
  return { schedule, ...found };
}

export interface Member {
  user_id: string;
  name: string | null;
  email: string;
}

/** The members of a project among `userIds` (all of them without), with their e-mails. */
export async function membersOf(projectId: string, userIds?: string[]): Promise<Member[]> {
  return db().query<Member>(
    `SELECT u.id AS user_id, u.name, u.email FROM project_members m JOIN users u ON u.id = m.user_id
      WHERE m.project_id = $1 AND ($2::uuid[] IS NULL OR u.id = ANY($2::uuid[])) ORDER BY u.name, u.email`,
    { bind: [projectId, userIds ?? null], type: QueryTypes.SELECT },
  );
}

export const timingOf = (schedule: DashboardSchedule): ScheduleTiming => ({
  frequency: schedule.frequency,
  hour: schedule.hour,
  day_of_week: schedule.day_of_week,
  day_of_month: schedule.day_of_month,
  time_zone: schedule.time_zone,
});

function deliveryJson(delivery: ScheduleDelivery | undefined) {
  if (!delivery) return null;
  return {
    status: delivery.status,
    period_start: delivery.period_start,
    at: delivery.sent_at ?? delivery.updated_at,
    attempts: delivery.attempts,
    retrying: delivery.retrying,
    error: delivery.error,
    sent_to: delivery.sent_to,
  };
}

export function scheduleJson(
  schedule: DashboardSchedule,
  context: { members: Member[]; dashboard: Dashboard; last?: ScheduleDelivery },
) {
  const widget = schedule.widget_id
    ? widgetsOf(context.dashboard).find((candidate) => candidate.id === schedule.widget_id)
    : undefined;
  const condition = schedule.condition as AlertCondition | null;
  return {
    id: schedule.id,
    kind: schedule.kind,
    dashboard_id: schedule.dashboard_id,
    frequency: schedule.frequency,
    hour: schedule.hour,
    day_of_week: schedule.day_of_week,
    day_of_month: schedule.day_of_month,
    time_zone: schedule.time_zone,
    timing: describeTiming(timingOf(schedule)),
    recipients: schedule.recipients.map(
      (id) =>
        context.members.find((member) => member.user_id === id) ?? { user_id: id, name: null, email: null, left: true },
    ),
    widget_id: schedule.widget_id,
    widget_title: widget?.title ?? null,
    condition,
    condition_text: condition ? describeCondition(condition) : null,
    alert_state: schedule.alert_state,
    active: schedule.active,
    next_run_at: schedule.active ? schedule.next_run_at : null,
    last_delivery: deliveryJson(context.last),
    created_by: schedule.created_by,
    created_at: schedule.created_at,
  };
}

export type ScheduleJson = ReturnType<typeof scheduleJson>;

/** The latest delivery of each schedule. */
async function lastDeliveries(scheduleIds: string[]): Promise<Map<string, ScheduleDelivery>> {
  if (!scheduleIds.length) return new Map();
  const rows = await ScheduleDelivery.findAll({
    where: { schedule_id: scheduleIds },
    order: [
      ["period_start", "DESC"],
      ["updated_at", "DESC"],
    ],
  });
  const last = new Map<string, ScheduleDelivery>();
  for (const row of rows) if (!last.has(row.schedule_id)) last.set(row.schedule_id, row);
  return last;
}

/** What the dashboard's menu shows: its schedules, and for editors the members and KPIs a new one may name. */
export async function listSchedules(dashboard: Dashboard, access: ProjectAccess) {
  const schedules = await DashboardSchedule.findAll({
    where: { dashboard_id: dashboard.id },
    order: [["created_at", "ASC"]],
  });
  const [members, last] = await Promise.all([
    membersOf(dashboard.project_id),
    lastDeliveries(schedules.map((schedule) => schedule.id)),
  ]);
  const json = schedules.map((schedule) => scheduleJson(schedule, { members, dashboard, last: last.get(schedule.id) }));
  const mayEdit = can(access.role, "edit", "dashboard");
  return {
    subscriptions: json.filter((schedule) => schedule.kind === "subscription"),
    alerts: json.filter((schedule) => schedule.kind === "alert"),
    may_edit: mayEdit,
    members: mayEdit ? members : [],
    kpis: mayEdit ? kpiWidgets(dashboard).map(({ id, title }) => ({ id, title })) : [],
  };
}

/** Widgets an alert may watch: one number from a query the worker can run again. */
function kpiWidgets(dashboard: Dashboard) {
  return widgetsOf(dashboard).filter(
    (widget) => widget.type === "query_result" && widget.sql && widgetKindOf(widget) === "kpi",
  );
}

async function assertRecipients(projectId: string, recipients: string[]): Promise<string[]> {
  const unique = [...new Set(recipients)];
  const members = await membersOf(projectId, unique);
  if (members.length !== unique.length)
    throw new AppError("VALIDATION_ERROR", "Recipients must be members of this project", {
      fields: { recipients: "Only members of this project can receive its dashboards" },
    });
  return unique;
}

export async function createSchedule(
  dashboard: Dashboard,
  userId: string,
  input: ScheduleInput,
  now = new Date(),
): Promise<ScheduleJson> {
  const count = await DashboardSchedule.count({ where: { dashboard_id: dashboard.id } });
  if (count >= MAX_SCHEDULES_PER_DASHBOARD)
    throw new AppError(
      "VALIDATION_ERROR",
      `A dashboard holds at most ${MAX_SCHEDULES_PER_DASHBOARD} subscriptions and alerts`,
    );
  const recipients = await assertRecipients(dashboard.project_id, input.recipients);
  if (input.kind === "alert" && !kpiWidgets(dashboard).some((widget) => widget.id === input.widget_id))
    throw new AppError("VALIDATION_ERROR", "An alert watches a KPI: a widget of this dashboard showing one number", {
      fields: { widget_id: "Choose a KPI of this dashboard" },
    });
  const timing: ScheduleTiming = {
    frequency: input.frequency,
    hour: input.hour,
    day_of_week: input.frequency === "weekly" ? (input.day_of_week ?? 1) : null,
    day_of_month: input.frequency === "monthly" ? (input.day_of_month ?? 1) : null,
    time_zone: input.time_zone,
  };
  const schedule = await DashboardSchedule.create({
    project_id: dashboard.project_id,
    dashboard_id: dashboard.id,
    kind: input.kind,
    ...timing,
    day_of_week: timing.day_of_week ?? null,
    day_of_month: timing.day_of_month ?? null,
    recipients,
    widget_id: input.kind === "alert" ? input.widget_id : null,
    condition: input.kind === "alert" ? input.condition : null,
    next_run_at: nextRunAfter(timing, now),
    created_by: userId,
  });
  await recordActivity({
    projectId: dashboard.project_id,
    userId,
    action: "create",
    resourceType: "dashboard",
    resourceId: dashboard.id,
    details: { [input.kind]: schedule.id, timing: describeTiming(timing), recipients: recipients.length },
  });
  return scheduleJson(schedule, { members: await membersOf(dashboard.project_id), dashboard });
}

/** Pauses or resumes; a resumed schedule runs next at its next time from now, never for the periods it missed. */
export async function setScheduleActive(
  schedule: DashboardSchedule,
  dashboard: Dashboard,
  userId: string,
  active: boolean,
  now = new Date(),
): Promise<ScheduleJson> {
  if (active && !schedule.active) schedule.next_run_at = nextRunAfter(timingOf(schedule), now);
  schedule.active = active;
  await schedule.save();
  await recordActivity({
    projectId: schedule.project_id,
    userId,
    action: "update",
    resourceType: "dashboard",
    resourceId: schedule.dashboard_id,
    details: { [schedule.kind]: schedule.id, active },
  });
  const last = (await lastDeliveries([schedule.id])).get(schedule.id);
  return scheduleJson(schedule, { members: await membersOf(schedule.project_id), dashboard, last });
}

export async function deleteSchedule(
  schedule: DashboardSchedule,
  userId: string,
): Promise<{ deleted: true; id: string }> {
  await schedule.destroy();
  await recordActivity({
    projectId: schedule.project_id,
    userId,
    action: "delete",
    resourceType: "dashboard",
    resourceId: schedule.dashboard_id,
    details: { [schedule.kind]: schedule.id },
  });
  return { deleted: true, id: schedule.id };
}
