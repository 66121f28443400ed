// The product harness moved to harness/clients.ts, shared with the benchmarks (ADR 062); tests still import it here.
export * from "../../harness/clients";
