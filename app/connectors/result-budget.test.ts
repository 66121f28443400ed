import { EventEmitter } from "node:events";
import type net from "node:net";
import { describe, expect, it } from "vitest";
import { CLIP_MARK, ResultBudget, WireLimitExceeded, watchWire } from "./result-budget";
import { followPgFrames } from "./wire-frames";

const limits = { maxCellChars: 10, maxBytes: 200, maxReadBytes: 1000 };

describe("ResultBudget", () => {
  it("keeps rows up to the row cap and reports the cap as the reason", () => {
    const budget = new ResultBudget(3, limits);
    expect(budget.add([[1], [2], [3]])).toBe(true);
    expect(budget.add([[4]])).toBe(false);
    expect(budget.rows).toEqual([[1], [2], [3]]);
    expect(budget.truncatedBy).toBe("rows");
  });

  it("clips cells longer than the cell limit", () => {
    const budget = new ResultBudget(10, limits);
    budget.add([["x".repeat(50), "short"]]);
    expect(budget.rows[0]).toEqual(["x".repeat(10) + CLIP_MARK, "short"]);
    expect(budget.cellsClipped).toBe(true);
    expect(budget.truncatedBy).toBeNull();
  });

  it("stops at the byte cap of what it keeps", () => {
    const budget = new ResultBudget(1000, limits);
    while (budget.add([["y".repeat(10)]]));
    expect(budget.truncatedBy).toBe("bytes");
    expect(budget.keptBytes).toBeLessThanOrEqual(limits.maxBytes);
    expect(budget.rows.length).toBe(Math.floor(limits.maxBytes / 12));
  });

  it("stops at the byte cap of what it read, even when clipping keeps the result small", () => {
    const budget = new ResultBudget(1000, { ...limits, maxBytes: 10_000 });
    while (budget.add([["z".repeat(100)]]));
    expect(budget.truncatedBy).toBe("bytes");
    expect(budget.readBytes).toBeGreaterThanOrEqual(1000);
    expect(budget.rows.length).toBeLessThan(12);
  });

  it("sizes the next batch from the rows seen so far", () => {
    const budget = new ResultBudget(10_000, { maxCellChars: 100, maxBytes: 100_000, maxReadBytes: 1_000_000 });
    expect(budget.nextBatch()).toBe(20);
    budget.add(Array.from({ length: 20 }, () => ["w".repeat(50_000)]));
    expect(budget.nextBatch()).toBeLessThan(20);
    expect(budget.nextBatch()).toBeGreaterThanOrEqual(1);
    const small = new ResultBudget(5, limits);
    small.add([[1], [2]]);
    expect(small.nextBatch()).toBe(4); // up to one past the cap, to tell "exactly 5" from "more"
  });
});

class FakeSocket extends EventEmitter {
  cut: Error | null = null;
  destroy(error: Error) {
    this.cut = error;
    return this;
  }
}

/** A PostgreSQL message header announcing `body` bytes. */
const header = (body: number) => {
  const bytes = Buffer.from([0x44, 0, 0, 0, 0]);
  bytes.writeUInt32BE(body + 4, 1);
  return bytes;
};

describe("watchWire", () => {
  const watch = (maxBytes: number, framed = true) => {
    const socket = new FakeSocket();
    const wire = watchWire(socket as unknown as net.Socket, {
      maxBytes,
      frames: framed ? followPgFrames() : undefined,
    });
    return { socket, wire };
  };

  it("cuts at the header of a message that would pass the limit, before its body arrives", () => {
    const { socket, wire } = watch(100);
    socket.emit("data", header(96)); // 5 + 96 = 101 bytes
    expect(wire.exceeded).toBe(true);
    expect(socket.cut).toBeInstanceOf(WireLimitExceeded);
  });

  it("lets a message that ends exactly at the limit through", () => {
    const { socket, wire } = watch(100);
    socket.emit("data", header(95));
    socket.emit("data", Buffer.alloc(95));
    expect(wire.exceeded).toBe(false);
    socket.emit("data", header(0)); // the next message's first byte is one too many
    expect(wire.exceeded).toBe(true);
  });

  it("counts what arrived before: a later message is cut at its header once the total would pass", () => {
    const { socket, wire } = watch(100);
    socket.emit("data", Buffer.concat([header(40), Buffer.alloc(40)]));
    socket.emit("data", header(51).subarray(0, 2));
    expect(wire.exceeded).toBe(false);
    socket.emit("data", header(51).subarray(2)); // 45 + 5 + 51 = 101
    expect(wire.exceeded).toBe(true);
  });

  it("without framing, cuts once the bytes themselves pass the limit", () => {
    const { socket, wire } = watch(100, false);
    socket.emit("data", header(200));
    socket.emit("data", Buffer.alloc(95));
    expect(wire.exceeded).toBe(false);
    socket.emit("data", Buffer.alloc(1));
    expect(wire.exceeded).toBe(true);
  });

  it("runs ahead of the driver's parser, which finds the connection already cut", () => {
    const socket = new FakeSocket();
    let cutFirst = false;
    socket.on("data", () => (cutFirst = socket.cut !== null));
    const wire = watchWire(socket as unknown as net.Socket, { maxBytes: 10 });
    socket.emit("data", Buffer.alloc(11));
    expect(cutFirst).toBe(true);
    wire.stop();
    expect(socket.listenerCount("data")).toBe(1);
  });
});
