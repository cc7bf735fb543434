import seedrandom from 'seedrandom';

/** A seeded random source so that the same seed always produces the same inventory. */
export class Random {
  private readonly next: () => number;

  constructor(seed: string) {
    this.next = seedrandom(seed);
  }

  float(): number {
    return this.next();
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  /** Normally distributed value (Box-Muller). */
  normal(mean: number, sd: number): number {
    const u = Math.max(this.next(), 1e-12);
    const v = this.next();
    return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
  }

  weighted<T>(items: readonly T[], weight: (item: T) => number): T {
    let total = 0;
    for (const item of items) total += weight(item);
    let target = this.next() * total;
    for (const item of items) {
      target -= weight(item);
      if (target <= 0) return item;
    }
    return items[items.length - 1];
  }
}
