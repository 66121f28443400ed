// Nothing outside a dialect's folder decides by its id (ADR 059): the UI, the engine, services and the shared
// connector core read the registry instead. This reads the source, so an `=== "mysql"` anywhere fails here.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { DIALECTS } from ".";

const ROOT = path.resolve(import.meta.dirname, "../../..");
const DIALECTS_DIR = "app/connectors/dialects/";

function sources(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const file = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|\.d\.ts$/.test(entry.name) ? [file] : [];
  });
}

/** Lines comparing a value with a dialect's id, switching on it, or keying an object by it. */
function branchesOn(ids: string[], text: string): string[] {
  const id = `(?:${ids.join("|")})`;
  const branch = new RegExp(
    [
      `[!=]==?\\s*["'\`]${id}["'\`]`,
      `["'\`]${id}["'\`]\\s*[!=]==?`,
      `case\\s+["'\`]${id}["'\`]\\s*:`,
      `(?:^|[{,])\\s*["']?${id}["']?\\s*:\\s*[^/\\s]`,
    ].join("|"),
  );
  return text.split("\n").filter((line) => branch.test(line));
}

describe("dialect branches", () => {
  const ids = DIALECTS.map((dialect) => dialect.id);

  it("finds the spellings it looks for", () => {
    const lines = [
      'if (dialect === "mysql") return;',
      "const q = 'postgresql' !== d ? 1 : 2;",
      '  case "mysql":',
      "const PORTS = { postgresql: 5432, mysql: 3306 };",
      'const url = "postgresql://localhost/db"; type: "postgresql",',
    ];
    expect(branchesOn(ids, lines.join("\n"))).toEqual(lines.slice(0, 4));
  });

  it("are found nowhere outside the dialects' folders", () => {
    const files = ["app", "db", "worker"].flatMap(sources).filter((file) => !file.startsWith(DIALECTS_DIR));
    const found = files.flatMap((file) =>
      branchesOn(ids, readFileSync(path.join(ROOT, file), "utf8")).map((line) => `${file}: ${line.trim()}`),
    );
    expect(found).toEqual([]);
  });
});
