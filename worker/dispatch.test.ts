// One fetch per NOTIFY for the free slots, pg-boss's settling of each job, and a shutdown that hands jobs back (ADR 065).
import type { JobWithMetadata, PgBoss } from "pg-boss";
import { afterEach, describe, expect, it, vi } from "vitest";
import { QueueDispatcher } from "./dispatch";

function job(id: string, groupId: string | null = null): JobWithMetadata<unknown> {
  return { id, retryCount: 0, expireInSeconds: 900, heartbeatSeconds: 10, groupId } as JobWithMetadata<unknown>;
}

/** A pg-boss whose queue holds `backlog`; it records each fetch's batch size and each settled job. */
function fakeBoss(backlog: JobWithMetadata<unknown>[]) {
  const calls = {
    fetches: [] as number[],
    completed: [] as unknown[],
    failed: [] as unknown[],
    touched: [] as string[],
  };
  let touchKeeps = (id: string) => Boolean(id);
  const boss = {
    fetch: vi.fn(async (_queue: string, { batchSize }: { batchSize: number }) => {
      calls.fetches.push(batchSize);
      return backlog.splice(0, batchSize);
    }),
    complete: vi.fn(async (_queue: string, ids: { id: string }[], result: unknown) => {
      calls.completed.push({ id: ids[0].id, result });
    }),
    fail: vi.fn(async (_queue: string, ids: { id: string }[], error: unknown) => {
      calls.failed.push(...ids.map(({ id }) => ({ id, error })));
    }),
    touch: vi.fn(async (_queue: string, ids: { id: string }[]) => {
      calls.touched.push(...ids.map(({ id }) => id));
      return { settled: ids.map(({ id }) => id).filter((id) => touchKeeps(id)) };
    }),
  };
  return { boss: boss as unknown as PgBoss, calls, loseClaim: (id: string) => (touchKeeps = (other) => other !== id) };
}

/** A handler whose jobs end when the test says so. */
function controlledHandler() {
  const pending = new Map<string, { resolve: (value: object) => void; reject: (error: Error) => void }>();
  const signals = new Map<string, AbortSignal>();
  const handle = (one: JobWithMetadata<unknown>) =>
    new Promise<object>((resolve, reject) => {
      pending.set(one.id, { resolve, reject });
      signals.set(one.id, one.signal);
    });
  return { handle, pending, signals };
}

const flush = () => vi.advanceTimersByTimeAsync(0);

async function stopNow(dispatcher: QueueDispatcher) {
  const stopped = dispatcher.stop(0);
  await flush();
  await stopped;
}
const options = { slots: 4, groupConcurrency: 3, pollMs: 2000 };

afterEach(() => vi.useRealTimers());

describe("QueueDispatcher", () => {
  it("fetches once for all its free slots, and once per NOTIFY after that", async () => {
    vi.useFakeTimers();
    const { boss, calls } = fakeBoss([job("a")]);
    const handler = controlledHandler();
    const dispatcher = new QueueDispatcher(boss, "q", options, handler.handle, () => undefined);
    dispatcher.start();
    await flush();
    expect(calls.fetches).toEqual([4]);
    dispatcher.notify();
    dispatcher.notify();
    await flush();
    expect(calls.fetches).toEqual([4, 3]);
    // a job ending after a short fetch fetches nothing: no backlog was left behind
    handler.pending.get("a")!.resolve({ answer: 1 });
    await flush();
    expect(calls.fetches).toEqual([4, 3]);
    expect(calls.completed).toEqual([{ id: "a", result: { answer: 1 } }]);
    // with nothing announced, the poll is the backstop
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls.fetches).toEqual([4, 3, 4]);
    await dispatcher.stop(1000);
  });

  it("fetches again as soon as a slot frees after a full fetch", async () => {
    vi.useFakeTimers();
    const { boss, calls } = fakeBoss(["a", "b", "c", "d", "e"].map((id) => job(id)));
    const handler = controlledHandler();
    const dispatcher = new QueueDispatcher(boss, "q", options, handler.handle, () => undefined);
    dispatcher.start();
    await flush();
    dispatcher.notify(); // all slots busy: nothing to fetch for
    await flush();
    expect(calls.fetches).toEqual([4]);
    handler.pending.get("b")!.resolve({});
    await flush();
    expect(calls.fetches).toEqual([4, 1]);
    expect([...handler.pending.keys()]).toContain("e");
    await stopNow(dispatcher);
  });

  it("fetches again when its own jobs held a project at its limit", async () => {
    vi.useFakeTimers();
    const { boss, calls } = fakeBoss(["a", "b", "c"].map((id) => job(id, "project-1")));
    const handler = controlledHandler();
    const dispatcher = new QueueDispatcher(boss, "q", options, handler.handle, () => undefined);
    dispatcher.start();
    await flush();
    handler.pending.get("a")!.resolve({});
    await flush();
    expect(calls.fetches).toEqual([4, 2]);
    await stopNow(dispatcher);
  });

  it("fails a job whose handler throws, so pg-boss retries it", async () => {
    vi.useFakeTimers();
    const { boss, calls } = fakeBoss([job("a")]);
    const handler = controlledHandler();
    const dispatcher = new QueueDispatcher(boss, "q", options, handler.handle, () => undefined);
    dispatcher.start();
    await flush();
    const error = new Error("connection refused");
    handler.pending.get("a")!.reject(error);
    await flush();
    expect(calls.failed).toEqual([{ id: "a", error }]);
    expect(calls.completed).toEqual([]);
    await stopNow(dispatcher);
  });

  it("refreshes the heartbeats of running jobs in one call and aborts a job whose claim is gone", async () => {
    vi.useFakeTimers();
    const { boss, calls, loseClaim } = fakeBoss([job("a"), job("b")]);
    const handler = controlledHandler();
    const dispatcher = new QueueDispatcher(boss, "q", options, handler.handle, () => undefined);
    dispatcher.start();
    await flush();
    loseClaim("b");
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls.touched).toEqual(["a", "b"]);
    expect(boss.touch).toHaveBeenCalledTimes(1);
    expect(handler.signals.get("a")!.aborted).toBe(false);
    expect(handler.signals.get("b")!.aborted).toBe(true);
    await stopNow(dispatcher);
  });

  it("on stop, waits for running jobs, then fails and aborts what is left", async () => {
    vi.useFakeTimers();
    const { boss, calls } = fakeBoss([job("a"), job("b")]);
    const handler = controlledHandler();
    const dispatcher = new QueueDispatcher(boss, "q", options, handler.handle, () => undefined);
    dispatcher.start();
    await flush();
    const stopped = dispatcher.stop(1000);
    handler.pending.get("a")!.resolve({ done: true });
    await vi.advanceTimersByTimeAsync(1000);
    await stopped;
    expect(calls.completed).toEqual([{ id: "a", result: { done: true } }]);
    expect(calls.failed).toEqual([{ id: "b", error: { message: "pg-boss shut down while active" } }]);
    expect(handler.signals.get("b")!.aborted).toBe(true);
    // the abandoned handler's late answer settles nothing
    handler.pending.get("b")!.resolve({});
    await flush();
    expect(calls.completed).toHaveLength(1);
    expect(calls.fetches).toEqual([4]);
  });
});
