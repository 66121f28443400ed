// Small statistics over labelled values, for insights.
import { byCalendar } from "./calendar";

export interface Point {
  label: string;
  /** The cell the label came from, for ordering periods. */
  raw: unknown;
  value: number;
}

export function byCalendarPoints(points: Point[]): Point[] {
  return byCalendar(points, (p) => p.raw);
}

/** The q-th quantile (0–1) of sorted numbers, interpolating between neighbours. */
export function quantile(sorted: number[], q: number): number {
  const at = (sorted.length - 1) * q;
  const below = Math.floor(at);
  const above = Math.ceil(at);
  return sorted[below] + (sorted[above] - sorted[below]) * (at - below);
}

export interface Outliers {
  above: Point[];
  below: Point[];
  /** Smallest and largest of the values that are not outliers. */
  low: number;
  high: number;
}

// Tukey's fences. With at most 20 chart rows a 2.5-standard-deviation rule can barely fire (z ≤ (n−1)/√n).
const FENCE = 1.5;
const MIN_POINTS = 5;

/** Values beyond 1.5 interquartile ranges from the middle half; undefined when there are none. */
export function outliers(points: Point[]): Outliers | undefined {
  if (points.length < MIN_POINTS) return undefined;
  const sorted = points.map((p) => p.value).sort((a, b) => a - b);
  const q1 = quantile(sorted, 0.25);
  const q3 = quantile(sorted, 0.75);
  const spread = q3 - q1;
  const above = points.filter((p) => p.value > q3 + FENCE * spread).sort((a, b) => b.value - a.value);
  const below = points.filter((p) => p.value < q1 - FENCE * spread).sort((a, b) => a.value - b.value);
  if (!above.length && !below.length) return undefined;
  const inliers = points.filter((p) => !above.includes(p) && !below.includes(p)).map((p) => p.value);
  return { above, below, low: Math.min(...inliers), high: Math.max(...inliers) };
}
