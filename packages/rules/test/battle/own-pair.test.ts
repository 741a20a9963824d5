// Battles between two ants of one player: the self battle and the top-down Arena Combat ([AC1]).
import { describe, expect, it } from "vitest";
import { countsForRecord, experienceFor } from "../../src/battle/outcome";
import { readinessKindFor } from "../../src/battle/readiness";
import { BATTLE_TYPE_LABELS, BATTLE_TYPES, isOwnPairBattle, TOPDOWN_ARENA } from "../../src/battle/types";
import { changesElo } from "../../src/rating/elo";

describe("own-pair battles", () => {
  it("[AC1] self and topdown_arena are one player's pair: no record, no ELO, half experience, the self bar", () => {
    expect(BATTLE_TYPES.filter(isOwnPairBattle)).toEqual(["self", "topdown_arena"]);
    for (const type of ["self", "topdown_arena"] as const) {
      expect(countsForRecord(type)).toBe(false);
      expect(changesElo(type)).toBe(false);
      expect(readinessKindFor(type)).toBe("self");
      expect(experienceFor(true, 3, 3, type)).toBe(25);
      expect(experienceFor(true, 3, 5, type)).toBe(35);
      expect(experienceFor(false, 3, 3, type)).toBe(10);
    }
    for (const type of ["quick_match", "ranked", "friendly"] as const) expect(countsForRecord(type)).toBe(true);
  });

  it("[AC1] an Arena Combat is stored as 'Arena Combat' in the arena 'topdown'", () => {
    expect(BATTLE_TYPE_LABELS.topdown_arena).toBe("Arena Combat");
    expect(TOPDOWN_ARENA).toBe("topdown");
  });
});
