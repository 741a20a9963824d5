// `node scripts/make-sounds.mjs`: synthesizes the game's short sound effects into apps/web/public/sounds/*.wav (CC0).
import fs from "node:fs";
import path from "node:path";
import { root } from "./lib.mjs";

const RATE = 22_050;
const out = path.join(root, "apps/web/public/sounds");

/** A deterministic noise source, so the files are the same on every run. */
function noise(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 31 - 1;
  };
}

/** One voice: a tone (sine with a little second harmonic) or noise, with an attack and an exponential decay. */
function voice(samples, { at = 0, length, freq = 0, to = freq, level = 0.5, attack = 0.005, kind = "tone", seed = 1 }) {
  const start = Math.round(at * RATE);
  const count = Math.round(length * RATE);
  const random = noise(seed);
  let phase = 0;
  for (let i = 0; i < count && start + i < samples.length; i++) {
    const t = i / RATE;
    const envelope = Math.min(1, t / attack) * Math.exp((-5 * t) / length);
    const f = freq + (to - freq) * (i / count);
    phase += (2 * Math.PI * f) / RATE;
    const value = kind === "noise" ? random() : Math.sin(phase) + 0.25 * Math.sin(2 * phase);
    samples[start + i] += value * envelope * level;
  }
}

/** Each effect as voices over a duration (s). */
const EFFECTS = {
  care: [
    0.35,
    [
      { at: 0, length: 0.12, freq: 660 },
      { at: 0.08, length: 0.25, freq: 990, level: 0.35 },
    ],
  ],
  hit: [
    0.18,
    [
      { length: 0.08, kind: "noise", level: 0.5, seed: 7 },
      { length: 0.18, freq: 140, to: 70, level: 0.6 },
    ],
  ],
  victory: [
    0.75,
    [
      { at: 0, length: 0.16, freq: 523 },
      { at: 0.14, length: 0.16, freq: 659 },
      { at: 0.28, length: 0.45, freq: 784, level: 0.55 },
      { at: 0.28, length: 0.45, freq: 1047, level: 0.25 },
    ],
  ],
  defeat: [
    0.7,
    [
      { at: 0, length: 0.25, freq: 392, level: 0.45 },
      { at: 0.22, length: 0.45, freq: 330, to: 300, level: 0.45 },
    ],
  ],
  notification: [
    0.35,
    [
      { at: 0, length: 0.12, freq: 880 },
      { at: 0.1, length: 0.25, freq: 1320, level: 0.4 },
    ],
  ],
  "game-score": [0.14, [{ length: 0.14, freq: 1175, to: 1400, level: 0.4 }]],
  "game-miss": [0.2, [{ length: 0.2, freq: 220, to: 180, level: 0.4 }]],
  "game-over": [
    0.6,
    [
      { at: 0, length: 0.14, freq: 784 },
      { at: 0.12, length: 0.14, freq: 988 },
      { at: 0.24, length: 0.35, freq: 1175, level: 0.45 },
    ],
  ],
};

/** 16-bit mono PCM WAV bytes of the samples (clipped to ±1). */
function wav(samples) {
  const data = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, samples[i])) * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write("RIFF", 0);
  header.writeUInt32LE(36 + data.length, 4);
  header.write("WAVEfmt ", 8);
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write("data", 36);
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

fs.mkdirSync(out, { recursive: true });
for (const [name, [seconds, voices]] of Object.entries(EFFECTS)) {
  const samples = new Float64Array(Math.round(seconds * RATE));
  for (const v of voices) voice(samples, v);
  const file = path.join(out, `${name}.wav`);
  fs.writeFileSync(file, wav(samples));
  console.log(`${path.relative(root, file)}: ${fs.statSync(file).size} bytes`);
}
