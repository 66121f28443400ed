import { describe, expect, it } from "vitest";
import {
  defaultSizeOf,
  gridLayoutOf,
  MIN_SIZE,
  packLayout,
  positionsOf,
  rowsToPixels,
  widgetKindOf,
  type GridItem,
} from "./dashboard-layout";

describe("gridLayoutOf", () => {
  it("flows widgets never placed two to a row at the default size, four grid rows per card height", () => {
    expect(
      gridLayoutOf([{ id: "a" }, { id: "b" }, { id: "c", type: "text", position: { width: 12, height: 0.25 } }]),
    ).toEqual([
      { i: "a", x: 0, y: 0, w: 6, h: 4, minW: 3, minH: 2 },
      { i: "b", x: 6, y: 0, w: 6, h: 4, minW: 3, minH: 2 },
      { i: "c", x: 0, y: 4, w: 12, h: 1, minW: 2, minH: 1 },
    ]);
  });

  it("moves placed widgets up and left into the space they left, and puts new ones below them", () => {
    const layout = gridLayoutOf([
      { id: "new", position: { width: 6, height: 1 } },
      { id: "placed", position: { width: 8, height: 2, x: 4, y: 0.5 } },
    ]);
    expect(layout).toEqual([
      { i: "placed", x: 0, y: 0, w: 8, h: 8, minW: 3, minH: 2 },
      { i: "new", x: 0, y: 8, w: 6, h: 4, minW: 3, minH: 2 },
    ]);
  });

  it("keeps a widget inside the twelve columns whatever was stored", () => {
    expect(gridLayoutOf([{ id: "wide", position: { width: 40, height: 99, x: 10, y: 0 } }])).toEqual([
      { i: "wide", x: 0, y: 0, w: 12, h: 24, minW: 3, minH: 2 },
    ]);
  });
});

describe("positionsOf", () => {
  it("returns card heights in reading order: top to bottom, then left to right", () => {
    expect(
      positionsOf([
        { i: "right", x: 6, y: 1, w: 6, h: 4 },
        { i: "heading", x: 0, y: 0, w: 12, h: 1 },
        { i: "left", x: 0, y: 1, w: 6, h: 6 },
      ]),
    ).toEqual([
      { id: "heading", x: 0, y: 0, width: 12, height: 0.25 },
      { id: "left", x: 0, y: 0.25, width: 6, height: 1.5 },
      { id: "right", x: 6, y: 0.25, width: 6, height: 1 },
    ]);
  });

  it("round-trips through the grid", () => {
    const positions = [
      { id: "a", x: 0, y: 0, width: 4, height: 0.75 },
      { id: "b", x: 4, y: 0, width: 8, height: 1.25 },
    ];
    expect(positionsOf(gridLayoutOf(positions.map(({ id, ...position }) => ({ id, position }))))).toEqual(positions);
  });
});

it("sizes a card of four rows for a 300 px chart with its header", () => {
  expect(rowsToPixels(4)).toBeGreaterThanOrEqual(300 + 100);
});

const kpi = { chartType: "table", data: { rows: [{ n: 1 }], columns: [{ name: "n" }] } };
const chart = { chartType: "bar", data: { rows: [{}, {}], columns: [{}, {}] } };

/** Cells no item covers above the lowest top of an item that would fit there: the holes compaction must close. */
function fillableHoles(items: GridItem[], cols = 12): string[] {
  const covered = (x: number, y: number) => items.some((i) => i.x <= x && x < i.x + i.w && i.y <= y && y < i.y + i.h);
  const free = (x: number, y: number, w: number, h: number) =>
    Array.from({ length: w * h }).every((_, k) => !covered(x + (k % w), y + Math.floor(k / w)));
  return items.flatMap((item) => {
    const others = items.filter((other) => other !== item);
    const alone = (x: number, y: number) =>
      !others.some((o) => o.x < x + item.w && x < o.x + o.w && o.y < y + item.h && y < o.y + o.h);
    const higher: string[] = [];
    for (let y = 0; y < item.y; y++)
      for (let x = 0; x + item.w <= cols; x++)
        if (alone(x, y) && free(x, y, item.w, item.h)) higher.push(`${item.i} fits at ${x},${y}`);
    return higher;
  });
}

