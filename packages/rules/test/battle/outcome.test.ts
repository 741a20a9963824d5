// What a finished battle changes for each ant ([B21], [B22]).
import { describe, expect, it } from "vitest";
import { runBattle } from "../../src/battle/engine";
import {
  type AntRecord,
  battleOutcome,
  countsForRecord,
  experienceFor,
  LOSS_XP,
  WIN_XP,
} from "../../src/battle/outcome";
import { battleInput, makeFighter } from "./builders";

describe("battle outcome", () => {
  it("[B21] winner gets 50 XP (+10 per level the loser is above, max +50), loser 20; a self battle gives half", () => {
    expect(experienceFor(true, 3, 3, "ranked")).toBe(WIN_XP);
    expect(experienceFor(true, 3, 5, "quick_match")).toBe(70);
    expect(experienceFor(true, 1, 20, "friendly")).toBe(100);
    expect(experienceFor(false, 1, 20, "ranked")).toBe(LOSS_XP);
    expect(experienceFor(true, 3, 5, "self")).toBe(35);
    expect(experienceFor(false, 3, 5, "self")).toBe(10);
  });

  it("[B22] the winner's streak grows by one, the loser's resets; health and energy come from the result", () => {
    const result = runBattle(battleInput({ a: makeFighter({ level: 2 }) }));
    const records: Record<string, AntRecord> = {
      "ant-a": { level: 2, winStreak: 4 },
      "ant-b": { level: 1, winStreak: 2 },
    };
    const { winner, loser } = battleOutcome(result, "ranked", records);
    expect(winner).toMatchObject({ antId: result.winnerAntId, won: true });
    expect(winner.winStreak).toBe((records[winner.antId]?.winStreak ?? 0) + 1);
    expect(loser).toMatchObject({ antId: result.loserAntId, won: false, winStreak: 0, experienceGained: LOSS_XP });
    for (const side of [winner, loser]) {
      expect(side.finalHealth).toBe(result.finalHealth[side.antId]);
      expect(side.finalEnergy).toBe(result.finalEnergy[side.antId]);
      expect(side.healthLost).toBe(100 - side.finalHealth);
    }
    expect(winner.userId).toBe(result.winnerUserId);
  });

  it("[B22] a self battle counts for no record: both streaks stay as they were, experience is still given", () => {
    const result = runBattle(battleInput({}));
    const records: Record<string, AntRecord> = {
      "ant-a": { level: 1, winStreak: 3 },
      "ant-b": { level: 1, winStreak: 5 },
    };
    const { winner, loser } = battleOutcome(result, "self", records);
    expect(winner.winStreak).toBe(records[winner.antId]?.winStreak);
    expect(loser.winStreak).toBe(records[loser.antId]?.winStreak);
    expect(winner.experienceGained).toBe(WIN_XP / 2);
    expect(countsForRecord("self")).toBe(false);
    for (const type of ["quick_match", "ranked", "friendly"] as const) expect(countsForRecord(type)).toBe(true);
  });
});
