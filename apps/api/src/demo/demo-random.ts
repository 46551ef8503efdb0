import seedrandom from 'seedrandom';

/**
 * A seeded random source with the few draws the generator needs. The seed is fixed per city
 * (DEMO_SEED_VERSION + city code), so every start, test and machine sees the same demo city;
 * bump the version when the generator changes on purpose.
 */
export const DEMO_SEED_VERSION = 'parking-demo-v1';

export class DemoRandom {
  private readonly next: () => number;

  constructor(seed: string) {
    // alea: fast, and reproducible across Node versions (it does not use Math.random)
    this.next = seedrandom.alea(seed);
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next();
  }

  /** Uniform in [min, max). */
  between(min: number, max: number): number {
    return min + (max - min) * this.next();
  }

  /** Integer in [min, max], both ends included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)]!;
  }
}

export function demoRandomFor(city: string, stream: string): DemoRandom {
  return new DemoRandom(`${DEMO_SEED_VERSION}:${city}:${stream}`);
}
