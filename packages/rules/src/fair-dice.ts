// Hidden dice, provable afterwards: the commitment to a battle's seed and secret salt, and its check (rules FD1–FD6).
import { sha256 } from "@noble/hashes/sha2.js";

/** The domain tag that starts every committed message (16 ASCII bytes), so a commitment is never another hash's. */
export const DICE_TAG = "antbrawl-dice-v1";
/** Bytes of a battle's secret salt (FD2): 256 bits, so the commitment cannot be searched through. */
export const DICE_SALT_BYTES = 32;

const HEX = /^[0-9a-f]*$/;

/** A salt as stored and revealed: 64 lowercase hex digits. */
export function isDiceSalt(text: unknown): text is string {
  return typeof text === "string" && text.length === DICE_SALT_BYTES * 2 && HEX.test(text);
}

/** A commitment as published: 64 lowercase hex digits (a SHA-256). */
export function isDiceCommitment(text: unknown): text is string {
  return typeof text === "string" && text.length === 64 && HEX.test(text);
}

function hexBytes(hex: string): Uint8Array {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function toHex(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes) text += byte.toString(16).padStart(2, "0");
  return text;
}

/**
 * The committed message (FD1): the 16 ASCII bytes of DICE_TAG, the seed as an unsigned 32-bit big-endian integer
 * (4 bytes), then the 32 salt bytes: 52 bytes in all.
 */
export function diceMessage(seed: number, salt: string): Uint8Array {
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new RangeError(`Not a 32-bit seed: ${seed}`);
  if (!isDiceSalt(salt)) throw new RangeError("A dice salt is 64 lowercase hex digits");
  const message = new Uint8Array(DICE_TAG.length + 4 + DICE_SALT_BYTES);
  for (let i = 0; i < DICE_TAG.length; i++) message[i] = DICE_TAG.charCodeAt(i);
  new DataView(message.buffer).setUint32(DICE_TAG.length, seed, false);
  message.set(hexBytes(salt), DICE_TAG.length + 4);
  return message;
}

/** The commitment published when a battle starts (FD1): lowercase hex SHA-256 of `diceMessage(seed, salt)`. */
export function diceCommitment(seed: number, salt: string): string {
  return toHex(sha256(diceMessage(seed, salt)));
}

/** What a finished battle reveals, next to what it published at its start. */
export interface DiceReveal {
  commitment: string;
  seed: number;
  salt: string;
}

/** FD4: true when the revealed seed and salt give the published commitment; false for anything malformed. */
export function verifyDice(reveal: DiceReveal): boolean {
  if (!isDiceCommitment(reveal.commitment) || !isDiceSalt(reveal.salt)) return false;
  if (!Number.isInteger(reveal.seed) || reveal.seed < 0 || reveal.seed > 0xffffffff) return false;
  return diceCommitment(reveal.seed, reveal.salt) === reveal.commitment;
}

/** The domain tag of the dice key (16 ASCII bytes), so the key is never the commitment. */
export const DICE_KEY_TAG = "antbrawl-rngk-v1";
const ZERO_SALT = "0".repeat(DICE_SALT_BYTES * 2);

/**
 * [B37] The 128-bit state a version-4 battle's dice start from: the first 16 bytes of SHA-256 over DICE_KEY_TAG,
 * the seed (32-bit big-endian) and the salt's 32 bytes, as four big-endian words. Seen rolls cannot be searched back
 * to the state without the salt (256 bits); no salt (simulations) means 32 zero bytes.
 */
export function battleRngKey(seed: number, salt: string = ZERO_SALT): number[] {
  const message = diceMessage(seed, salt);
  for (let i = 0; i < DICE_KEY_TAG.length; i++) message[i] = DICE_KEY_TAG.charCodeAt(i);
  const digest = new DataView(sha256(message).buffer);
  return [0, 4, 8, 12].map((offset) => digest.getUint32(offset, false));
}
