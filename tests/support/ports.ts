// The product harness moved to harness/ports.ts, shared with the benchmarks (ADR 062); tests still import it here.
export * from "../../harness/ports";
