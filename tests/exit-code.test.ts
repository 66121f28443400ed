// A process that runs the embedded PostgreSQL keeps its exit code (a failing test run must fail).
import { spawnSync } from "node:child_process";
import { mkdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");

describe("exit codes", () => {
  it("keeps the exit code of a process that started and stopped an embedded cluster", () => {
    mkdirSync(path.join(ROOT, ".data"), { recursive: true });
    const run = spawnSync(path.join(ROOT, "node_modules/.bin/tsx"), ["tests/support/exit-code-probe.ts"], {
      cwd: ROOT,
      encoding: "utf8",
      timeout: 60_000,
    });
    expect(run.stderr).not.toMatch(/TypeError/);
    expect(run.status).toBe(3);
  });
});
