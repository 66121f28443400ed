// The dependency rules (.dependency-cruiser.cjs) fail a tree that breaks them: each rule fires on the fixture's
// deliberately wrong import, and an allowed import stays quiet.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const FIXTURE = path.join(ROOT, "tests/fixtures/boundaries");
const CLI = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");

/** Runs the check as `npm run check:deps` does (the `err` reporter, which exits non-zero on a violation). */
async function cruiseFixture(): Promise<{ failed: boolean; violations: string[] }> {
  const args = [CLI, "--config", path.join(ROOT, ".dependency-cruiser.cjs"), "--output-type", "err", "app", "db"];
  const run = promisify(execFile)(process.execPath, args, { cwd: FIXTURE });
  const { stdout, failed } = await run.then((r) => ({ stdout: r.stdout, failed: false }), (error) => ({ stdout: String(error.stdout), failed: true }));
  const violations = [...stdout.matchAll(/^\s*error (.+)$/gm)].map((match) => match[1]);
  return { failed, violations };
}

describe("dependency rules", () => {
  it("fail the fixture, naming each broken rule at its wrong import", { timeout: 60_000 }, async () => {
    const { failed, violations } = await cruiseFixture();
    expect(failed).toBe(true);
    expect(violations).toEqual(
      expect.arrayContaining([
        "lib-is-pure: app/lib/pure.ts → app/services/things.server.ts",
        "lib-no-node-builtins: app/lib/pure.ts → fs",
        "core-knows-no-http-ui-orm: app/lib/pure.ts → app/services/things.server.ts",
        "core-knows-no-http-ui-orm: app/engine/plan.ts → app/utils/request.server.ts",
        "production-imports-no-tests: app/services/things.server.ts → tests/support/fake-things.ts",
        "ui-imports-no-server-module: app/components/panel.ts → app/services/things.server.ts",
        "ui-imports-no-route: app/components/panel.ts → app/routes/page/actions.server.ts",
        "routes-go-through-services: app/routes/page/route.ts → db/models/index.ts",
        "db-knows-no-app: db/models/index.ts → app/services/things.server.ts",
      ]),
    );
    expect(violations.filter((line) => line.includes("→ app/lib/clean.ts"))).toEqual([]);
  });
});
