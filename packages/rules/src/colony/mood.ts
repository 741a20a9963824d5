// An ant's mood (0..20, default 10) and the face and word shown for it (spec 001 §3, §4).

/** [M1] Mood range and the value of a new ant. */
export const MOOD_MIN = 0;
export const MOOD_MAX = 20;
export const MOOD_DEFAULT = 10;

/** [M1] Mood clamped to 0..20; a missing or non-finite mood counts as the default 10. */
export function clampMood(mood: number): number {
  if (!Number.isFinite(mood)) return MOOD_DEFAULT;
  return Math.min(MOOD_MAX, Math.max(MOOD_MIN, mood));
}

/** [M2] Face and word by mood, highest band first: 18+, 15+, 12+, 8+, 5+, below 5. */
export const MOOD_BANDS = [
  { min: 18, face: "😄", word: "Ecstatic" },
  { min: 15, face: "😊", word: "Happy" },
  { min: 12, face: "🙂", word: "Content" },
  { min: 8, face: "😐", word: "Okay" },
  { min: 5, face: "😟", word: "Sad" },
  { min: MOOD_MIN, face: "😢", word: "Miserable" },
] as const;

/** [M2] A mood face or word. */
export type MoodFace = (typeof MOOD_BANDS)[number]["face"];
export type MoodWord = (typeof MOOD_BANDS)[number]["word"];

function bandFor(mood: number): (typeof MOOD_BANDS)[number] {
  const value = clampMood(mood);
  return MOOD_BANDS.find((band) => value >= band.min) ?? MOOD_BANDS[MOOD_BANDS.length - 1]!;
}

/** [M2] 😄 18+, 😊 15+, 🙂 12+, 😐 8+, 😟 5+, 😢 below 5. */
export function moodFace(mood: number): MoodFace {
  return bandFor(mood).face;
}

/** [M2] Ecstatic 18+, Happy 15+, Content 12+, Okay 8+, Sad 5+, Miserable below 5. */
export function moodWord(mood: number): MoodWord {
  return bandFor(mood).word;
}

/** [M3] The tone an ant speaks in: cheerful from 15, glum below 8, calm between. */
export type MoodTone = "cheerful" | "calm" | "glum";
/** [M3] Tone thresholds. */
export const CHEERFUL_MOOD_FROM = 15;
export const GLUM_MOOD_BELOW = 8;

/** [M3] Cheerful at 15+, glum below 8, calm otherwise. */
export function moodTone(mood: number): MoodTone {
  const value = clampMood(mood);
  if (value >= CHEERFUL_MOOD_FROM) return "cheerful";
  if (value < GLUM_MOOD_BELOW) return "glum";
  return "calm";
}
