// Short effects made with Web Audio (no files to ship): the sound flag of spec 000's UI slice, on by default, kept in
// localStorage. Nothing plays before the page had a user gesture (browsers' autoplay rules): the context starts
// suspended and a blocked resume is ignored.
import { PERSIST_KEY } from "../store/storage-keys";

export const SOUND_KEY = `${PERSIST_KEY}:sound`;

export type Effect = "notification" | "victory" | "defeat" | "hit" | "care";

/** Notes of each effect: frequency (Hz) and length (s), played one after another. */
const EFFECTS: Record<Effect, readonly [number, number][]> = {
  notification: [
    [880, 0.09],
    [1320, 0.14],
  ],
  victory: [
    [523, 0.1],
    [659, 0.1],
    [784, 0.22],
  ],
  defeat: [
    [392, 0.14],
    [330, 0.22],
  ],
  hit: [[160, 0.06]],
  care: [[660, 0.08]],
};

const listeners = new Set<() => void>();
let context: AudioContext | null = null;

/** The flag as stored; on unless the player turned it off. */
export function soundOn(): boolean {
  try {
    return localStorage.getItem(SOUND_KEY) !== "off";
  } catch {
    return true;
  }
}

export function setSoundOn(on: boolean): void {
  try {
    localStorage.setItem(SOUND_KEY, on ? "on" : "off");
  } catch {
    // Storage refused (private mode): the flag lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function onSoundChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Plays an effect when sound is on and the browser allows it; never throws. */
export function play(effect: Effect): void {
  if (!soundOn() || typeof AudioContext === "undefined") return;
  try {
    context ??= new AudioContext();
    if (context.state === "suspended") void context.resume().catch(() => {});
    let at = context.currentTime + 0.01;
    for (const [frequency, length] of EFFECTS[effect]) {
      const osc = context.createOscillator();
      const gain = context.createGain();
      osc.type = "sine";
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
      osc.connect(gain).connect(context.destination);
      osc.start(at);
      osc.stop(at + length + 0.02);
      at += length;
    }
  } catch {
    // No audio device or a refused context: stay silent.
  }
}
