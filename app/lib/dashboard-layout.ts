// Where widgets sit on a dashboard's 12-column grid (spec §3: width default 6, height default 1), in the
// units the grid library works in. A height of 1 is one standard card (a 300 px chart with its header);
// the grid has four rows per height unit so a heading or a KPI can be a quarter of that (ADR 028).
import { GRID_COLUMNS, WIDGET_DEFAULT_SIZE } from "./limits";

export const ROWS_PER_HEIGHT = 4;
export const GRID_ROW_PX = 104;
export const GRID_GAP_PX = 16;
/** Heights are kept in quarters of a card; the API refuses anything finer. */
export const HEIGHT_STEP = 1 / ROWS_PER_HEIGHT;
export const MAX_WIDGET_HEIGHT = 6;

export interface WidgetPosition {
  width: number;
  height: number;
  x?: number;
  y?: number;
}

export interface Placed {
  id: string;
  position?: Partial<WidgetPosition>;
}

/** One item of the grid library's layout: columns and rows. */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface ArrangedPosition extends WidgetPosition {
  id: string;
  x: number;
  y: number;
}

const clampWidth = (width: number | undefined) => Math.min(GRID_COLUMNS, Math.max(1, Math.round(width ?? WIDGET_DEFAULT_SIZE.width)));
const rowsOf = (height: number | undefined) => Math.min(MAX_WIDGET_HEIGHT * ROWS_PER_HEIGHT, Math.max(1, Math.round((height ?? WIDGET_DEFAULT_SIZE.height) * ROWS_PER_HEIGHT)));

/**
 * The grid layout of widgets: where a widget was placed it stays; one never placed (added from a chat, made by
 * the generator, stored before layouts existed) flows after the others, left to right, in list order.
 */
export function gridLayoutOf(widgets: Placed[]): GridItem[] {
  const items: GridItem[] = [];
  let cursor = { x: 0, y: 0, rowHeight: 0 };
  const placedBottom = () => items.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0);
  const unplaced = widgets.filter((w) => w.position?.x === undefined || w.position?.y === undefined);
  for (const widget of widgets) {
    if (unplaced.includes(widget)) continue;
    items.push({ i: widget.id, x: Math.min(GRID_COLUMNS - 1, Math.max(0, Math.round(widget.position!.x!))), y: Math.max(0, Math.round(widget.position!.y! * ROWS_PER_HEIGHT)), w: clampWidth(widget.position?.width), h: rowsOf(widget.position?.height) });
  }
  cursor.y = placedBottom();
  for (const widget of unplaced) {
    const w = clampWidth(widget.position?.width);
    const h = rowsOf(widget.position?.height);
    if (cursor.x + w > GRID_COLUMNS) cursor = { x: 0, y: cursor.y + cursor.rowHeight, rowHeight: 0 };
    items.push({ i: widget.id, x: cursor.x, y: cursor.y, w, h });
    cursor = { x: cursor.x + w, y: cursor.y, rowHeight: Math.max(cursor.rowHeight, h) };
  }
  return items.map((item) => ({ ...item, w: Math.min(item.w, GRID_COLUMNS - item.x) }));
}

/** The grid library's layout back in widget positions (card heights), in reading order: top to bottom, left to right. */
export function positionsOf(layout: readonly GridItem[]): ArrangedPosition[] {
  return [...layout]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => ({ id: item.i, x: item.x, y: item.y / ROWS_PER_HEIGHT, width: item.w, height: item.h / ROWS_PER_HEIGHT }));
}

/** The pixel height of a widget `rows` grid rows tall. */
export function rowsToPixels(rows: number): number {
  return rows * GRID_ROW_PX + (rows - 1) * GRID_GAP_PX;
}
