// Fitting the confidence model (ADR 037): L2-regularised logistic regression by Newton's method, and its
// leave-one-database-out evaluation. Pure functions over observations; bench/calibrate.ts reads and prints.
import {
  FEATURES,
  FEATURES_VERSION,
  calibratedConfidence,
  featureVector,
  type CalibrationModel,
} from "~/engine/plan/calibration";
import type { Evidence } from "~/engine";

export interface Observation {
  set: string;
  db: string;
  id: string;
  /** The reading matched the gold (never, for a question the data cannot answer). */
  right: boolean;
  unanswerable: boolean;
  unplaced: string[];
  /** None when the question got no reading at all (refused before one was made): counted as refused, never fitted. */
  evidence: Evidence | null;
}

/** An observation with a reading, the only kind a model is fitted on. */
export type Reading = Observation & { evidence: Evidence };
export const hasReading = (o: Observation): o is Reading => !!o.evidence;

const sigmoid = (z: number) => 1 / (1 + Math.exp(-z));

/** Weights minimising the (sample-weighted) log loss + λ/2·|w|² (the intercept is not penalised). */
export function fitLogistic(
  rows: number[][],
  labels: boolean[],
  lambda = 1,
  sampleWeights: number[] = rows.map(() => 1),
  iterations = 40,
): { intercept: number; weights: number[] } {
  const d = (rows[0]?.length ?? 0) + 1;
  let w = new Array<number>(d).fill(0);
  const x = rows.map((r) => [1, ...r]);
  for (let it = 0; it < iterations; it++) {
    const gradient = new Array<number>(d).fill(0);
    const hessian = Array.from({ length: d }, () => new Array<number>(d).fill(0));
    for (const [i, xi] of x.entries()) {
      const p = sigmoid(xi.reduce((s, v, k) => s + v * w[k], 0));
      const residual = (p - (labels[i] ? 1 : 0)) * sampleWeights[i];
      const weight = Math.max(p * (1 - p), 1e-9) * sampleWeights[i];
      for (let a = 0; a < d; a++) {
        gradient[a] += residual * xi[a];
        for (let b = a; b < d; b++) hessian[a][b] += weight * xi[a] * xi[b];
      }
    }
    for (let a = 0; a < d; a++) {
      for (let b = 0; b < a; b++) hessian[a][b] = hessian[b][a];
      if (a > 0) {
        gradient[a] += lambda * w[a];
        hessian[a][a] += lambda;
      }
    }
    const step = solve(hessian, gradient);
    w = w.map((v, k) => v - step[k]);
    if (Math.max(...step.map(Math.abs)) < 1e-8) break;
  }
  return { intercept: w[0], weights: w.slice(1) };
}

/** Gaussian elimination with partial pivoting: a·x = b. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let r = col + 1; r < n; r++) if (Math.abs(m[r][col]) > Math.abs(m[pivot][col])) pivot = r;
    [m[col], m[pivot]] = [m[pivot], m[col]];
    const lead = m[col][col] || 1e-12;
    for (let r = 0; r < n; r++) {
      if (r === col) continue;
      const f = m[r][col] / lead;
      for (let c = col; c <= n; c++) m[r][c] -= f * m[col][c];
    }
  }
  return m.map((row, i) => row[n] / (row[i] || 1e-12));
}

/**
 * Every database weighs the same in the fit, whatever its number of questions: the samples, with hundreds of
 * questions the engine was built beside, would otherwise teach it that a high score is always right.
 */
export function fitModel(all: Observation[], fittedOn: string, lambda = 1): CalibrationModel {
  const observations = all.filter(hasReading);
  const perDb = new Map<string, number>();
  for (const o of observations) perDb.set(dbKey(o), (perDb.get(dbKey(o)) ?? 0) + 1);
  const mean = observations.length / Math.max(1, perDb.size);
  const { intercept, weights } = fitLogistic(
    observations.map((o) => featureVector(o.evidence)),
    observations.map((o) => o.right),
    lambda,
    observations.map((o) => mean / perDb.get(dbKey(o))!),
  );
  const names = Object.keys(FEATURES);
  return {
    version: FEATURES_VERSION,
    fittedOn,
    intercept: round(intercept),
    weights: Object.fromEntries(names.map((n, i) => [n, round(weights[i])])),
  };
}

const round = (v: number) => Math.round(v * 10_000) / 10_000;

/** Each observation's confidence under a model fitted without its database. */
export function leaveOneDatabaseOut(
  observations: Observation[],
  lambda = 1,
): { observation: Observation; confidence: number }[] {
  const dbs = [...new Set(observations.map(dbKey))];
  return dbs.flatMap((db) => {
    const model = fitModel(
      observations.filter((o) => dbKey(o) !== db),
      `all but ${db}`,
      lambda,
    );
    return observations
      .filter((o) => dbKey(o) === db)
      .map((observation) => ({
        observation,
        confidence: observation.evidence ? calibratedConfidence(observation.evidence, model) : 0,
      }));
  });
}

/** A database is its set's family and name: defog's "academic" and a sample never share one. */
export const dbKey = (o: Pick<Observation, "set" | "db">) => `${family(o.set)}/${o.db}`;

/** Which corpus a set belongs to: our samples, defog's sets, or the held-out databases. */
export function family(set: string): "defog" | "holdout" | "corpus" | "samples" {
  return ["gen", "basic", "advanced", "idk"].includes(set)
    ? "defog"
    : set === "holdout" || set === "corpus"
      ? set
      : "samples";
}
