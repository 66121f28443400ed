// Prints the files that took longest (where the suite's time goes, issue 38) and the plain closing line CI reads
// ("N passed, N failed, N skipped") after Vitest's own summary.
import type { Reporter, TestModule } from "vitest/node";

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") counts.passed += 1;
        else if (state === "failed") counts.failed += 1;
        else counts.skipped += 1;
      }
      if (module.state() === "failed" && ![...module.children.allTests()].length) counts.failed += 1;
    }
    const slowest = [...testModules]
      .map((m) => ({ file: m.relativeModuleId, ms: m.diagnostic().duration }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 12);
    if (slowest.length > 1)
      console.log(`\nslowest files:\n${slowest.map((f) => `  ${(f.ms / 1000).toFixed(1)} s  ${f.file}`).join("\n")}`);
    console.log(`\n${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
  }
}
