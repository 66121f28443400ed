// Seeded PRNG for the sample databases: the same seed yields the same data on every run and machine.

/** FNV-1a, so a readable seed like "ecommerce:orders" becomes a 32-bit state. */
function hashSeed(seed: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < seed.length; i++) {
    hash ^= seed.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export class Random {
  private state: number;

  constructor(seed: string | number) {
    this.state = typeof seed === "number" ? seed >>> 0 : hashSeed(seed);
  }

  /** mulberry32: tiny, fast and good enough for synthetic data. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  float(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  /** Linear scan: fine for short lists; use `createPicker` for long ones. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const weight of weights) total += weight;
    let target = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      target -= weights[i];
      if (target < 0) return items[i];
    }
    return items[items.length - 1];
  }

  /** Standard normal by Box–Muller (the second value is discarded to keep the state simple). */
  normal(mean = 0, sd = 1): number {
    const u = 1 - this.next();
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  /** Log-normal parametrised by its median, which is easier to reason about than mu. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }

  /** Knuth for small means, a rounded normal above 30 where Knuth gets slow. */
  poisson(mean: number): number {
    if (mean > 30) return Math.max(0, Math.round(this.normal(mean, Math.sqrt(mean))));
    const limit = Math.exp(-mean);
    let product = this.next();
    let count = 0;
    while (product > limit) {
      product *= this.next();
      count++;
    }
    return count;
  }

  /** Epoch milliseconds in [start, end). */
  between(start: number, end: number): number {
    return start + Math.floor(this.next() * (end - start));
  }

  /** k distinct items, in random order. */
  sample<T>(items: readonly T[], k: number): T[] {
    const copy = items.slice();
    const count = Math.min(k, copy.length);
    for (let i = 0; i < count; i++) {
      const j = i + Math.floor(this.next() * (copy.length - i));
      [copy[i], copy[j]] = [copy[j], copy[i]];
    }
    return copy.slice(0, count);
  }
}

/** Weighted choice over a long list by binary search on cumulative weights. */
export function createPicker<T>(items: readonly T[], weights: readonly number[]): (rng: Random) => T {
  const cumulative = new Float64Array(items.length);
  let total = 0;
  weights.forEach((weight, i) => {
    total += weight;
    cumulative[i] = total;
  });
  return (rng) => {
    const target = rng.next() * total;
    let low = 0;
    let high = items.length - 1;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (cumulative[mid] > target) high = mid;
      else low = mid + 1;
    }
    return items[low];
  };
}

/** Zipf-like weights (1/rank^s): a few bestsellers and a long tail. */
export function zipfWeights(count: number, exponent = 1): number[] {
  return Array.from({ length: count }, (_, rank) => 1 / Math.pow(rank + 1, exponent));
}
