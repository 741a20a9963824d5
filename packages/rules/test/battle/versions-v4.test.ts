// Battles stored by engine version 4 (with and without choices, salts, AI players) replay exactly after version 5 (pins from the v4 code).
import { describe, expect, it } from "vitest";
import { replayBattle } from "../../src/battle/engine";
import type { BattleInput, BattleInputLogEntry } from "../../src/battle/types";
import { seedFromString } from "../../src/random";
import fixture from "./fixtures/v4-battles.json";

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

describe("engine version 4 replays", () => {
  it("[B28] the pins cover choices, salts, skills, equipment, every arena and hurt or tired ants", () => {
    expect(pins).toHaveLength(30);
    expect(pins.filter((pin) => pin.inputLog.length > 0).length).toBeGreaterThan(20);
    expect(pins.filter((pin) => pin.input.salt === undefined).length).toBeGreaterThan(5);
    expect(new Set(pins.map((pin) => pin.input.arena)).size).toBe(5);
    expect(pins.filter((pin) => pin.input.fighters.some((f) => f.health < 100)).length).toBeGreaterThan(20);
    expect(pins.filter((pin) => pin.input.fighters.some((f) => f.energy < 50)).length).toBeGreaterThan(5);
    expect(pins.filter((pin) => pin.input.fighters.some((f) => f.skills)).length).toBeGreaterThan(5);
    expect(pins.filter((pin) => pin.input.fighters.some((f) => f.equipmentBonuses)).length).toBeGreaterThan(3);
    expect(pins.every((pin) => pin.input.version === 4)).toBe(true);
  });

  it.each(
    pins.map((pin, index) => ({ pin, index })),
  )("[B28][B37] stored version-4 battle #$index replays exactly (winner, turns, health, energy and every log line)", ({
    pin,
  }) => {
    const result = replayBattle(pin.input, pin.inputLog);
    expect(result.version).toBe(4);
    expect(result.winnerAntId).toBe(pin.expected.winnerAntId);
    expect(result.loserAntId).toBe(pin.expected.loserAntId);
    expect(result.endedBy).toBe(pin.expected.endedBy);
    expect(result.turns).toBe(pin.expected.turns);
    expect(result.finalHealth).toEqual(pin.expected.finalHealth);
    expect(result.finalEnergy).toEqual(pin.expected.finalEnergy);
    expect(result.log).toHaveLength(pin.expected.logLength);
    expect(result.log[0]?.description).toBe(pin.expected.firstLine);
    expect(result.log.at(-1)?.description).toBe(pin.expected.lastLine);
    expect(seedFromString(JSON.stringify(result.log))).toBe(pin.expected.logHash);
  });
});
