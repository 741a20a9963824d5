// Seeded pseudo-random numbers: every random rule takes a Rng so results replay from a seed.

/** A source of uniform numbers in [0, 1). */
export interface Rng {
  next(): number;
}

/** A generator whose one-word state can be saved and resumed (`createRng(rng.state())`). */
export interface SeededRng extends Rng {
  state(): number;
}

/** The saved state of a battle's generator: one word (mulberry32, engine versions 1–3) or four (sfc32, version 4). */
export type RngState = number | readonly number[];

/** A generator whose four-word state is saved as a list of unsigned 32-bit words. */
export interface WideRng extends Rng {
  state(): number[];
}

/** sfc32-style 32-bit generator folded into mulberry32 for a single-word, serialisable state. */
export function createRng(seed: number): SeededRng {
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

/**
 * [R4] sfc32 (Chris Doty-Humphrey's Small Fast Counting generator) over a 128-bit state of four unsigned 32-bit
 * words; `createWideRng(rng.state())` resumes the sequence exactly. The words come from a hash (`battleRngKey`), so
 * no warm-up is needed; the counter word keeps even an all-zero state from sticking.
 */
export function createWideRng(words: readonly number[]): WideRng {
  if (words.length !== 4 || !words.every((word) => Number.isInteger(word) && word >= 0 && word <= 0xffffffff)) {
    throw new RangeError("A wide generator state is four unsigned 32-bit words");
  }
  let [a, b, c, d] = words as [number, number, number, number];
  return {
    next() {
      const t = (((a + b) >>> 0) + d) >>> 0;
      d = (d + 1) >>> 0;
      a = b ^ (b >>> 9);
      b = (c + (c << 3)) >>> 0;
      c = ((c << 21) | (c >>> 11)) >>> 0;
      c = (c + t) >>> 0;
      return t / 4294967296;
    },
    state() {
      return [a >>> 0, b >>> 0, c >>> 0, d >>> 0];
    },
  };
}

/** The generator a saved state resumes: mulberry32 for one word, sfc32 for four. */
export function rngFromState(saved: RngState): Rng & { state(): RngState } {
  return typeof saved === "number" ? createRng(saved) : createWideRng(saved);
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
