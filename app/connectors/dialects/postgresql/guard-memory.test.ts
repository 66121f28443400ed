import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";

const SQL_GUARD = path.resolve(import.meta.dirname, "../../sql-guard.ts");

// A fresh process, as the web and the worker are: V8's flags and the parser's compiled code are per process.
const CHILD = `
const { readFileSync } = await import("node:fs");
const peakMb = () => Number(/VmHWM:\\s+(\\d+)/.exec(readFileSync("/proc/self/status", "utf8"))[1]) / 1024;
const { guardSql } = await import(${JSON.stringify(SQL_GUARD)});
const before = peakMb();
const sql = (i) => \`SELECT c.name, count(*) FROM customers c JOIN orders o ON o.customer_id = c.id
  WHERE o.total > \${i} GROUP BY 1\`;
let tables = 0;
for (let i = 0; i < 20; i++) tables += guardSql(sql(i), "postgresql").tables.length;
// without ADR 068's flags, V8's optimising compile runs on a background thread and peaks within ~1 s
await new Promise((resolve) => setTimeout(resolve, 1500));
console.log(JSON.stringify({ growthMb: peakMb() - before, tables }));
`;

describe("the PostgreSQL guard's parser", () => {
  it("keeps a new process's peak within 150 MB over its first statements (ADR 068)", async () => {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", CHILD],
      { cwd: path.resolve(import.meta.dirname, "../../../.."), timeout: 20_000 },
    );
    const { growthMb, tables } = JSON.parse(stdout.trim().split("\n").at(-1)!);
    expect(tables).toBe(40);
    expect(growthMb).toBeLessThan(150); // measured +0 MB; +534 MB without the flags
  });
});
