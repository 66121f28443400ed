// `npm run lint`: no production source file passes 400 lines once Prettier has formatted it (issue 39, ADR 064).
// Tests are not production code; data lives in JSON or CSV files, which are not source and are not counted.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const MAX_LINES = 400;

/**
 * The production code: the app, the web server, the worker, the database layer and the scripts that start and migrate
 * it.
 */
export const PRODUCTION_DIRS = ["app", "server", "worker", "db", "scripts"];

const SOURCE = /\.(ts|tsx|js|mjs|cjs)$/;
const TEST = /\.test\.(ts|tsx|js|mjs)$/;

/**
 * Files allowed past the limit, each with the reason it cannot be split along a concept (path from the repository
 * root → reason). None today; an entry whose file is gone or back under the limit fails the check, so none outlives
 * its reason.
 *
 * @type {Record<string, string>}
 */
export const EXEMPT = {};

/** Lines as `wc -l` counts them: a formatted file ends with a newline. */
function lineCount(file) {
  const text = readFileSync(file, "utf8");
  let lines = 0;
  for (let at = text.indexOf("\n"); at !== -1; at = text.indexOf("\n", at + 1)) lines++;
  return lines;
}

/** Production source files under `root`, as paths from it with forward slashes. */
function productionFiles(root) {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      // dot folders hold run-time data (.data/: embedded PostgreSQL clusters), node_modules other people's code
      if (entry.name.startsWith(".") || entry.name === "node_modules") continue;
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name)) files.push(relative);
    }
  };
  for (const dir of PRODUCTION_DIRS) {
    try {
      walk(dir);
    } catch (error) {
      if (error?.code !== "ENOENT") throw error;
    }
  }
  return files.sort();
}

/** What breaks the rule under `root`: files past the limit, and exemptions that no longer hold. */
export function checkFileLengths(root, { limit = MAX_LINES, exempt = EXEMPT } = {}) {
  const lengths = new Map(productionFiles(root).map((file) => [file, lineCount(path.join(root, file))]));
  const tooLong = [...lengths]
    .filter(([file, lines]) => lines > limit && !(file in exempt))
    .map(([file, lines]) => ({ file, lines }));
  const staleExemptions = Object.keys(exempt).filter((file) => !((lengths.get(file) ?? 0) > limit));
  return { tooLong, staleExemptions };
}

function main() {
  const { tooLong, staleExemptions } = checkFileLengths(process.cwd());
  for (const { file, lines } of tooLong)
    console.error(`${file}: ${lines} lines, over ${MAX_LINES}: split it along its concepts (ADR 064)`);
  for (const file of staleExemptions)
    console.error(`${file}: exempted in scripts/check-file-lengths.mjs but not over ${MAX_LINES} lines: remove it`);
  if (tooLong.length || staleExemptions.length) process.exitCode = 1;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
