// The confidence model's fit (ADR 037): logistic regression recovers known weights, and the leave-one-database-out
// evaluation scores each database with a model that never saw it.
import { describe, expect, it } from "vitest";
import { dbKey, fitLogistic, fitModel, leaveOneDatabaseOut, type Observation } from "./calibration-fit";
import type { Evidence } from "~/engine";

/** A deterministic stream in [0, 1). */
function random(seed: number) {
  let s = seed;
  return () => (s = (s * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
}

describe("fitLogistic", () => {
  it("recovers the weights that generated the labels", () => {
    const next = random(7);
    const rows: number[][] = [];
    const labels: boolean[] = [];
    for (let i = 0; i < 4000; i++) {
      const x = [next() * 4 - 2, next() < 0.5 ? 1 : 0];
      rows.push(x);
      labels.push(next() < 1 / (1 + Math.exp(-(0.5 + 2 * x[0] - 1.5 * x[1]))));
    }
    const { intercept, weights } = fitLogistic(rows, labels, 0.01);
    expect(intercept).toBeCloseTo(0.5, 0);
    expect(weights[0]).toBeCloseTo(2, 0);
    expect(weights[1]).toBeCloseTo(-1.5, 0);
  });
});

describe("leaveOneDatabaseOut", () => {
  const evidence = (score: number): Evidence => ({
    score,
    unplaced: 0,
    ignored: 0,
    contentWords: 4,
    weakestLink: 1,
    fuzzyValue: false,
    guessedTarget: false,
    allColumns: false,
    tables: 1,
    followUp: false,
    definitions: false,
    singleTable: false,
    disjoint: false,
    reading: 0,
    readings: 1,
    plausible: true,
    empty: false,
  });
  const observation = (db: string, i: number, right: boolean): Observation => ({
    set: "holdout",
    db,
    id: `${db}-${i}`,
    right,
    unanswerable: false,
    unplaced: [],
    evidence: evidence(right ? 0.95 : 0.4),
  });

  it("scores every observation once, by a model fitted without its own database", () => {
    const observations = ["a", "b", "c"].flatMap((db) =>
      Array.from({ length: 30 }, (_, i) => observation(db, i, i % 3 !== 0)),
    );
    // database c is all wrong whatever its score: a model that saw it would be less sure of a high score
    for (const o of observations.filter((o) => o.db === "c")) o.right = false;
    const scored = leaveOneDatabaseOut(observations);
    expect(scored).toHaveLength(observations.length);
    const highOnC = scored.filter((s) => dbKey(s.observation) === "holdout/c" && s.observation.evidence!.score > 0.9);
    expect(Math.min(...highOnC.map((s) => s.confidence))).toBeGreaterThan(0.8);
    const lowOnA = scored.filter((s) => dbKey(s.observation) === "holdout/a" && s.observation.evidence!.score < 0.5);
    expect(Math.max(...lowOnA.map((s) => s.confidence))).toBeLessThan(0.5);
  });

  it("keeps a question refused before any reading in the count, with no confidence, and out of the fit", () => {
    const observations = ["a", "b"].flatMap((db) =>
      Array.from({ length: 20 }, (_, i) => observation(db, i, i % 2 === 0)),
    );
    const refused: Observation = {
      set: "holdout",
      db: "a",
      id: "a-refused",
      right: false,
      unanswerable: false,
      unplaced: [],
      evidence: null,
    };
    const scored = leaveOneDatabaseOut([...observations, refused]);
    expect(scored).toHaveLength(observations.length + 1);
    expect(scored.find((s) => s.observation.id === "a-refused")?.confidence).toBe(0);
    expect(fitModel([...observations, refused], "test").intercept).toBe(fitModel(observations, "test").intercept);
  });
});
