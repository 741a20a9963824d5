// The dashboard greeting: 'Welcome' in a player's first hour or before their first ant, 'Welcome back' after.
import { describe, expect, it } from "vitest";
import { isReturning } from "../src/features/dashboard/components/Greeting";

const created = "2026-11-28T10:00:00.000Z";
const at = (minutes: number) => Date.parse(created) + minutes * 60_000;

describe("greeting", () => {
  it("welcomes a new player, and welcomes back one past their first hour who has ants", () => {
    expect(isReturning(created, 2, at(5))).toBe(false);
    expect(isReturning(created, 2, at(60))).toBe(false);
    expect(isReturning(created, 2, at(61))).toBe(true);
    expect(isReturning(created, 0, at(600))).toBe(false);
  });
});
