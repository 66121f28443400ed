// The 12-column dashboard grid (spec §3), drawn by react-grid-layout: editors drag a widget by its header and
// resize it from its corner; each drop is saved. Phones, and the server render, get one column in reading order.
import { Stack } from "@mantine/core";
import { useMemo, useRef } from "react";
import ReactGridLayout, { useContainerWidth, type Compactor, type EventCallback } from "react-grid-layout";
import {
  GRID_GAP_PX,
  GRID_ROW_PX,
  gridLayoutOf,
  packLayout,
  positionsOf,
  rowsToPixels,
  type ArrangedPosition,
  type Placed,
} from "~/lib/dashboard-layout";
import { GRID_COLUMNS } from "~/lib/limits";
import { useHydrated } from "../common/use-hydrated";

/** Below this width the grid would squeeze two widgets side by side into unreadable cards. */
const ONE_COLUMN_BELOW_PX = 720;
export const DRAG_HANDLE_CLASS = "ad-drag-handle";

interface DashboardGridProps<W extends Placed> {
  widgets: W[];
  /** Set for editors: the widgets can be dragged and resized, and each drop reports where they all are. */
  onArrange?: (positions: ArrangedPosition[]) => void;
  /** Draws a widget; `height` is its card's pixel height on the grid, undefined in one column (natural height). */
  children: (widget: W, height: number | undefined) => React.ReactNode;
}

export function DashboardGrid<W extends Placed>({ widgets, onArrange, children }: DashboardGridProps<W>) {
  const hydrated = useHydrated();
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const layout = useMemo(() => gridLayoutOf(widgets), [widgets]);
  const byId = useMemo(() => new Map(widgets.map((widget) => [widget.id, widget])), [widgets]);
  const grid = hydrated && mounted && width >= ONE_COLUMN_BELOW_PX;
  // while dragging and after each drop the grid packs as the stored layout is read: no holes (ADR 053); the item
  // in hand stays where it is put and the others make room
  const held = useRef<string | undefined>(undefined);
  const compactor = useMemo<Compactor>(
    () => ({ type: "vertical", allowOverlap: false, compact: (next, cols) => packLayout(next, cols, held.current) }),
    [],
  );
  const hold: EventCallback = (_layout, item) => {
    held.current = item?.i;
  };
  const save: EventCallback = (next) => {
    onArrange?.(positionsOf(packLayout(next, GRID_COLUMNS, held.current)));
    held.current = undefined;
  };

  return (
    <div
      ref={containerRef as React.RefObject<HTMLDivElement>}
      data-testid="dashboard-grid"
      data-layout={grid ? "grid" : "column"}
    >
      {grid ? (
        <ReactGridLayout
          width={width}
          layout={layout}
          gridConfig={{
            cols: GRID_COLUMNS,
            rowHeight: GRID_ROW_PX,
            margin: [GRID_GAP_PX, GRID_GAP_PX],
            containerPadding: [0, 0],
          }}
          dragConfig={{
            enabled: Boolean(onArrange),
            handle: `.${DRAG_HANDLE_CLASS}`,
            cancel: "button, input, textarea, a",
          }}
          resizeConfig={{ enabled: Boolean(onArrange), handles: ["se"] }}
          compactor={compactor}
          onDragStart={hold}
          onResizeStart={hold}
          onDragStop={save}
          onResizeStop={save}
        >
          {layout.map((item) => (
            <div key={item.i} data-widget-id={item.i}>
              {children(byId.get(item.i)!, rowsToPixels(item.h))}
            </div>
          ))}
        </ReactGridLayout>
      ) : (
        <Stack gap={GRID_GAP_PX}>
          {positionsOf(layout).map((position) => (
            <div key={position.id} data-widget-id={position.id}>
              {children(byId.get(position.id)!, undefined)}
            </div>
          ))}
        </Stack>
      )}
    </div>
  );
}
