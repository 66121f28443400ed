// The dependency rules (.dependency-cruiser.cjs) fail a tree that breaks them: each rule fires on the fixture's
// deliberately wrong import, and an allowed import stays quiet.
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const FIXTURE = path.join(ROOT, "tests/fixtures/boundaries");
const CLI = path.join(ROOT, "node_modules/dependency-cruiser/bin/dependency-cruiser.mjs");

/** Runs the check as `npm run check:deps` does (the `err` reporter, which exits non-zero on a violation). */
async function cruiseFixture(): Promise<{ failed: boolean; violations: string[] }> {
  const args = [
    CLI,
    "--config",
    path.join(ROOT, ".dependency-cruiser.cjs"),
    "--output-type",
    "err",
    "app",
    "db",
    "bench",
  ];
  const run = promisify(execFile)(process.execPath, args, { cwd: FIXTURE });
  const { stdout, failed } = await run.then(
    (r) => ({ stdout: r.stdout, failed: false }),
    (error) => ({ stdout: String(error.stdout), failed: true }),
  );
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
        "bench-imports-no-tests: bench/latency.ts → tests/support/fake-things.ts",
        "ui-imports-no-server-module: app/components/panel.ts → app/services/things.server.ts",
        "ui-imports-no-route: app/components/panel.ts → app/routes/page/actions.server.ts",
        "ui-imports-no-service: app/components/thing-card.ts → app/services/things.server.ts",
        "routes-go-through-services: app/routes/page/route.ts → db/models/index.ts",
        "utils-import-no-routes: app/utils/openapi.server.ts → app/routes/page/route.ts",
        "utils-import-no-db: app/utils/auth.server.ts → db/models/index.ts",
        "utils-auth-through-its-seam: app/utils/auth.server.ts → app/services/things.server.ts",
        "utils-workspace-through-its-seam: app/utils/workspace.server.ts → app/services/things.server.ts",
        "utils-session-through-its-seam: app/utils/session.server.ts → app/services/things.server.ts",
        "utils-auth-flow-through-its-seam: app/utils/auth-flow.server.ts → app/services/things.server.ts",
        "db-knows-no-app: db/models/index.ts → app/services/things.server.ts",
        "dialects-behind-the-registry: app/components/dialect-badge.ts → app/connectors/dialects/sqlite/dialect.ts",
      ]),
    );
    expect(violations.filter((line) => line.includes("→ app/lib/clean.ts"))).toEqual([]);
    expect(violations.filter((line) => line.includes("→ app/connectors/dialects/index.ts"))).toEqual([]);
    expect(violations.filter((line) => line.includes("→ app/services/workspace.server.ts"))).toEqual([]);
    expect(violations.filter((line) => line.startsWith("bench-imports-no-tests: bench/latency.test.ts"))).toEqual([]);
  });

  it("keep the engine's stages in order: each imports only the stages below it", { timeout: 60_000 }, async () => {
    const { violations } = await cruiseFixture();
    const engine = violations.filter((line) => line.startsWith("engine-")).sort();
    expect(engine).toEqual([
      "engine-base-imports-downward: app/engine/ir.ts → app/engine/schema/names.ts",
      "engine-compile-imports-downward: app/engine/compile/sql.ts → app/engine/understanding/reader.ts",
      "engine-model-imports-downward: app/engine/model/entities.ts → app/engine/understanding/reader.ts",
      "engine-plan-imports-downward: app/engine/plan/judge.ts → app/engine/compile/sql.ts",
      "engine-rank-imports-downward: app/engine/rank/order.ts → app/engine/plan/judge.ts",
      "engine-refine-imports-downward: app/engine/refine/pass.ts → app/engine/plan/judge.ts",
      "engine-requery-imports-downward: app/engine/requery/again.ts → app/engine/index.ts",
      "engine-schema-imports-downward: app/engine/schema/names.ts → app/engine/model/entities.ts",
      "engine-understanding-imports-downward: app/engine/understanding/reader.ts → app/engine/refine/pass.ts",
    ]);
    // downward imports stay quiet: the model reads names, the engine's face uses every stage
    expect(
      violations.filter((line) => line.includes("→ app/engine/schema/names.ts") && line.includes("model/")),
    ).toEqual([]);
    expect(violations.filter((line) => line.includes("app/engine/index.ts →"))).toEqual([]);
  });
});

describe("formatter", () => {
  /** Runs the lint script's Prettier step (package.json) on one file with the repository's configuration. */
  async function check(source: string): Promise<boolean> {
    const dir = mkdtempSync(path.join(tmpdir(), "askdata-format-"));
    try {
      writeFileSync(path.join(dir, "example.ts"), source);
      const cli = path.join(ROOT, "node_modules/prettier/bin/prettier.cjs");
      const args = [cli, "--check", "--config", path.join(ROOT, ".prettierrc.json"), "example.ts"];
      return await promisify(execFile)(process.execPath, args, { cwd: dir }).then(
        () => true,
        () => false,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }

  it("is a step of npm run lint, over the whole tree", () => {
    const scripts = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts;
    expect(scripts.lint).toMatch(/^prettier --check .*\. && eslint /);
  });

  it("fails an unformatted file and passes it once formatted at 120 columns", { timeout: 30_000 }, async () => {
    expect(await check("const total = { a:1,b : 2 }\n")).toBe(false);
    expect(await check("const total = { a: 1, b: 2 };\n")).toBe(true);
    const long = `export const words = [${Array.from({ length: 10 }, (_, i) => `"word${i}"`).join(", ")}];\n`;
    expect(long.length).toBeGreaterThan(100); // past Prettier's default 80, within 120
    expect(await check(long)).toBe(true);
  });
});
