// Seeded pseudo-random numbers: every random rule takes a Rng so results replay from a seed.

/** A source of uniform numbers in [0, 1) with a state that can be saved and restored. */
export interface Rng {
  next(): number;
  state(): number;
}

/** sfc32-style 32-bit generator folded into mulberry32 for a single-word, serialisable state. */
export function createRng(seed: number): Rng {
  let s = seed >>> 0;
  return {
    next() {
      s = (s + 0x6d2b79f5) >>> 0;
      let t = s;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    },
    state() {
      return s;
    },
  };
}

/** Integer in [min, max], both inclusive. */
export function randomInt(rng: Rng, min: number, max: number): number {
  return min + Math.floor(rng.next() * (max - min + 1));
}

/** True with the given probability (0 to 1). */
export function chance(rng: Rng, probability: number): boolean {
  return rng.next() < probability;
}

/** One element of a non-empty list. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  const item = items[Math.floor(rng.next() * items.length)];
  if (item === undefined) throw new Error("pick from an empty list");
  return item;
}

/** A 32-bit seed derived from a string, for stable seeds from ids. */
export function seedFromString(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}
