// Battles stored by engine version 4 (with and without choices, salts, AI players) replay exactly after version 5 (pins from the v4 code).
import { describe, expect, it } from "vitest";
import fixture from "./fixtures/v4-battles.json";
import { expectReplaysExactly, type Pin } from "./pins";

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
    expectReplaysExactly(pin, 4);
  });
});
