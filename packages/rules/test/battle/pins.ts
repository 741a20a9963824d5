// Stored-battle pins (captured from an older engine's code) and the one check that a replay matches one exactly.
import { expect } from "vitest";
import { replayBattle } from "../../src/battle/engine";
import type { BattleInput, BattleInputLogEntry } from "../../src/battle/types";
import { seedFromString } from "../../src/random";

export interface Pin {
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

/** Replays the pin under its own version and checks winner, turns, health, energy and every log line. */
export function expectReplaysExactly(pin: Pin, version: number): void {
  const result = replayBattle(pin.input, pin.inputLog);
  expect(result.version).toBe(version);
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
}
