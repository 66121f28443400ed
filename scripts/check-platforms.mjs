// `npm run check:platforms` (CI): every supported platform installs from package-lock.json and gets a bundled Node
// that satisfies `engines`, and `engines` claims no Node a required package refuses (ADR 046).
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import semver from "semver";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The README's "Run it" list; Windows goes through WSL (linux-x64). */
export const SUPPORTED_PLATFORMS = [
  { os: "linux", cpu: "x64", libc: "glibc" },
  { os: "linux", cpu: "arm64", libc: "glibc" },
  { os: "darwin", cpu: "arm64" },
  { os: "darwin", cpu: "x64" },
];

const label = (platform) => `${platform.os}-${platform.cpu}`;
const nameOf = (key) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length);

// npm's rule (npm-install-checks): a list of allowed values and "!value" exclusions, written as a string or an array.
function allows(field, value) {
  if (field === undefined || value === undefined) return true;
  const values = [field].flat();
  if (values.includes(`!${value}`)) return false;
  const allowed = values.filter((entry) => !entry.startsWith("!"));
  return allowed.length === 0 || allowed.includes(value);
}

export const fits = (entry, platform) =>
  allows(entry.os, platform.os) &&
  allows(entry.cpu, platform.cpu) &&
  (platform.os !== "linux" || allows(entry.libc, platform.libc));

const entries = (lock) => Object.entries(lock.packages).filter(([key]) => key !== "");

/** Required packages (any not marked optional: dev ones are required by `npm ci`) that some supported platform cannot install. */
export function findPlatformLocked(lock, platforms = SUPPORTED_PLATFORMS) {
  return entries(lock).flatMap(([key, entry]) => {
    const refused = entry.optional ? [] : platforms.filter((platform) => !fits(entry, platform));
    return refused.length
      ? [`${key} ${entry.version} is required but does not install on ${refused.map(label).join(", ")}`]
      : [];
  });
}

/** Each supported platform gets exactly one package providing `node`, and that Node is one `engines` allows. */
export function findRuntimeGaps(lock, platforms = SUPPORTED_PLATFORMS) {
  const range = lock.packages[""].engines?.node ?? "*";
  const runtimes = entries(lock).filter(([, entry]) => entry.bin?.node);
  return platforms.flatMap((platform) => {
    const found = runtimes.filter(([, entry]) => fits(entry, platform));
    if (found.length !== 1)
      return [
        `${label(platform)} gets ${found.length} bundled Node packages (${found.map(([key]) => nameOf(key)).join(", ")}), not 1`,
      ];
    const [key, entry] = found[0];
    return semver.satisfies(entry.version, range)
      ? []
      : [`${label(platform)} gets ${nameOf(key)} ${entry.version}, outside engines ${range}`];
  });
}

/** `engines` is honest when it claims no Node version that a required package's own `engines` refuses. */
export function findEngineClaims(lock) {
  const range = lock.packages[""].engines?.node ?? "*";
  return entries(lock).flatMap(([key, entry]) => {
    const needs = entry.engines?.node;
    if (entry.optional || !needs || !semver.validRange(needs) || semver.subset(range, needs)) return [];
    return [`engines ${range} allows Node versions that ${nameOf(key)} ${entry.version} refuses (it needs ${needs})`];
  });
}

/**
 * `npm ci --dry-run` for another platform, in a temporary copy of the manifest and lock file (the working tree's
 * node_modules is never touched): it must resolve, add nothing that platform cannot run, and add one Node.
 */
export function checkDryInstall(platform, root = ROOT) {
  const dir = mkdtempSync(path.join(tmpdir(), "askdata-dry-install-"));
  try {
    for (const file of ["package.json", "package-lock.json", ".npmrc"]) {
      if (existsSync(path.join(root, file))) copyFileSync(path.join(root, file), path.join(dir, file));
    }
    const flags = [
      `--os=${platform.os}`,
      `--cpu=${platform.cpu}`,
      ...(platform.libc ? [`--libc=${platform.libc}`] : []),
    ];
    let output;
    try {
      const args = ["ci", "--dry-run", "--ignore-scripts", "--no-audit", "--no-fund", ...flags];
      output = execFileSync("npm", args, { cwd: dir, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
    } catch (error) {
      return [
        `${label(platform)}: npm ci --dry-run failed: ${String(error.stderr ?? error.message)
          .trim()
          .split("\n")
          .slice(-3)
          .join(" ")}`,
      ];
    }
    const lock = JSON.parse(readFileSync(path.join(dir, "package-lock.json"), "utf8"));
    const added = [...output.matchAll(/^add (\S+) (\S+)$/gm)].map(([, name, version]) =>
      entries(lock)
        .filter(([key, entry]) => nameOf(key) === name && entry.version === version)
        .map(([, entry]) => entry),
    );
    if (added.length === 0) return [`${label(platform)}: npm ci --dry-run added nothing`];
    const problems = added.filter((found) => found.length > 0 && !found.some((entry) => fits(entry, platform)));
    const runtimes = added.filter((found) => found.some((entry) => entry.bin?.node));
    return [
      ...problems.map(
        ([entry]) => `${label(platform)}: npm ci adds a package for ${[entry.os, entry.cpu].flat().join(" ")}`,
      ),
      ...(runtimes.length === 1
        ? []
        : [`${label(platform)}: npm ci adds ${runtimes.length} bundled Node packages, not 1`]),
    ];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** `node scripts/check-platforms.mjs [folder with package.json and package-lock.json] [--dry-install]` */
function main(args) {
  const root = path.resolve(args.find((arg) => !arg.startsWith("--")) ?? ROOT);
  const dry = args.includes("--dry-install");
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8"));
  const problems = [...findPlatformLocked(lock), ...findRuntimeGaps(lock), ...findEngineClaims(lock)];
  if (dry) for (const platform of SUPPORTED_PLATFORMS) problems.push(...checkDryInstall(platform, root));
  for (const problem of problems) console.error(problem);
  const platforms = SUPPORTED_PLATFORMS.map(label).join(", ");
  const how = dry ? "lock file and npm ci --dry-run" : "lock file";
  console.log(
    problems.length ? `${problems.length} platform problem(s) (${how})` : `Installs on ${platforms} (${how})`,
  );
  return problems.length ? 1 : 0;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) process.exitCode = main(process.argv.slice(2));
