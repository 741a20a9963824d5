// Battles stored before the retune replay exactly through the versioned engine (pins captured from the version-1 code).
import { describe, expect, it } from "vitest";
import { createBattle, ENGINE_VERSION, isFinished, replayBattle, runBattle, stepBattle } from "../../src/battle/engine";
import type { BattleLogEntry, BattleState } from "../../src/battle/types";
import { seedFromString } from "../../src/random";
import fixture from "./fixtures/v1-battles.json";
import type { Pin } from "./pins";

/** Version-1 pins carry no input log: those battles had no choices. */
const pins = fixture.pins as unknown as Omit<Pin, "inputLog">[];

describe("engine versions", () => {
  it("[B28] new battles use version 5; versions 1 to 4 are kept for replay", () => {
    const [pin] = pins;
    if (!pin) throw new Error("no pins");
    expect(ENGINE_VERSION).toBe(5);
    expect(runBattle({ ...pin.input, version: undefined }).version).toBe(5);
    expect(replayBattle({ ...pin.input, version: 4 }).version).toBe(4);
    expect(replayBattle({ ...pin.input, version: 3 }).version).toBe(3);
    expect(replayBattle({ ...pin.input, version: 2 }).version).toBe(2);
    expect(replayBattle({ ...pin.input, version: 1 }).version).toBe(1);
  });

  it.each(
    pins.map((pin, index) => ({ index, pin })),
  )("[B28] stored version-1 battle #$index replays exactly (winner, turns, health, energy and every log line)", ({
    pin,
  }) => {
    const result = replayBattle({ ...pin.input, version: 1 }, []);
    expect({
      winnerAntId: result.winnerAntId,
      loserAntId: result.loserAntId,
      endedBy: result.endedBy,
      turns: result.turns,
      finalHealth: result.finalHealth,
      finalEnergy: result.finalEnergy,
      logLength: result.log.length,
      logHash: seedFromString(JSON.stringify(result.log)),
      firstLine: result.log[0]?.description,
      lastLine: result.log.at(-1)?.description,
    }).toEqual(pin.expected);
  });

  it("[B28] the first pinned version-1 log matches entry by entry", () => {
    const [pin] = pins;
    if (!pin) throw new Error("no pins");
    const log: BattleLogEntry[] = replayBattle({ ...pin.input, version: 1 }).log;
    expect(log).toEqual(fixture.fullLogOfFirst);
  });

  it("[B19][B28] a version-1 battle saved as JSON mid-fight (even without a version field) resumes to the pinned end", () => {
    const [, pin] = pins;
    if (!pin) throw new Error("no pins");
    let state = createBattle({ ...pin.input, version: 1 });
    for (let turn = 0; turn < 3 && !isFinished(state); turn++) state = stepBattle(state);
    const { version: _dropped, ...legacy } = JSON.parse(JSON.stringify(state)) as BattleState;
    let resumed = legacy as BattleState;
    while (!isFinished(resumed))
      resumed = JSON.parse(JSON.stringify(stepBattle(resumed, { [pin.input.fighters[0].antId]: "press" })));
    expect(resumed.winnerAntId).toBe(pin.expected.winnerAntId);
    expect(seedFromString(JSON.stringify(resumed.log))).toBe(pin.expected.logHash);
  });

  it("[B28] an unknown engine version is refused", () => {
    const [pin] = pins;
    if (!pin) throw new Error("no pins");
    expect(() => createBattle({ ...pin.input, version: 6 as 1 })).toThrow(RangeError);
  });
});
