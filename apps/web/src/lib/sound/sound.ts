// Short effects from the files the project ships (public/sounds, made by scripts/make-sounds.mjs), with Web Audio notes
// as a fallback while a file loads or when it cannot: the sound flag of spec 000's UI slice, on by default, kept in
// localStorage. Nothing plays before the page had a user gesture (browsers' autoplay rules): the context starts
// suspended and a blocked resume is ignored.
import { PERSIST_KEY } from "../store/storage-keys";

export const SOUND_KEY = `${PERSIST_KEY}:sound`;

export type Effect = "notification" | "victory" | "defeat" | "hit" | "care" | "game-score" | "game-miss" | "game-over";

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
  "game-score": [[1175, 0.08]],
  "game-miss": [[220, 0.1]],
  "game-over": [
    [784, 0.1],
    [1175, 0.2],
  ],
};

/** Each effect's file under the site root. */
export const soundUrl = (effect: Effect) => `/sounds/${effect}.wav`;

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

/** Decoded files by effect: a promise while loading, null when the file cannot be had (the notes play instead). */
const buffers = new Map<Effect, Promise<AudioBuffer | null>>();

function bufferOf(ctx: AudioContext, effect: Effect): Promise<AudioBuffer | null> {
  let buffer = buffers.get(effect);
  if (!buffer) {
    buffer = fetch(soundUrl(effect))
      .then((res) => (res.ok ? res.arrayBuffer() : Promise.reject(new Error(String(res.status)))))
      .then((bytes) => ctx.decodeAudioData(bytes))
      .catch(() => null);
    buffers.set(effect, buffer);
  }
  return buffer;
}

/**
 * Plays an effect when sound is on and the browser allows it; never throws. The first effect loads every file (a few
 * KB each, cached by the browser); an effect whose file cannot be had plays as notes.
 */
export function play(effect: Effect): void {
  if (!soundOn() || typeof AudioContext === "undefined") return;
  try {
    if (!context) {
      context = new AudioContext();
      for (const each of Object.keys(EFFECTS) as Effect[]) void bufferOf(context, each);
    }
    const ctx = context;
    if (ctx.state === "suspended") void ctx.resume().catch(() => {});
    void bufferOf(ctx, effect).then((buffer) => (buffer ? playBuffer(ctx, buffer) : playNotes(ctx, effect)));
  } catch {
    // No audio device or a refused context: stay silent.
  }
}

/** Forgets the context and the loaded files (tests start each from nothing). */
export function resetSound(): void {
  context = null;
  buffers.clear();
}

function playBuffer(ctx: AudioContext, buffer: AudioBuffer): void {
  try {
    const source = ctx.createBufferSource();
    const gain = ctx.createGain();
    source.buffer = buffer;
    gain.gain.value = 0.6;
    source.connect(gain).connect(ctx.destination);
    source.start();
  } catch {
    // A refused context: stay silent.
  }
}

function playNotes(ctx: AudioContext, effect: Effect): void {
  try {
    let at = ctx.currentTime + 0.01;
    for (const [frequency, length] of EFFECTS[effect]) {
      const osc = ctx.createOscillator();
      const gain = ctx.createGain();
      osc.type = "sine";
      osc.frequency.value = frequency;
      gain.gain.setValueAtTime(0.0001, at);
      gain.gain.exponentialRampToValueAtTime(0.15, at + 0.01);
      gain.gain.exponentialRampToValueAtTime(0.0001, at + length);
      osc.connect(gain).connect(ctx.destination);
      osc.start(at);
      osc.stop(at + length + 0.02);
      at += length;
    }
  } catch {
    // No audio device or a refused context: stay silent.
  }
}
