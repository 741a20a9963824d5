// Battles stored by engine version 2 (with and without players' choices) replay exactly after version 3 (pins from the v2 code).
import { describe, expect, it } from "vitest";
import { replayBattle } from "../../src/battle/engine";
import type { BattleInput, BattleInputLogEntry } from "../../src/battle/types";
import { seedFromString } from "../../src/random";
import fixture from "./fixtures/v2-battles.json";

interface Pin {
  input: BattleInput;
  inputLog: BattleInputLogEntry[];
  expected: {
    winnerAntId: string;
    loserAntId: string;
    endedBy: string;
    turns: number;
    finalHealth: Record<string, number>;
    finalEnergy: Record<string, number>;
    logLength: number;
    logHash: number;
    firstLine: string;
    lastLine: string;
  };
}

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
    const result = replayBattle(pin.input, pin.inputLog);
    expect(result.version).toBe(2);
    expect(result.winnerAntId).toBe(pin.expected.winnerAntId);
    expect(result.endedBy).toBe(pin.expected.endedBy);
    expect(result.turns).toBe(pin.expected.turns);
    expect(result.finalHealth).toEqual(pin.expected.finalHealth);
    expect(result.finalEnergy).toEqual(pin.expected.finalEnergy);
    expect(result.log).toHaveLength(pin.expected.logLength);
    expect(result.log[0]?.description).toBe(pin.expected.firstLine);
    expect(result.log.at(-1)?.description).toBe(pin.expected.lastLine);
    expect(seedFromString(JSON.stringify(result.log))).toBe(pin.expected.logHash);
  });

  it("[B28] the same stored input played by version 3 reads differently: the version matters", () => {
    const differs = pins.filter((pin) => {
      const v3 = replayBattle({ ...pin.input, version: 3 }, pin.inputLog);
      return seedFromString(JSON.stringify(v3.log)) !== pin.expected.logHash;
    });
    expect(differs.length).toBe(pins.length);
  });
});
