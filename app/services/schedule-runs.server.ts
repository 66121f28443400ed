// The worker's half of subscriptions and alerts (ADR 058). Each tick enqueues one delivery per due schedule and
// period: the delivery row (unique per schedule and period) and its pg-boss job are written in one transaction, so of
// two workers ticking at once only one enqueues. Each delivery refreshes the widgets through the guarded read-only
// path, and claims its row before it hands the e-mail to SMTP, so a retry never sends what was sent.
import pLimit from "p-limit";
import { Op, QueryTypes, type Transaction } from "sequelize";
import { Connection, Dashboard, DashboardSchedule, ScheduleDelivery } from "~db/models";
import { db } from "~db/sequelize.server";
import { getSender } from "~/jobs/boss.server";
import { inTransaction } from "~/jobs/job-runs.server";
import { QUEUES } from "~/jobs/queues";
import type { ColumnKind } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { isUuid } from "~/lib/ids";
import { nextRunAfter, periodStartAt } from "~/lib/schedule-times";
import {
  describeCondition,
  describeTiming,
  evaluateAlert,
  type AlertCondition,
  type AlertEvaluation,
} from "~/lib/schedules";
import { formatValue } from "~/answer/semantic-format";
import { widgetsOf } from "./dashboards.server";
import { appLink, sendMail } from "./mail.server";
import { requireProjectPermission } from "./projects.server";
import { runSql } from "./queries.server";
import {
  alertMail,
  snapshotOf,
  subscriptionMail,
  type RenderedMail,
  type WidgetSnapshot,
} from "./schedule-mail.server";
import { membersOf, timingOf } from "./schedules.server";
import type { Widget } from "./widgets.server";

/** A mail server that is down is tried again for about five minutes: 5–10 s, then doubling up to 5 min apart. */
export const DELIVERY_RETRY = { retryLimit: 5, retryDelay: 5, retryBackoff: true, retryDelayMax: 300 } as const;
/** Widget queries of one e-mail running at once. */
const REFRESH_CONCURRENCY = 3;

/** Enqueues the delivery of every active schedule due at `at`; returns how many this call enqueued. */
export async function checkDueSchedules(at: Date): Promise<{ due: number; enqueued: number }> {
  db();
  const due = await DashboardSchedule.findAll({ where: { active: true, next_run_at: { [Op.lte]: at } } });
  let enqueued = 0;
  for (const schedule of due) if (await enqueueDelivery(schedule, at)) enqueued++;
  return { due: due.length, enqueued };
}

async function enqueueDelivery(schedule: DashboardSchedule, at: Date): Promise<boolean> {
  const timing = timingOf(schedule);
  const period = periodStartAt(timing, at);
  return db().transaction(async (transaction) => {
    const [inserted] = await db().query<{ id: string }>(
      `INSERT INTO schedule_deliveries (schedule_id, period_start) VALUES ($1, $2)
       ON CONFLICT (schedule_id, period_start) DO NOTHING RETURNING id`,
      { bind: [schedule.id, period], transaction, type: QueryTypes.SELECT },
    );
    await db().query(
      "UPDATE dashboard_schedules SET next_run_at = GREATEST(next_run_at, $2), updated_at = now() WHERE id = $1",
      { bind: [schedule.id, nextRunAfter(timing, at)], transaction },
    );
    if (!inserted) return false;
    await sendDeliveryJob(
      inserted.id,
      `${schedule.kind}:${schedule.id}:${period.toISOString()}`,
      schedule,
      transaction,
    );
    return true;
  });
}

async function sendDeliveryJob(
  id: string,
  singletonKey: string,
  schedule: DashboardSchedule,
  transaction: Transaction,
) {
  const boss = await getSender();
  // the job's id is the delivery's: pg-boss inserts with ON CONFLICT DO NOTHING, a second guard behind the row's
  await boss.send(
    QUEUES.scheduleDeliver,
    { deliveryId: id },
    { id, singletonKey, ...DELIVERY_RETRY, group: { id: schedule.project_id }, db: inTransaction(transaction) },
  );
}

/** The words a failed SMTP conversation is shown with ("connection refused"), from nodemailer's error. */
export function mailFailureReason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: string } | null)?.code;
  if (/ECONNREFUSED/.test(message)) return "connection refused";
  if (/ETIMEDOUT|timeout/i.test(message) || code === "ETIMEDOUT") return "the mail server did not answer";
  if (code === "EAUTH") return "the mail server refused the login";
  if (code === "EENVELOPE") return "the mail server refused a recipient";
  if (/ENOTFOUND|EAI_AGAIN/.test(message)) return "the mail server's address was not found";
  return message.slice(0, 200);
}

