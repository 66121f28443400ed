import { availableParallelism } from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import SlowFilesFirst from "./tests/support/sequencer";

export default defineConfig({
  resolve: {
    alias: {
      "~db": path.resolve(__dirname, "db"),
      "~": path.resolve(__dirname, "app"),
    },
  },
  test: {
    include: ["{app,db,worker,server,bench,tests,scripts}/**/*.test.{ts,tsx}"],
    // the boundary fixtures hold deliberately wrong imports, some in files named like tests; they are read, not run
    exclude: [...configDefaults.exclude, "tests/fixtures/**"],
    globalSetup: ["harness/global-setup.ts"],
    pool: "forks",
    // Most files wait on their app, browser or database more than they compute: one more file than there are
    // cores keeps the cores busy (3 on the 2-core CI machine; Vitest's default would be 1). At most 4: each file's
    // web and worker hold up to ~30 of the suite cluster's 200 connections.
    maxWorkers: Math.min(availableParallelism() + 1, 4),
    sequence: { sequencer: SlowFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ["default", "./tests/support/summary-reporter.ts"],
  },
});
