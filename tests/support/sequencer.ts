// The order test files start in. Vitest runs the slowest first by the durations it cached on the last run; a fresh
// clone has none, and Vitest then goes by file size, which puts a short file that runs the app for 40 s (foundation,
// fair-queues) at the end of the run, alone on one worker. Without durations, the files that start the app or a
// browser go first: those left in tests/ (end-to-end specs, cross-cutting checks) and the integration tests beside
// their code, which import the harness (ADR 063) — to start the app, or to load a database: app/answer/answer-words
// (160 s over every sample question) ran last on a fresh clone and ended the run alone.
import { readFileSync } from "node:fs";
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

// What a test file imports to start the product or fill a database: the harness (harness/app, databases, cluster;
// shared with the benchmarks) or the permission tests' world, which starts the app for them.
const USES_HARNESS = /from "(\.\.\/)+(tests\/support\/permission-world|harness\/[\w-]+)"/;

export default class SlowFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const key = (spec: TestSpecification) => `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
    if (sorted.some((spec) => this.ctx.cache.getFileTestResults(key(spec)))) return sorted;
    const slow = (spec: TestSpecification) =>
      path.relative(root, spec.moduleId).startsWith(`tests${path.sep}`) ||
      USES_HARNESS.test(readFileSync(spec.moduleId, "utf8"));
    return [...sorted.filter(slow), ...sorted.filter((spec) => !slow(spec))];
  }
}
