// Hidden dice, provable afterwards: the committed bytes, the commitment and its check (rules FD1–FD4).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DICE_TAG, diceCommitment, diceMessage, isDiceSalt, verifyDice } from "../src/fair-dice";

const SALT = "00112233445566778899aabbccddeeff00112233445566778899aabbccddeeff";
const hex64 = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join(""));

describe("fair dice", () => {
  it("[FD1] the committed message is the tag, the seed big-endian and the salt: 52 bytes", () => {
    const message = diceMessage(0x01020304, SALT);
    expect(message.length).toBe(52);
    expect(String.fromCharCode(...message.slice(0, 16))).toBe(DICE_TAG);
    expect([...message.slice(16, 20)]).toEqual([1, 2, 3, 4]);
    expect(message[20]).toBe(0x00);
    expect(message[51]).toBe(0xff);
  });

  it("[FD1] the commitment is SHA-256 of that message in lowercase hex (a vector from node:crypto)", () => {
    expect(diceCommitment(123456789, SALT)).toBe("77eae78d08406d1f5b76a97325abb1c748fa8751119beccf744ae28301cc69bc");
  });

  it("[FD2] a salt is 32 bytes as 64 lowercase hex digits; anything else is refused", () => {
    expect(isDiceSalt(SALT)).toBe(true);
    expect(isDiceSalt(SALT.toUpperCase())).toBe(false);
    expect(isDiceSalt(SALT.slice(2))).toBe(false);
    expect(() => diceCommitment(1, "abc")).toThrow(RangeError);
    expect(() => diceCommitment(-1, SALT)).toThrow(RangeError);
    expect(() => diceCommitment(2 ** 32, SALT)).toThrow(RangeError);
  });

  it("[FD4] the revealed seed and salt verify against their commitment", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 31 - 1 }), hex64, (seed, salt) => {
        expect(verifyDice({ commitment: diceCommitment(seed, salt), seed, salt })).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("[FD4] another seed, another salt or a malformed reveal does not verify", () => {
    const commitment = diceCommitment(42, SALT);
    expect(verifyDice({ commitment, seed: 43, salt: SALT })).toBe(false);
    expect(verifyDice({ commitment, seed: 42, salt: `11${SALT.slice(2)}` })).toBe(false);
    expect(verifyDice({ commitment, seed: 42.5, salt: SALT })).toBe(false);
    expect(verifyDice({ commitment: "nope", seed: 42, salt: SALT })).toBe(false);
    expect(verifyDice({ commitment, seed: 42, salt: "zz" })).toBe(false);
  });
});
