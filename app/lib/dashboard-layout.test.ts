import { describe, expect, it } from "vitest";
import { gridLayoutOf, positionsOf, rowsToPixels } from "./dashboard-layout";

describe("gridLayoutOf", () => {
  it("flows widgets never placed two to a row at the default size, four grid rows per card height", () => {
    expect(gridLayoutOf([{ id: "a" }, { id: "b" }, { id: "c", position: { width: 12, height: 0.25 } }])).toEqual([
      { i: "a", x: 0, y: 0, w: 6, h: 4 },
      { i: "b", x: 6, y: 0, w: 6, h: 4 },
      { i: "c", x: 0, y: 4, w: 12, h: 1 },
    ]);
  });

  it("keeps placed widgets where they are and puts new ones below them", () => {
    const layout = gridLayoutOf([
      { id: "new", position: { width: 6, height: 1 } },
      { id: "placed", position: { width: 8, height: 2, x: 4, y: 0.5 } },
    ]);
    expect(layout).toEqual([
      { i: "placed", x: 4, y: 2, w: 8, h: 8 },
      { i: "new", x: 0, y: 10, w: 6, h: 4 },
    ]);
  });

  it("keeps a widget inside the twelve columns whatever was stored", () => {
    expect(gridLayoutOf([{ id: "wide", position: { width: 40, height: 99, x: 10, y: 0 } }])).toEqual([{ i: "wide", x: 10, y: 0, w: 2, h: 24 }]);
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
    const positions = [{ id: "a", x: 0, y: 0, width: 4, height: 0.75 }, { id: "b", x: 4, y: 0, width: 8, height: 1.25 }];
    expect(positionsOf(gridLayoutOf(positions.map(({ id, ...position }) => ({ id, position }))))).toEqual(positions);
  });
});

it("sizes a card of four rows for a 300 px chart with its header", () => {
  expect(rowsToPixels(4)).toBeGreaterThanOrEqual(300 + 100);
});
