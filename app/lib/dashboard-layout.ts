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
  /** What the widget shows decides how small it may be (`widgetKindOf`). */
  type?: string;
  chartType?: string;
  data?: { rows: unknown[]; columns: unknown[] };
}

/** One item of the grid library's layout: columns and rows, and the smallest the widget may be. */
export interface GridItem {
  i: string;
  x: number;
  y: number;
  w: number;
  h: number;
  minW?: number;
  minH?: number;
}

/** kpi: one number (one row, one column, as `kpiOf` reads it); chart: a chart type; table: rows; text: a text card. */
export type WidgetKind = "kpi" | "chart" | "table" | "text";

export function widgetKindOf(widget: Pick<Placed, "type" | "chartType" | "data">): WidgetKind {
  if (widget.type === "text") return "text";
  if (widget.data?.rows.length === 1 && widget.data.columns.length === 1) return "kpi";
  return widget.chartType && widget.chartType !== "table" ? "chart" : "table";
}

/**
 * The smallest card of each kind, in columns and grid rows (ADR 053): a KPI keeps its title, its number at full
 * size and its comparison (3 columns × 2 rows, about 250 × 224 px on a laptop); a chart keeps a readable plot.
 */
export const MIN_SIZE: Record<WidgetKind, { w: number; h: number }> = {
  kpi: { w: 3, h: 2 },
  chart: { w: 3, h: 3 },
  table: { w: 3, h: 2 },
  text: { w: 2, h: 1 },
};

/** A new widget's size by kind: spec §3's 6 × 1 for charts and tables, a KPI sized to its content (ADR 053). */
export function defaultSizeOf(widget: Pick<Placed, "type" | "chartType" | "data">): { width: number; height: number } {
  const kind = widgetKindOf(widget);
  if (kind === "text") return { width: GRID_COLUMNS, height: 0.5 };
  if (kind === "kpi") return { width: 3, height: 0.5 };
  return { ...WIDGET_DEFAULT_SIZE };
}

export interface ArrangedPosition extends WidgetPosition {
  id: string;
  x: number;
  y: number;
}

const clampWidth = (width: number | undefined, min = 1) =>
  Math.min(GRID_COLUMNS, Math.max(min, Math.round(width ?? WIDGET_DEFAULT_SIZE.width)));
const rowsOf = (height: number | undefined, min = 1) =>
  Math.min(
    MAX_WIDGET_HEIGHT * ROWS_PER_HEIGHT,
    Math.max(min, Math.round((height ?? WIDGET_DEFAULT_SIZE.height) * ROWS_PER_HEIGHT)),
  );

/** The lowest free top at columns [x, x + w) for h rows: 0 or the bottom of a placed item, whichever comes first. */
function firstFreeY(placed: GridItem[], x: number, w: number, h: number): number {
  const overlaps = (y: number) => placed.some((p) => p.x < x + w && x < p.x + p.w && p.y < y + h && y < p.y + p.h);
  const candidates = [0, ...placed.map((p) => p.y + p.h)].sort((a, b) => a - b);
  return candidates.find((y) => !overlaps(y)) ?? 0;
}

/**
 * Compaction with no holes (ADR 053): in reading order, each item goes as high as it fits in its own columns, or
 * into a higher gap elsewhere that it fits, and as far left as it fits at that height. Nothing overlaps, no item
 * could move up or left, and a gap is left only where no later item fits.
 */
export function packLayout<T extends GridItem>(items: readonly T[], cols: number = GRID_COLUMNS, pinned?: string): T[] {
  // an item that rose into a gap changes the reading order the next pass follows: pass until nothing moves
  let packed = packOnce(items, cols, pinned);
  for (let pass = 0; pass < MAX_PACK_PASSES && !samePlaces(packed, packOnce(packed, cols, pinned)); pass++)
    packed = packOnce(packed, cols, pinned);
  const byId = new Map(packed.map((item) => [item.i, item]));
  return items.map((item) => byId.get(item.i)!);
}

