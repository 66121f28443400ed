// The product harness moved to harness/cluster.ts, shared with the benchmarks (ADR 062); tests still import it here.
export * from "../../harness/cluster";