interface DeliveryContext {
  /** Whether the queue will try again after this error (runJob's retry policy). */
  willRetry: (error: unknown) => boolean;
}

async function settle(delivery: ScheduleDelivery, changes: Partial<ScheduleDelivery>): Promise<void> {
  await ScheduleDelivery.update(changes, { where: { id: delivery.id } });
}

/** Fails the delivery for good (nothing to send, nobody to send it to): no retry would change that. */
async function giveUp(delivery: ScheduleDelivery, error: string) {
  await settle(delivery, { status: "failed", error, retrying: false });
  return { status: "failed", error };
}

/** One schedule's delivery for one period (the schedule-deliver job). */
export async function deliverSchedule(deliveryId: string, context: DeliveryContext): Promise<object> {
  db();
  const delivery = await ScheduleDelivery.findByPk(deliveryId);
  if (!delivery) return { status: "gone" }; // its schedule was deleted (the rows went with it)
  if (["sent", "checked", "interrupted"].includes(delivery.status)) return { status: delivery.status };
  if (delivery.status === "sending") {
    // an attempt died while talking to the mail server: whether the e-mail left is unknown, and twice is worse
    await settle(delivery, {
      status: "interrupted",
      retrying: false,
      error: "Interrupted while sending; not sent again, so that nobody receives it twice",
    });
    return { status: "interrupted" };
  }
  const schedule = await DashboardSchedule.findByPk(delivery.schedule_id);
  const dashboard = schedule ? await Dashboard.findByPk(schedule.dashboard_id) : null;
  if (!schedule || !dashboard) return { status: "gone" };
  if (!schedule.active) return giveUp(delivery, "Paused before it was sent");
  const allowed = schedule.created_by
    ? await requireProjectPermission(schedule.created_by, schedule.project_id, "read", "query").then(
        () => true,
        () => false,
      )
    : false;
  if (!allowed) return giveUp(delivery, "The person who set this up is no longer a member of the project");
  const recipients = await membersOf(schedule.project_id, schedule.recipients);
  if (!recipients.length) return giveUp(delivery, "None of the recipients is a member of the project any more");
  let mail: RenderedMail | null;
  try {
    mail =
      schedule.kind === "alert"
        ? await alertContent(schedule, dashboard, delivery)
        : await subscriptionContent(schedule, dashboard);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const retrying = context.willRetry(error);
    await settle(delivery, { status: "failed", error: message.slice(0, 300), retrying });
    if (retrying) throw error;
    return { status: "failed", error: message };
  }
  if (!mail) {
    await settle(delivery, { status: "checked", error: null, retrying: false });
    return { status: "checked" };
  }
  const to = recipients.map((recipient) => recipient.email).join(", ");
  return send(delivery, mail, to, recipients.length, context);
}

/** Claims the row (queued or failed → sending), hands the e-mail to SMTP, and records how it went. */
async function send(
  delivery: ScheduleDelivery,
  mail: RenderedMail,
  to: string,
  count: number,
  context: DeliveryContext,
): Promise<object> {
  const [claimed] = await db().query(
    `UPDATE schedule_deliveries SET status = 'sending', attempts = attempts + 1, updated_at = now()
      WHERE id = $1 AND status IN ('queued', 'failed') RETURNING id`,
    { bind: [delivery.id], type: QueryTypes.SELECT },
  );
  if (!claimed) return { status: "claimed elsewhere" };
  try {
    await sendMail({ to, ...mail });
  } catch (error) {
    const retrying = context.willRetry(error);
    await settle(delivery, { status: "failed", error: mailFailureReason(error), retrying });
    if (retrying) throw error;
    return { status: "failed", error: mailFailureReason(error) };
  }
  await settle(delivery, { status: "sent", error: null, retrying: false, sent_to: count, sent_at: new Date() });
  return { status: "sent", recipients: count };
}

/** The connections of the dashboard's own project the widgets run on. */
async function connectionsOf(dashboard: Dashboard, widgets: Widget[]): Promise<Map<string, Connection>> {
  const ids = [
    ...new Set(
      widgets.map((widget) => widget.connectionId ?? dashboard.connection_id).filter((id) => id && isUuid(id)),
    ),
  ] as string[];
  const rows = ids.length ? await Connection.findAll({ where: { id: ids, project_id: dashboard.project_id } }) : [];
  return new Map(rows.map((row) => [row.id, row]));
}

