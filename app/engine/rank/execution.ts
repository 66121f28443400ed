// Execution-guided choice: the candidate readings run in order; the first whose rows look like an answer wins.
import type { QueryResult } from "~/lib/catalog";
import { isAppError } from "~/lib/errors";
import type { QueryIR } from "../ir";

const STOPPING_CODES = new Set(["TIMEOUT_ERROR", "CONNECTION_FAILED", "DATABASE_ERROR"]);

/** Runs the candidates in order and prefers the first that executes and returns rows of the expected shape. */
export async function chooseByExecution<T extends { sql: string; ir: QueryIR }>(
  candidates: T[],
  run: (sql: string) => Promise<QueryResult>,
): Promise<T & { result?: QueryResult; reading: number; plausible: boolean }> {
  let fallback: (T & { result?: QueryResult; reading: number; plausible: boolean }) | undefined;
  for (const [reading, candidate] of candidates.entries()) {
    try {
      const result = await run(candidate.sql);
      if (plausible(candidate.ir, result)) return { ...candidate, result, reading, plausible: true };
      fallback ??= { ...candidate, result, reading, plausible: false };
    } catch (error) {
      // A reading the database rejects is skipped; a timeout or a dead connection would only repeat.
      if (isAppError(error) && STOPPING_CODES.has(error.code)) throw error;
    }
  }
  return fallback ?? { ...candidates[0], reading: 0, plausible: false };
}

/**
 * Rows exist, and an aggregate over filtered rows is not empty (a sign the filter matched nothing):
 * NULL for sums and extremes, zero for counts and differences (a sum of zero over matched rows is an answer).
 */
function plausible(ir: QueryIR, result: QueryResult): boolean {
  if (!result.rows.length) return false;
  if (ir.agree && result.rows.length !== 1) return false;
  const filtered = ir.filters.length > 0 || !!ir.difference || !!ir.rowAnchor;
  if (result.rows.length === 1 && filtered) {
    const counted = !!ir.difference || ir.select.some((m) => m.agg === "count" || m.agg === "count_distinct");
    const values = Object.values(result.rows[0]);
    if (values.every((v) => v === null || (counted && (v === 0 || v === "0")))) return false;
  }
  return true;
}

/** Below this confidence an answer offers its other readings (spec §9: the "not fully sure" notice). */
export const ALTERNATIVES_BELOW = 0.8;

export interface Alternative {
  /** Index of the reading among the question's candidates, to ask for it again. */
  reading: number;
  interpretation: string;
}

/** Up to three other readings, when the chosen one is unsure or was picked by the user. */
export function offerAlternatives<T extends { sql: string; interpretation: string; confidence: number }>(
  candidates: T[],
  chosen: T,
  picked: boolean,
): Alternative[] {
  if (chosen.confidence >= ALTERNATIVES_BELOW && !picked) return [];
  return candidates
    .flatMap((c, reading) =>
      c.sql === chosen.sql || c.interpretation === chosen.interpretation
        ? []
        : [{ reading, interpretation: c.interpretation }],
    )
    .slice(0, 3);
}
