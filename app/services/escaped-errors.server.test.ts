import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { ESCAPES_PER_MINUTE, escapedErrorCount, recordEscapedError } from "./escaped-errors.server";

describe("escaped errors", () => {
  it("counts each escape, and exits only past the per-minute limit", () => {
    const quiet = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const exit = vi.fn();
    const before = escapedErrorCount();
    for (let i = 0; i < ESCAPES_PER_MINUTE; i++)
      recordEscapedError("test", "uncaught exception", new Error(`escape ${i}`), exit);
    expect(escapedErrorCount()).toBe(before + ESCAPES_PER_MINUTE);
    expect(exit).not.toHaveBeenCalled();
    recordEscapedError("test", "unhandled rejection", new Error("one too many"), exit);
    expect(exit).toHaveBeenCalledWith(1);
    quiet.mockRestore();
  });

  it("keeps a process alive through an uncaught exception and an unhandled rejection, and counts both", () => {
    const module = path.resolve(import.meta.dirname, "escaped-errors.server.ts");
    const script = `
      const { surviveEscapedErrors, escapedErrorCount } = await import(${JSON.stringify(module)});
      surviveEscapedErrors("web");
      surviveEscapedErrors("web");
      setTimeout(() => { throw new Error("nobody listened"); }, 10);
      setTimeout(() => void Promise.reject(new Error("nobody awaited")), 20);
      setTimeout(() => console.log("alive after " + escapedErrorCount()), 100);`;
    const run = spawnSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout.trim()).toBe("alive after 2");
    expect(run.stderr).toContain("[web] survived an uncaught exception (1 since start): Error: nobody listened");
  });
});