const MAX_PACK_PASSES = 8;
const samePlaces = (a: GridItem[], b: GridItem[]) =>
  a.every((item) => b.some((other) => other.i === item.i && other.x === item.x && other.y === item.y));

/** `pinned`: the item being dragged or resized stays where the hand put it, and the others make room. */
function packOnce<T extends GridItem>(items: readonly T[], cols: number, pinned?: string): T[] {
  const held = items.find((item) => item.i === pinned);
  const placed: T[] = held
    ? [{ ...held, w: Math.min(held.w, cols), x: Math.min(Math.max(0, held.x), cols - Math.min(held.w, cols)) }]
    : [];
  const waiting = [...items].filter((candidate) => candidate !== held).sort((a, b) => a.y - b.y || a.x - b.x);
  while (waiting.length) {
    const item = waiting.shift()!;
    const w = Math.min(item.w, cols);
    let best = { x: Math.min(Math.max(0, item.x), cols - w), y: 0 };
    best.y = firstFreeY(placed, best.x, w, item.h);
    // a gap elsewhere is one nobody holds yet: an item never takes the place of one still to be packed
    const taken = [...placed, ...waiting];
    for (let x = 0; x + w <= cols; x++) {
      const y = firstFreeY(taken, x, w, item.h);
      if (y < best.y || (y === best.y && x < best.x)) best = { x, y };
    }
    placed.push({ ...item, ...best, w });
  }
  return placed;
}

/**
 * The grid layout of widgets: where a widget was placed it stays; one never placed (added from a chat, made by
 * the generator, stored before layouts existed) flows after the others, left to right, in list order.
 */
export function gridLayoutOf(widgets: Placed[]): GridItem[] {
  const items: GridItem[] = [];
  let cursor = { x: 0, y: 0, rowHeight: 0 };
  const placedBottom = () => items.reduce((bottom, item) => Math.max(bottom, item.y + item.h), 0);
  const unplaced = widgets.filter((w) => w.position?.x === undefined || w.position?.y === undefined);
  const min = (widget: Placed) => MIN_SIZE[widgetKindOf(widget)];
  const sized = (widget: Placed) => ({
    w: clampWidth(widget.position?.width, min(widget).w),
    h: rowsOf(widget.position?.height, min(widget).h),
    minW: min(widget).w,
    minH: min(widget).h,
  });
  for (const widget of widgets) {
    if (unplaced.includes(widget)) continue;
    const size = sized(widget);
    items.push({
      i: widget.id,
      x: Math.min(GRID_COLUMNS - size.w, Math.max(0, Math.round(widget.position!.x!))),
      y: Math.max(0, Math.round(widget.position!.y! * ROWS_PER_HEIGHT)),
      ...size,
    });
  }
  cursor.y = placedBottom();
  for (const widget of unplaced) {
    const size = sized(widget);
    if (cursor.x + size.w > GRID_COLUMNS) cursor = { x: 0, y: cursor.y + cursor.rowHeight, rowHeight: 0 };
    items.push({ i: widget.id, x: cursor.x, y: cursor.y, ...size });
    cursor = { x: cursor.x + size.w, y: cursor.y, rowHeight: Math.max(cursor.rowHeight, size.h) };
  }
  return packLayout(items);
}

/** The grid library's layout back in widget positions (card heights), in reading order: top to bottom, left to right. */
export function positionsOf(layout: readonly GridItem[]): ArrangedPosition[] {
  return [...layout]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => ({
      id: item.i,
      x: item.x,
      y: item.y / ROWS_PER_HEIGHT,
      width: item.w,
      height: item.h / ROWS_PER_HEIGHT,
    }));
}

/** The pixel height of a widget `rows` grid rows tall. */
export function rowsToPixels(rows: number): number {
  return rows * GRID_ROW_PX + (rows - 1) * GRID_GAP_PX;
}
