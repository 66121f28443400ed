// Drill-through from a chart (issue 37 item 2, ADR 057): what a click on a bar, slice or point sends, and what comes
// back. Shared by the browser (the menu), the web (routes) and the worker (the queue's payload).
import { z } from "zod";

/** Rows of "See these rows" per page (issue 37). */
export const DRILL_PAGE_SIZE = 50;
/** Pages a person can step through; past this the rows are better downloaded or narrowed further. */
export const DRILL_MAX_PAGE = 2_000;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "A day is written YYYY-MM-DD");

/** The answer or widget clicked; a widget carries the dashboard's period and field filters: the drill sees what was drawn. */
export const drillSourceSchema = z.union([
  z.object({ messageId: z.string().uuid() }).strict(),
  z
    .object({
      dashboardId: z.string().uuid(),
      widgetId: z.string().trim().min(1).max(100),
      period: z.object({ from: isoDay, to: isoDay }).optional(),
      /** The dashboard's field filters' chosen values by filter id (ADR 056), as its address carries them. */
      fields: z.record(z.string().max(100), z.array(z.string().max(200)).max(50)).optional(),
    })
    .strict(),
]);

/** The clicked point: the value of each dimension it stands for, by the result column's name (one or two). */
export const drillPointSchema = z
  .record(z.string().min(1).max(200), z.union([z.string().max(1000), z.number(), z.boolean(), z.null()]))
  .refine((point) => Object.keys(point).length >= 1 && Object.keys(point).length <= 2, {
    message: "A point names one or two values",
  });

export const DRILL_ACTIONS = ["rows", "breakdown"] as const;

export const drillRequestSchema = z.object({
  source: drillSourceSchema,
  point: drillPointSchema,
  action: z.enum(DRILL_ACTIONS),
  /** With "breakdown": one of the choices the options offered (`table.column`, or `table.column:month`). */
  by: z.string().max(300).optional(),
  /** With "rows": the page, from 1. */
  page: z.number().int().min(1).max(DRILL_MAX_PAGE).optional(),
});

export type DrillSource = z.infer<typeof drillSourceSchema>;
export type DrillPoint = z.infer<typeof drillPointSchema>;
export type DrillRequest = z.infer<typeof drillRequestSchema>;

/** What a click may lead to; a choice that would fail is not offered. */
export interface DrillOptions {
  /** The clicked value in words ("Category is Books"), one per dimension. */
  filters: string[];
  rows: boolean;
  breakdowns: { id: string; label: string }[];
}

/** Kept with a drill answer: how it was made (to page it) and the filter its reading shows. */
export interface DrillInfo {
  action: (typeof DRILL_ACTIONS)[number];
  filters: string[];
  request: DrillRequest;
  /** With "rows": the page shown, its size, and how many rows match. */
  page?: number;
  pageSize?: number;
  total?: number | null;
}

/** The words a person sees for their drill in the chat, as a question would be. */
export function drillTurnText(action: DrillRequest["action"], filters: string[], breakdown?: string): string {
  const where = filters.join(" and ");
  return action === "rows" ? `See the rows where ${where}` : `Break down by ${breakdown ?? "another field"}: ${where}`;
}

/**
 * "Ask a follow-up" prefills the question clicked, narrowed to the clicked value, for the person to finish; a
 * period reads "in Mar 2024", anything else "for Books".
 */
export function followUpText(question: string, values: { label: string; period: boolean }[]): string {
  const base = question.trim().replace(/[?.!]+$/, "");
  const narrowed = values.map((value) => `${value.period ? "in" : "for"} ${value.label}`).join(" ");
  return `${base} ${narrowed}`.trim();
}
