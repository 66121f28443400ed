import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { MAX_LINES, checkFileLengths } from "./check-file-lengths.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const CLI = path.join(ROOT, "scripts/check-file-lengths.mjs");

const trees: string[] = [];
afterEach(() => {
  for (const dir of trees.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A scratch repository holding `files` (path → number of lines). */
function tree(files: Record<string, number>): string {
  const root = mkdtempSync(path.join(tmpdir(), "askdata-lengths-"));
  trees.push(root);
  for (const [file, lines] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(
      path.join(root, file),
      Array.from({ length: lines }, (_, i) => `export const v${i} = ${i};\n`).join(""),
    );
  }
  return root;
}

/** Runs the check as `npm run lint` does, from the repository's root. */
async function lint(root: string): Promise<{ failed: boolean; stderr: string }> {
  return promisify(execFile)(process.execPath, [CLI], { cwd: root }).then(
    (run) => ({ failed: false, stderr: run.stderr }),
    (error) => ({ failed: true, stderr: String(error.stderr) }),
  );
}

describe("file length check", () => {
  it("is a step of npm run lint", () => {
    const scripts = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8")).scripts;
    expect(scripts.lint).toContain("node scripts/check-file-lengths.mjs");
  });

  it("fails a production file one line past 400, naming it, and passes one at 400", async () => {
    const over = await lint(tree({ "app/services/big.server.ts": MAX_LINES + 1, "worker/fine.ts": MAX_LINES }));
    expect(over.failed).toBe(true);
    expect(over.stderr).toContain("app/services/big.server.ts: 401 lines, over 400");
    expect(over.stderr).not.toContain("worker/fine.ts");
    expect(await lint(tree({ "app/services/big.server.ts": MAX_LINES, "db/samples/x.ts": 12 }))).toEqual({
      failed: false,
      stderr: "",
    });
  });

  it("counts components, the worker, db and scripts, but not tests, data or what lies outside them", () => {
    const root = tree({
      "app/components/chat/long.tsx": 500,
      "db/migrations/long.ts": 500,
      "scripts/long.mjs": 500,
      "app/services/long.server.test.ts": 900,
      "app/components/long.test.tsx": 900,
      "db/samples/long.json": 900,
      "tests/e2e/long.test.ts": 900,
      "bench/long.ts": 900,
      "app/.cache/long.ts": 900,
    });
    expect(checkFileLengths(root).tooLong.map((entry) => entry.file)).toEqual([
      "app/components/chat/long.tsx",
      "db/migrations/long.ts",
      "scripts/long.mjs",
    ]);
  });

  it("lets an exempted file pass, and fails an exemption whose file is back under the limit or gone", () => {
    const root = tree({ "app/generated.ts": 450, "app/small.ts": 10 });
    const exempt = { "app/generated.ts": "generated", "app/small.ts": "was long", "app/gone.ts": "removed" };
    expect(checkFileLengths(root, { exempt })).toEqual({
      tooLong: [],
      staleExemptions: ["app/small.ts", "app/gone.ts"],
    });
  });

  it("holds for this repository", () => {
    expect(checkFileLengths(ROOT)).toEqual({ tooLong: [], staleExemptions: [] });
  });
});
