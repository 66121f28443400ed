// The order test files start in. Vitest runs the slowest first by the durations it cached on the last run; a fresh
// clone has none, and Vitest then goes by file size, which puts a short file that runs the app for 40 s (foundation,
// fair-queues) at the end of the run, alone on one worker. Without durations, files under tests/ — the ones that
// start the app or a browser — go first.
import path from "node:path";
import { BaseSequencer, type TestSpecification } from "vitest/node";

export default class SlowFilesFirst extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const key = (spec: TestSpecification) => `${spec.project.name}:${path.relative(root, spec.moduleId)}`;
    if (sorted.some((spec) => this.ctx.cache.getFileTestResults(key(spec)))) return sorted;
    const startsApp = (spec: TestSpecification) => path.relative(root, spec.moduleId).startsWith(`tests${path.sep}`);
    return [...sorted.filter(startsApp), ...sorted.filter((spec) => !startsApp(spec))];
  }
}
