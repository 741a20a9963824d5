// Health bands, mood faces, words and tones.
import { describe, expect, it } from "vitest";
import { healthBand } from "../../src/colony/health";
import { clampMood, MOOD_DEFAULT, moodFace, moodTone, moodWord } from "../../src/colony/mood";

describe("health and mood display", () => {
  it("[H1] health bands: 90+ Excellent, 70+ Good, 50+ Fair, 30+ Poor, else Critical", () => {
    expect([100, 90, 89.9, 70, 50, 49, 30, 29.9, 0].map(healthBand)).toEqual([
      "Excellent",
      "Excellent",
      "Good",
      "Good",
      "Fair",
      "Poor",
      "Poor",
      "Critical",
      "Critical",
    ]);
  });

  it("[M1] mood runs 0..20 with default 10", () => {
    expect(MOOD_DEFAULT).toBe(10);
    expect(clampMood(25)).toBe(20);
    expect(clampMood(-1)).toBe(0);
    expect(clampMood(Number.NaN)).toBe(10);
  });

  it("[M2] six faces and words by mood: 18+, 15+, 12+, 8+, 5+, below 5", () => {
    expect([20, 18, 17, 15, 12, 8, 7.9, 5, 4.9, 0].map(moodFace)).toEqual([
      "😄",
      "😄",
      "😊",
      "😊",
      "🙂",
      "😐",
      "😟",
      "😟",
      "😢",
      "😢",
    ]);
    expect([18, 15, 12, 8, 5, 0].map(moodWord)).toEqual(["Ecstatic", "Happy", "Content", "Okay", "Sad", "Miserable"]);
  });

  it("[M3] tone: cheerful from 15, glum below 8", () => {
    expect([15, 14.9, 8, 7.9].map(moodTone)).toEqual(["cheerful", "calm", "calm", "glum"]);
  });
});