describe("sizes by kind (ADR 053)", () => {
  it("tells a KPI, a chart, a table and a text card apart", () => {
    expect(
      [kpi, chart, { chartType: "table", data: { rows: [{}, {}], columns: [{}] } }, { type: "text" }].map(widgetKindOf),
    ).toEqual(["kpi", "chart", "table", "text"]);
  });

  it("sizes a new KPI to its content, a quarter of the width and half a card tall; charts keep spec §3's 6 × 1", () => {
    expect(defaultSizeOf(kpi)).toEqual({ width: 3, height: 0.5 });
    expect(defaultSizeOf(chart)).toEqual({ width: 6, height: 1 });
  });

  it("never lets a stored or resized KPI be smaller than its number needs, and tells the grid the minimum", () => {
    const [item] = gridLayoutOf([{ id: "k", ...kpi, position: { width: 1, height: 0.25, x: 11, y: 0 } }]);
    expect(item).toEqual({ i: "k", x: 0, y: 0, w: MIN_SIZE.kpi.w, h: MIN_SIZE.kpi.h, minW: 3, minH: 2 });
    expect(rowsToPixels(MIN_SIZE.kpi.h)).toBeGreaterThanOrEqual(200);
  });
});

describe("packLayout", () => {
  it("moves widgets up, then left, into the hole a drag left, and leaves no overlap", () => {
    // a chart pushed down below a KPI's row: the KPI slides to the left edge and the chart rises beside it
    const packed = packLayout([
      { i: "chart", x: 0, y: 2, w: 6, h: 4 },
      { i: "kpi", x: 6, y: 0, w: 3, h: 2 },
      { i: "other", x: 6, y: 4, w: 6, h: 4 },
    ]);
    expect(packed).toEqual([
      { i: "chart", x: 3, y: 0, w: 6, h: 4 },
      { i: "kpi", x: 0, y: 0, w: 3, h: 2 },
      { i: "other", x: 0, y: 4, w: 6, h: 4 },
    ]);
  });

  it("keeps the widget in hand where it is dropped; the one that was there makes room", () => {
    const dropped = packLayout(
      [
        { i: "first", x: 0, y: 0, w: 6, h: 4 },
        { i: "second", x: 6, y: 0, w: 6, h: 4 },
        { i: "dragged", x: 0, y: 0, w: 6, h: 4 },
      ],
      12,
      "dragged",
    );
    expect(dropped.find((item) => item.i === "dragged")).toEqual({ i: "dragged", x: 0, y: 0, w: 6, h: 4 });
    expect(positionsOf(dropped).map((p) => p.id)).toEqual(["dragged", "second", "first"]);
  });

  it("fills the gap beside a short widget with a later one that fits there", () => {
    const packed = packLayout([
      { i: "tall", x: 0, y: 0, w: 6, h: 4 },
      { i: "kpi", x: 6, y: 0, w: 3, h: 2 },
      { i: "wide", x: 0, y: 4, w: 12, h: 4 },
      { i: "kpi2", x: 0, y: 8, w: 3, h: 2 },
    ]);
    expect(packed.find((item) => item.i === "kpi2")).toEqual({ i: "kpi2", x: 9, y: 0, w: 3, h: 2 });
    expect(fillableHoles(packed)).toEqual([]);
  });

  it("leaves no hole a widget fits in, and packing twice changes nothing, on made-up layouts", () => {
    const sizes = [
      [3, 2],
      [6, 4],
      [12, 1],
      [4, 3],
      [6, 2],
      [3, 4],
      [8, 4],
    ];
    for (let seed = 1; seed <= 150; seed++) {
      let state = seed;
      const random = (n: number) => (state = (state * 48271) % 2147483647) % n;
      const items = Array.from({ length: 6 + random(6) }, (_, k) => {
        const [w, h] = sizes[random(sizes.length)];
        return { i: `w${k}`, x: random(13 - w), y: random(20), w, h };
      });
      const packed = packLayout(items);
      expect(fillableHoles(packed), `seed ${seed}`).toEqual([]);
      const byId = (list: GridItem[]) => [...list].sort((a, b) => a.i.localeCompare(b.i));
      expect(byId(packLayout(packed))).toEqual(byId(packed));
    }
  });
});
