// The sound flag (spec 000's UI slice, issue 28): on by default, the mute button turns it off and it is remembered;
// effects play the project's files (public/sounds), notes when a file cannot be had; with sound off nothing plays.
import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { SoundPreference } from "../src/lib/sound/SoundPreference";
import { SoundToggle } from "../src/lib/sound/SoundToggle";
import { play, resetSound, SOUND_KEY, soundOn, soundUrl } from "../src/lib/sound/sound";

/** A stand-in for the browser's AudioContext that records what is asked of it. */
class RecordingContext {
  static notes = 0;
  static played: string[] = [];
  state = "running";
  currentTime = 0;
  destination = {};
  resume = async () => {};
  async decodeAudioData(bytes: ArrayBuffer) {
    return { name: new TextDecoder().decode(bytes) };
  }
  createGain() {
    return {
      gain: { value: 1, setValueAtTime() {}, exponentialRampToValueAtTime() {} },
      connect: (next: unknown) => next,
    };
  }
  createBufferSource() {
    const source = {
      buffer: null as { name: string } | null,
      connect: (next: unknown) => next,
      start: () => RecordingContext.played.push(source.buffer?.name ?? "?"),
    };
    return source;
  }
  createOscillator() {
    RecordingContext.notes += 1;
    return { type: "", frequency: { value: 0 }, connect: (next: unknown) => next, start() {}, stop() {} };
  }
}

/** Lets the fetch and decode promises behind a play settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("sound", () => {
  let missing: Set<string>;
  beforeEach(() => {
    localStorage.removeItem(SOUND_KEY);
    resetSound();
    RecordingContext.notes = 0;
    RecordingContext.played = [];
    missing = new Set();
    (globalThis as { AudioContext?: unknown }).AudioContext = RecordingContext;
    // Each file answers its own path as its bytes, so the decoded buffer names the file it came from.
    vi.stubGlobal("fetch", async (url: string) =>
      missing.has(url) ? new Response(null, { status: 404 }) : new Response(url),
    );
  });
  afterEach(() => {
    delete (globalThis as { AudioContext?: unknown }).AudioContext;
    vi.unstubAllGlobals();
  });

  it("is on by default and plays the shipped file; the mute button turns it off, remembered, and silences it", async () => {
    render(<SoundToggle />);
    const button = screen.getByRole("button", { name: "Sound" });
    expect(button).toHaveAttribute("aria-pressed", "true");
    play("notification");
    await settle();
    expect(RecordingContext.played).toEqual([soundUrl("notification")]);
    expect(RecordingContext.notes).toBe(0);

    fireEvent.click(button);
    expect(button).toHaveAttribute("aria-pressed", "false");
    expect(localStorage.getItem(SOUND_KEY)).toBe("off");
    expect(soundOn()).toBe(false);
    play("notification");
    play("victory");
    await settle();
    expect(RecordingContext.played).toHaveLength(1);

    fireEvent.click(button);
    expect(soundOn()).toBe(true);
    play("victory");
    await settle();
    expect(RecordingContext.played).toEqual([soundUrl("notification"), soundUrl("victory")]);
  });

  it("the profile's checkbox and the top bar's button are one flag", () => {
    render(
      <>
        <SoundToggle />
        <SoundPreference />
      </>,
    );
    const box = screen.getByRole("checkbox", { name: /Sound effects on this device/ });
    expect(box).toBeChecked();
    fireEvent.click(box);
    expect(soundOn()).toBe(false);
    expect(screen.getByRole("button", { name: "Sound" })).toHaveAttribute("aria-pressed", "false");
    fireEvent.click(screen.getByRole("button", { name: "Sound" }));
    expect(box).toBeChecked();
  });

  it("plays notes instead when an effect's file cannot be had", async () => {
    missing.add(soundUrl("defeat"));
    play("defeat");
    await settle();
    expect(RecordingContext.played).toEqual([]);
    expect(RecordingContext.notes).toBe(2);
    play("hit");
    await settle();
    expect(RecordingContext.played).toEqual([soundUrl("hit")]);
  });
});
