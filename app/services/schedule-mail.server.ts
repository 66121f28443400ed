// The e-mails of dashboard subscriptions and KPI alerts (ADR 058): a snapshot of each widget written into the HTML
// itself (a KPI's number, a small table), so it reads in any mail client without images, and a link to the dashboard.
import { inferColumnKinds } from "~/answer/chart";
import { kpiOf, type Kpi } from "~/answer/kpi";
import type { ColumnLabels } from "~/answer/naming";
import type { Semantics } from "~/answer/semantic";
import { formatValue } from "~/answer/semantic-format";
import type { QueryResult } from "~/lib/catalog";
import { escapeHtml } from "./mail.server";

/** Rows of a table an e-mail shows (spec §9: result tables show at most 10 rows). */
export const MAIL_TABLE_ROWS = 10;
/** Columns of a table an e-mail shows: a phone's width. */
export const MAIL_TABLE_COLUMNS = 6;

export type WidgetSnapshot =
  | { kind: "kpi"; title: string; kpi: Kpi }
  | { kind: "table"; title: string; headers: string[]; numeric: boolean[]; rows: string[][]; rowCount: number }
  | { kind: "text"; title: string; text: string }
  | { kind: "failed"; title: string; reason: string };

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** A refreshed query widget as the e-mail shows it: its number when it is one, else its first rows. */
export function snapshotOf(
  title: string,
  result: Pick<QueryResult, "columns" | "rows" | "rowCount">,
  view: { labels?: ColumnLabels; formats?: Semantics } = {},
): WidgetSnapshot {
  const kpi = kpiOf(result, view.labels, undefined, { formats: view.formats });
  if (kpi) return { kind: "kpi", title, kpi };
  const columns = result.columns.slice(0, MAIL_TABLE_COLUMNS);
  const kinds = inferColumnKinds(result);
  return {
    kind: "table",
    title,
    headers: columns.map((column) => view.labels?.[column.name] ?? column.name),
    numeric: columns.map((column) => kinds[column.name] === "numeric"),
    rows: result.rows
      .slice(0, MAIL_TABLE_ROWS)
      .map((row) => columns.map((column) => formatValue(row[column.name], view.formats?.[column.name]))),
    rowCount: result.rowCount,
  };
}

const CELL = "padding:4px 8px;border-bottom:1px solid #e9ecef;font-size:13px";

function tableHtml(snapshot: Extract<WidgetSnapshot, { kind: "table" }>): string {
  // numbers line up on the right, as in the app's tables
  const align = (i: number) => `text-align:${snapshot.numeric[i] ? "right" : "left"}`;
  const head = snapshot.headers.map(
    (header, i) => `<th style="${CELL};${align(i)};color:#495057">${escapeHtml(header)}</th>`,
  );
  const body = snapshot.rows.map(
    (row) => `<tr>${row.map((cell, i) => `<td style="${CELL};${align(i)}">${escapeHtml(cell)}</td>`).join("")}</tr>`,
  );
  const more =
    snapshot.rowCount > snapshot.rows.length
      ? `<p style="color:#868e96;font-size:12px;margin:4px 0">Showing first ${snapshot.rows.length} of ${snapshot.rowCount} rows</p>`
      : "";
  return `<table style="border-collapse:collapse;width:100%"><thead><tr>${head.join("")}</tr></thead><tbody>${body.join("")}</tbody></table>${more}`;
}

function widgetHtml(snapshot: WidgetSnapshot): string {
  const title = `<h3 style="margin:0 0 8px;font-size:15px">${escapeHtml(snapshot.title)}</h3>`;
  const body =
    snapshot.kind === "kpi"
      ? `<p style="margin:0;font-size:28px;font-weight:700">${escapeHtml(snapshot.kpi.value)}</p>${
          snapshot.kpi.change ? `<p style="margin:4px 0 0;color:#495057">${escapeHtml(snapshot.kpi.change)}</p>` : ""
        }`
      : snapshot.kind === "table"
        ? tableHtml(snapshot)
        : snapshot.kind === "text"
          ? `<p style="margin:0;white-space:pre-wrap">${escapeHtml(snapshot.text)}</p>`
          : `<p style="margin:0;color:#c92a2a">Could not refresh: ${escapeHtml(snapshot.reason)}</p>`;
  return `<div style="border:1px solid #dee2e6;border-radius:8px;padding:12px;margin:0 0 12px">${title}${body}</div>`;
}

function widgetText(snapshot: WidgetSnapshot): string {
  switch (snapshot.kind) {
    case "kpi":
      return `${snapshot.title}: ${snapshot.kpi.value}${snapshot.kpi.change ? ` (${snapshot.kpi.change})` : ""}`;
    case "table":
      return [
        snapshot.title,
        snapshot.headers.join(" | "),
        ...snapshot.rows.map((row) => row.join(" | ")),
        ...(snapshot.rowCount > snapshot.rows.length
          ? [`Showing first ${snapshot.rows.length} of ${snapshot.rowCount} rows`]
          : []),
      ].join("\n");
    case "text":
      return `${snapshot.title}\n${snapshot.text}`;
    case "failed":
      return `${snapshot.title}: could not refresh (${snapshot.reason})`;
  }
}

const page = (body: string) =>
  `<!doctype html><html><body style="font-family:-apple-system,Segoe UI,Helvetica,Arial,sans-serif;color:#212529;max-width:640px;margin:0 auto;padding:16px">${body}</body></html>`;

const button = (link: string, label: string) =>
  `<p style="margin:16px 0"><a href="${escapeHtml(link)}" style="background:#228be6;color:#fff;padding:8px 14px;border-radius:6px;text-decoration:none">${escapeHtml(label)}</a></p>`;

export function subscriptionMail(input: {
  dashboard: string;
  link: string;
  timing: string;
  widgets: WidgetSnapshot[];
}): RenderedMail {
  const footer = `You receive this because a member of the project subscribed you (${input.timing}). Manage it in the dashboard's "Subscriptions and alerts".`;
  return {
    subject: `${input.dashboard} — dashboard subscription`,
    text: [
      input.dashboard,
      "",
      ...input.widgets.map(widgetText).flatMap((block) => [block, ""]),
      input.link,
      "",
      footer,
    ].join("\n"),
    html: page(
      `<h2 style="margin:0 0 4px">${escapeHtml(input.dashboard)}</h2>${button(input.link, "Open the dashboard")}${input.widgets
        .map(widgetHtml)
        .join("")}<p style="color:#868e96;font-size:12px">${escapeHtml(footer)}</p>`,
    ),
  };
}

export function alertMail(input: {
  dashboard: string;
  widget: string;
  link: string;
  value: string;
  previous: string | null;
  condition: string;
}): RenderedMail {
  const headline = `${input.widget} ${input.condition.replace(/^goes/, "went").replace(/^changes/, "changed")}: now ${input.value}`;
  const previous = `Previous check: ${input.previous ?? "none yet"}`;
  const rule = `Alert: when ${input.widget} ${input.condition}.`;
  return {
    subject: `Alert: ${input.widget} — ${input.value}`,
    text: [headline, previous, rule, `Dashboard: ${input.dashboard}`, input.link].join("\n"),
    html: page(
      `<h2 style="margin:0 0 8px">${escapeHtml(headline)}</h2><p style="margin:0 0 4px">${escapeHtml(previous)}</p><p style="margin:0 0 4px;color:#495057">${escapeHtml(rule)}</p><p style="margin:0">Dashboard: ${escapeHtml(input.dashboard)}</p>${button(input.link, "Open the dashboard")}`,
    ),
  };
}
