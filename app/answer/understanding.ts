// Whether the product stands behind an answer (issue 33, ADR 037): words nothing placed make it "not understood",
// a calibrated confidence below the floor "not sure"; only the rest is shown as a result.
import { ANSWER_FLOOR } from "~/lib/limits";
import type { Understanding } from "./result";

export function judgeAnswer(confidence: number, unplaced: readonly string[] = []): Understanding {
  if (unplaced.length)
    return { status: "not_understood", unplaced: [...new Set(unplaced.map((w) => w.toLowerCase()))] };
  return { status: confidence < ANSWER_FLOOR ? "unsure" : "answer", unplaced: [] };
}
