import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: {
    alias: {
      "~db": path.resolve(__dirname, "db"),
      "~": path.resolve(__dirname, "app"),
    },
  },
  test: {
    include: ["{app,db,worker,bench,tests,scripts}/**/*.test.{ts,tsx}"],
    globalSetup: ["tests/support/global-setup.ts"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ["default", "./tests/support/summary-reporter.ts"],
  },
});
