// Deterministic pseudo-random numbers for the synthetic site: the same seed gives the same site on
// every machine, so benchmark runs are comparable. Node or browser; no dependencies.

/** mulberry32: a small, fast 32-bit generator, good enough for picking words. Returns [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Mixes a site seed and a page number into one seed, so page i is the same whatever the site size. */
export function pageSeed(siteSeed: number, page: number): number {
  let h = (siteSeed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ page, 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35) >>> 0;
  return (h ^ (h >>> 16)) >>> 0;
}

/** Helpers over one generator. */
export interface Picker {
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** One element of a non-empty list. */
  pick<T>(list: readonly T[]): T;
  /** `count` distinct elements (or all of them when the list is shorter). */
  sample<T>(list: readonly T[], count: number): T[];
  /** True with probability `p`. */
  chance(p: number): boolean;
}

export function picker(random: () => number): Picker {
  const int = (min: number, max: number) => min + Math.floor(random() * (max - min + 1));
  return {
    int,
    pick: (list) => list[Math.floor(random() * list.length)],
    sample(list, count) {
      const copy = list.slice();
      const out = [];
      while (out.length < count && copy.length > 0)
        out.push(copy.splice(Math.floor(random() * copy.length), 1)[0]);
      return out;
    },
    chance: (p) => random() < p,
  };
}
