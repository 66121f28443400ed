import { availableParallelism } from "node:os";
import path from "node:path";
import { configDefaults, defineConfig } from "vitest/config";
import SlowFilesFirst from "./tests/support/sequencer";

// The engine's own tests read made-up catalogs and need no server (tests/engine-sql-validity runs its readings on both).
const ENGINE_TESTS = "app/engine/**/*.test.ts";

export default defineConfig({
  resolve: {
    alias: {
      "~db": path.resolve(__dirname, "db"),
      "~": path.resolve(__dirname, "app"),
    },
  },
  test: {
    // Most files wait on their app, browser or database more than they compute: one more file than there are
    // cores keeps the cores busy (3 on the 2-core CI machine; Vitest's default would be 1). At most 4: each file's
    // web and worker hold up to ~30 of the suite cluster's 200 connections.
    maxWorkers: Math.min(availableParallelism() + 1, 4),
    sequence: { sequencer: SlowFilesFirst },
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ["default", "./tests/support/summary-reporter.ts"],
    projects: [
      {
        // They share no state: one module graph per worker instead of one per file (each file re-imported the whole
        // engine: 177 s of imports in a 155 s run of app/engine, 24 s without).
        extends: true,
        test: { name: "engine", include: [ENGINE_TESTS], isolate: false, globalSetup: ["harness/global-setup.ts"] },
      },
      {
        extends: true,
        test: {
          name: "app",
          include: ["{app,db,worker,server,bench,tests,scripts}/**/*.test.{ts,tsx}"],
          // the boundary fixtures hold deliberately wrong imports, some in files named like tests; they are read, not run
          exclude: [...configDefaults.exclude, "tests/fixtures/**", ENGINE_TESTS],
          globalSetup: ["harness/global-setup.ts"],
          pool: "forks",
        },
      },
    ],
  },
});
