// Builds the app (Remix + worker bundles) only when a source file is newer than the last build.
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");

// Test files sit beside the code (ADR 063) but are not built: editing one must not rebuild the app.
const TEST_FILE = /\.test\.tsx?$/;

function newestMtime(target: string): number {
  if (!existsSync(target) || TEST_FILE.test(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(target).map((entry) => newestMtime(path.join(target, entry))));
}

export function buildIfStale(log: (line: string) => void = console.log): void {
  const outputs = ["build/index.js", "build/server/web.js", "build/server/worker.js", "build/server/migrate.js"].map(
    (file) => path.join(ROOT, file),
  );
  const sources = [
    "app",
    "server",
    "worker",
    "db",
    "scripts/migrate.ts",
    "scripts/build-server.mjs",
    "scripts/bundled-packages.mjs",
    "remix.config.js",
    "package.json",
  ].map((entry) => newestMtime(path.join(ROOT, entry)));
  const built = outputs.every(existsSync) ? Math.min(...outputs.map((file) => statSync(file).mtimeMs)) : 0;
  if (built > Math.max(...sources)) return;
  log("Building the app…");
  execFileSync("npm", ["run", "--silent", "build"], {
    cwd: ROOT,
    stdio: "inherit",
    env: { ...process.env, NODE_ENV: "production" },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
