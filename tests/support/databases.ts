// The product harness moved to harness/databases.ts, shared with the benchmarks (ADR 062); tests still import it here.
export * from "../../harness/databases";
