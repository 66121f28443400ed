// Calibrated confidence (issue 33, ADR 037): a logistic regression over a reading's evidence, fitted on the
// development databases by `npm run bench:calibrate`, so that a confidence of 0.9 is right about nine times in ten.
// The fitted weights live in calibration.json, versioned with the engine whose evidence they were fitted on.
import model from "./calibration.json";
import type { Evidence } from "./evidence";

/** The model's inputs, each a number computed from the evidence (names are the keys of calibration.json). */
export const FEATURES: Record<string, (e: Evidence) => number> = {
  /** The engine's own score on the log-odds scale. */
  score: (e) => logit(e.score),
  unplaced: (e) => Math.min(e.unplaced, 2),
  ignored: (e) => Math.min(e.ignored, 3),
  ignoredShare: (e) => e.ignored / Math.max(1, e.contentWords),
  weakLink: (e) => 1 - e.weakestLink,
  fuzzyValue: (e) => +e.fuzzyValue,
  guessedTarget: (e) => +e.guessedTarget,
  allColumns: (e) => +e.allColumns,
  joins: (e) => Math.min(Math.max(0, e.tables - 1), 4),
  followUp: (e) => +e.followUp,
  definitions: (e) => +e.definitions,
  singleTable: (e) => +e.singleTable,
  disjoint: (e) => +e.disjoint,
  otherReading: (e) => +(e.reading > 0),
  readings: (e) => Math.min(Math.max(0, e.readings - 1), 5),
  implausible: (e) => +!e.plausible,
  empty: (e) => +e.empty,
  long: (e) => Math.min(e.contentWords, 12) / 12,
  droppedAverage: (e) => +!!e.droppedAverage,
};

/** The feature set's version: a model fitted on another set of features is refitted, not read (2: droppedAverage). */
export const FEATURES_VERSION = 2;

export interface CalibrationModel {
  version: number;
  /** Where the weights came from: the benchmark run and engine commit they were fitted on. */
  fittedOn: string;
  intercept: number;
  weights: Record<string, number>;
}

const logit = (p: number) => Math.log(Math.min(0.995, Math.max(0.005, p)) / (1 - Math.min(0.995, Math.max(0.005, p))));

export function featureVector(e: Evidence): number[] {
  return Object.values(FEATURES).map((f) => f(e));
}

/** The probability that a reading with this evidence is right, under `fitted` (the committed model by default). */
export function calibratedConfidence(e: Evidence, fitted: CalibrationModel = model as CalibrationModel): number {
  const x = featureVector(e);
  const z = Object.keys(FEATURES).reduce((sum, name, i) => sum + (fitted.weights[name] ?? 0) * x[i], fitted.intercept);
  return Math.round((1 / (1 + Math.exp(-z))) * 100) / 100;
}
