// Bounds a result in bytes as well as rows (ADR 012): long cells are clipped, and reading stops once
// the kept result or the bytes read reach their limit. The socket watch is the backstop for a single
// row too large to read at all.
import type net from "node:net";
import type { QueryResult, ResultColumn } from "~/lib/catalog";
import { AppError } from "~/lib/errors";
import { RESULT_LIMITS } from "~/lib/limits";
import { toRowObjects } from "./result-values";
import type { FrameFollower } from "./wire-frames";

export type TruncatedBy = "rows" | "bytes";

export const CLIP_MARK = "…";

/** A rough size of a value as JSON (strings by length: the point is the order of magnitude). */
function sizeOf(value: unknown): number {
  if (value === null || value === undefined) return 4;
  if (typeof value === "string") return value.length + 2;
  if (Buffer.isBuffer(value)) return value.length * 2 + 4;
  if (typeof value === "object") return JSON.stringify(value)?.length ?? 4;
  return 8;
}

function clip(value: unknown, maxChars: number): { value: unknown; clipped: boolean } {
  if (typeof value === "string" && value.length > maxChars)
    return { value: value.slice(0, maxChars) + CLIP_MARK, clipped: true };
  if (Buffer.isBuffer(value) && value.length * 2 > maxChars)
    return { value: value.subarray(0, Math.floor(maxChars / 2)), clipped: true };
  return { value, clipped: false };
}

export class ResultBudget {
  readonly rows: unknown[][] = [];
  keptBytes = 0;
  readBytes = 0;
  cellsClipped = false;
  truncatedBy: TruncatedBy | null = null;

  constructor(
    private readonly maxRows: number,
    private readonly limits: { maxCellChars: number; maxBytes: number; maxReadBytes: number } = RESULT_LIMITS,
  ) {}

  get full(): boolean {
    return this.truncatedBy !== null;
  }

  /** Keeps rows (clipping long cells) until the result is full; returns false once it is. */
  add(rows: unknown[][]): boolean {
    for (const row of rows) {
      if (this.full) return false;
      if (this.rows.length >= this.maxRows) {
        this.truncatedBy = "rows";
        return false;
      }
      this.take(row);
    }
    return !this.full;
  }

  private take(row: unknown[]): void {
    let kept = 0;
    const clipped = row.map((cell) => {
      this.readBytes += sizeOf(cell);
      const result = clip(cell, this.limits.maxCellChars);
      if (result.clipped) this.cellsClipped = true;
      kept += sizeOf(result.value);
      return result.value;
    });
    if (this.keptBytes + kept > this.limits.maxBytes) {
      this.truncatedBy = "bytes";
      return;
    }
    this.rows.push(clipped);
    this.keptBytes += kept;
    if (this.readBytes >= this.limits.maxReadBytes) this.truncatedBy = "bytes";
  }

  /** How many rows to ask for next, so that one batch cannot overshoot the byte budget by much. */
  nextBatch(first = 20, most = 2000): number {
    if (this.rows.length === 0 && this.readBytes === 0) return first;
    const seen = Math.max(1, this.rows.length);
    const perRow = Math.max(1, this.readBytes / seen);
    const room = Math.min(
      this.limits.maxReadBytes - this.readBytes,
      (this.limits.maxBytes - this.keptBytes) * (this.readBytes / Math.max(1, this.keptBytes)),
    );
    return Math.max(1, Math.min(most, this.maxRows + 1 - this.rows.length, Math.floor(room / perRow)));
  }
}

export class WireLimitExceeded extends Error {
  constructor() {
    super("The result is too large to read");
    this.name = "WireLimitExceeded";
  }
}

/**
 * Cuts the connection once more than `maxBytes` arrive on it, or, with the protocol's `frames`, as soon
 * as a message announces a length that would take it past them: before the driver buffers its bytes.
 * `stop()` ends the watch.
 */
export function watchWire(
  socket: net.Socket | undefined,
  { maxBytes = RESULT_LIMITS.maxWireBytes, frames }: { maxBytes?: number; frames?: FrameFollower } = {},
) {
  let received = 0;
  const state = { exceeded: false, stop: () => undefined as void };
  if (!socket || typeof socket.on !== "function") return state;
  const onData = (chunk: Buffer) => {
    received += chunk.length;
    const owed = frames?.(chunk) ?? 0;
    if (received + owed > maxBytes && !state.exceeded) {
      state.exceeded = true;
      socket.destroy(new WireLimitExceeded());
    }
  };
  // ahead of the driver's parser, which then sees at most the chunk that announced the message
  socket.prependListener("data", onData);
  state.stop = () => void socket.off("data", onData);
  return state;
}

const TOO_LARGE = "The result is too large to read: a single row is over 64 MB";

/** The socket passed its byte limit mid-result: the rows read stand; with none read, the first was too large. */
export function cutAtWire(budget: ResultBudget, anyRead: boolean): void {
  if (!anyRead) throw new AppError("QUERY_EXECUTION_ERROR", TOO_LARGE);
  budget.truncatedBy = "bytes";
}

/** A finished read as the QueryResult every connector returns. */
export function toQueryResult(
  columns: ResultColumn[],
  rows: unknown[][],
  budget: ResultBudget,
  startedAt: number,
): QueryResult {
  return {
    columns,
    rows: toRowObjects(
      columns.map((column) => column.name),
      rows,
    ),
    rowCount: rows.length,
    truncated: budget.truncatedBy !== null,
    ...(budget.truncatedBy ? { truncatedBy: budget.truncatedBy } : {}),
    ...(budget.cellsClipped ? { cellsClipped: true } : {}),
    executionTime: Math.round(performance.now() - startedAt),
  };
}
