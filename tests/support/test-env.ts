// The product harness moved to harness/test-env.ts, shared with the benchmarks (ADR 062); tests still import it here.
export * from "../../harness/test-env";
