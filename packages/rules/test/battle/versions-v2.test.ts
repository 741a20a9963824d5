// Battles stored by engine version 2 (with and without players' choices) replay exactly after version 3 (pins from the v2 code).
import { describe, expect, it } from "vitest";
import { replayBattle } from "../../src/battle/engine";
import { seedFromString } from "../../src/random";
import fixture from "./fixtures/v2-battles.json";
import { expectReplaysExactly, type Pin } from "./pins";

const pins = fixture.pins as unknown as Pin[];

describe("engine version 2 replays", () => {
  it("[B28] the pins cover choices, skills, equipment, every arena and hurt or tired ants", () => {
    expect(pins).toHaveLength(24);
    expect(pins.filter((pin) => pin.inputLog.length > 0).length).toBeGreaterThan(5);
    expect(new Set(pins.map((pin) => pin.input.arena)).size).toBe(5);
    expect(pins.every((pin) => pin.input.version === 2)).toBe(true);
  });

  it.each(
    pins.map((pin, index) => ({ pin, index })),
  )("[B28] stored version-2 battle #$index replays exactly (winner, turns, health, energy and every log line)", ({
    pin,
  }) => {
    expectReplaysExactly(pin, 2);
  });

  it("[B28] the same stored input played by version 3 reads differently: the version matters", () => {
    const differs = pins.filter((pin) => {
      const v3 = replayBattle({ ...pin.input, version: 3 }, pin.inputLog);
      return seedFromString(JSON.stringify(v3.log)) !== pin.expected.logHash;
    });
    expect(differs.length).toBe(pins.length);
  });
});