/** A widget's query run again (guard, read-only transaction), labelled and formatted as its card shows it. */
async function refreshed(widget: Widget, connection: Connection | undefined) {
  if (!connection) throw new AppError("NOT_FOUND", "Its connection was removed from the project");
  const result = await runSql(connection, widget.sql!);
  const full = widget.chartConfig?.fullChartConfig;
  const labels = {
    ...Object.fromEntries(widget.data.columns.flatMap((column) => (column.label ? [[column.name, column.label]] : []))),
    ...full?.labels,
  };
  const formats =
    full?.formats ??
    Object.fromEntries(
      widget.data.columns.flatMap((column) => (column.semantic ? [[column.name, column.semantic]] : [])),
    );
  return { result, snapshot: snapshotOf(widget.title, result, { labels, formats }) };
}

/** What a widget without a query stored, as a result (its columns' kinds as they were saved). */
const storedResult = (widget: Widget) => ({
  ...widget.data,
  columns: widget.data.columns.map((column) => ({ name: column.name, kind: (column.kind ?? "text") as ColumnKind })),
});

async function subscriptionContent(schedule: DashboardSchedule, dashboard: Dashboard): Promise<RenderedMail> {
  const widgets = widgetsOf(dashboard);
  const connections = await connectionsOf(dashboard, widgets);
  const snapshots = await pLimit(REFRESH_CONCURRENCY).map(widgets, async (widget): Promise<WidgetSnapshot> => {
    if (widget.type === "text") return { kind: "text", title: widget.title, text: widget.text ?? "" };
    if (!widget.sql) return snapshotOf(widget.title, storedResult(widget));
    return refreshed(widget, connections.get(widget.connectionId ?? dashboard.connection_id ?? "")).then(
      ({ snapshot }) => snapshot,
      (error: unknown): WidgetSnapshot => ({
        kind: "failed",
        title: widget.title,
        reason: error instanceof Error ? error.message : String(error),
      }),
    );
  });
  return subscriptionMail({
    dashboard: dashboard.title || "Untitled Dashboard",
    link: appLink(`/dashboard/${dashboard.id}`),
    timing: describeTiming(timingOf(schedule)),
    widgets: snapshots,
  });
}

/** The number a KPI widget shows now, through the guarded path. */
async function kpiValue(widget: Widget, dashboard: Dashboard): Promise<{ value: number; text: string }> {
  const connections = await connectionsOf(dashboard, [widget]);
  const { result, snapshot } = await refreshed(
    widget,
    connections.get(widget.connectionId ?? dashboard.connection_id ?? ""),
  );
  const value = result.rows.length === 1 ? Number(Object.values(result.rows[0])[0]) : NaN;
  if (snapshot.kind !== "kpi" || !Number.isFinite(value))
    throw new AppError("QUERY_EXECUTION_ERROR", "The KPI no longer gives one number");
  return { value, text: snapshot.kpi.value };
}

/** The evaluation of the latest earlier period, which says whether the condition held before. */
async function previousEvaluation(delivery: ScheduleDelivery): Promise<AlertEvaluation | null> {
  const before = await ScheduleDelivery.findOne({
    where: { schedule_id: delivery.schedule_id, period_start: { [Op.lt]: delivery.period_start } },
    order: [["period_start", "DESC"]],
  });
  return (before?.evaluation as AlertEvaluation | null | undefined) ?? null;
}

/** Evaluates the alert once per period (a retry reuses it); the e-mail when it fires, else null. */
async function alertContent(
  schedule: DashboardSchedule,
  dashboard: Dashboard,
  delivery: ScheduleDelivery,
): Promise<RenderedMail | null> {
  const widget = widgetsOf(dashboard).find((candidate) => candidate.id === schedule.widget_id);
  if (!widget?.sql) throw new AppError("NOT_FOUND", "The KPI this alert watches was removed from the dashboard");
  const condition = schedule.condition as AlertCondition;
  let evaluation = delivery.evaluation as (AlertEvaluation & { text: string }) | null;
  if (!evaluation) {
    const { value, text } = await kpiValue(widget, dashboard);
    evaluation = { ...evaluateAlert(condition, value, await previousEvaluation(delivery)), text };
    await settle(delivery, { evaluation: evaluation as never });
    await schedule.update({ alert_state: { ...evaluation, checked_at: new Date().toISOString() } });
  }
  if (!evaluation.fires) return null;
  const semantic = widget.chartConfig?.fullChartConfig?.formats?.[widget.data.columns[0]?.name ?? ""];
  return alertMail({
    dashboard: dashboard.title || "Untitled Dashboard",
    widget: widget.title,
    link: appLink(`/dashboard/${dashboard.id}`),
    value: evaluation.text,
    previous: evaluation.previous === null ? null : formatValue(evaluation.previous, semantic),
    condition: describeCondition(condition),
  });
}
