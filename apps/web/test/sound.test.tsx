// The sound flag (spec 000's UI slice, issue 28): on by default, the mute button turns it off and it is remembered;
// with sound off no effect reaches Web Audio.
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SoundToggle } from "../src/lib/sound/SoundToggle";
import { play, SOUND_KEY, soundOn } from "../src/lib/sound/sound";

/** A stand-in for the browser's AudioContext that counts the notes asked of it. */
class CountingContext {
  static notes = 0;
  state = "running";
  currentTime = 0;
  destination = {};
  resume = async () => {};
  createGain() {
    return {
      gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (next: unknown) => next,
    };
  }
  createOscillator() {
    CountingContext.notes += 1;
    return { type: "", frequency: { value: 0 }, connect: (next: unknown) => next, start() {}, stop() {} };
  }
}

describe("sound flag", () => {
  beforeEach(() => {
    localStorage.removeItem(SOUND_KEY);
    CountingContext.notes = 0;
    (globalThis as { AudioContext?: unknown }).AudioContext = CountingContext;
  });
  afterEach(() => {
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
  });

  it("is on by default; the mute button turns it off, remembered, and silences effects", () => {
    render(<SoundToggle />);
    const button = screen.getByRole("button", { name: "Sound" });
    expect(button).toHaveAttribute("aria-pressed", "true");
    play("notification");
    expect(CountingContext.notes).toBe(2);

    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(localStorage.getItem(SOUND_KEY)).toBe("off");
    expect(soundOn()).toBe(false);
    play("notification");
    play("victory");
    expect(CountingContext.notes).toBe(2);

    fireEvent.click(button);
    expect(soundOn()).toBe(true);
  });
});
