// The fixed time window of the sample data, so every run yields the same dates (no Date.now).
import type { Random } from "./random";

export const DAY = 86_400_000;
export const HOUR = 3_600_000;
export const MINUTE = 60_000;

/** Three years of history ending on 2026-10-31 (the end is exclusive). */
export const WINDOW_START = Date.UTC(2023, 10, 1);
export const WINDOW_END = Date.UTC(2026, 10, 1);

/** Relative volume per calendar month (Jan..Dec): holiday peaks and a summer dip. */
export const RETAIL_SEASONALITY = [0.85, 0.78, 0.9, 0.93, 0.95, 0.8, 0.72, 0.78, 0.92, 1.0, 1.45, 1.65];
/** Relative volume per weekday (Sun..Sat). */
export const RETAIL_WEEKDAYS = [1.15, 0.92, 0.95, 0.97, 1.0, 1.03, 1.2];

/** Hour-of-day weights: quiet nights, a lunch bump and an evening peak. */
const HOUR_WEIGHTS = [2, 1, 1, 1, 1, 2, 3, 5, 7, 8, 9, 10, 11, 10, 9, 9, 10, 11, 12, 13, 12, 10, 7, 4];
const HOURS = HOUR_WEIGHTS.map((_, hour) => hour);

export function startOfDay(ms: number): number {
  return ms - (ms % DAY);
}

export function addMonths(ms: number, months: number): number {
  const date = new Date(ms);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.getTime();
}

/** A plausible moment within a day, weighted towards waking hours. */
export function timeOfDay(rng: Random, day: number): number {
  return day + rng.weighted(HOURS, HOUR_WEIGHTS) * HOUR + rng.int(0, 3599) * 1000;
}

export interface DailyVolume {
  /** Average events per day at the start of the window. */
  base: number;
  /** Multiplier reached by the end of the window (compound growth). */
  growth: number;
  seasonality?: readonly number[];
  weekdays?: readonly number[];
  /** Extra multiplier for special days (sales events). */
  boost?: (day: number) => number;
}

/** Days of the window with how many events happen on each: growth × season × weekday, Poisson noise. */
export function* dailyCounts(rng: Random, volume: DailyVolume): Generator<{ day: number; count: number }> {
  const span = WINDOW_END - WINDOW_START;
  for (let day = WINDOW_START; day < WINDOW_END; day += DAY) {
    const date = new Date(day);
    const trend = Math.pow(volume.growth, (day - WINDOW_START) / span);
    const season = volume.seasonality?.[date.getUTCMonth()] ?? 1;
    const weekday = volume.weekdays?.[date.getUTCDay()] ?? 1;
    const boost = volume.boost?.(day) ?? 1;
    yield { day, count: rng.poisson(volume.base * trend * season * weekday * boost) };
  }
}
