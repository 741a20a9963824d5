// Viewer numbers: speeds, replay delay, log window, health bar colour ([B23]–[B25]).
import { describe, expect, it } from "vitest";
import {
  BATTLE_SPEEDS,
  DEFAULT_BATTLE_SPEED,
  healthBarColour,
  LOG_VIEW_ENTRIES,
  REPLAY_START_DELAY_MS,
  turnMsFor,
  visibleLog,
} from "../../src/battle/viewer";

describe("battle viewer", () => {
  it("[B23] slow 3000, normal 1500, fast 800 ms per turn; normal by default", () => {
    expect(BATTLE_SPEEDS).toEqual({ slow: 3000, normal: 1500, fast: 800 });
    expect(turnMsFor(DEFAULT_BATTLE_SPEED)).toBe(1500);
  });

  it("[B24] a replay starts after 2 s and the log shows the last 10 entries", () => {
    expect(REPLAY_START_DELAY_MS).toBe(2000);
    const log = Array.from({ length: 25 }, (_, i) => i);
    expect(visibleLog(log)).toEqual(log.slice(15));
    expect(visibleLog(log)).toHaveLength(LOG_VIEW_ENTRIES);
    expect(visibleLog([1, 2])).toEqual([1, 2]);
  });

  it("[B25] health bar: green above 60%, yellow above 30%, red otherwise", () => {
    expect(healthBarColour(61)).toBe("green");
    expect(healthBarColour(60)).toBe("yellow");
    expect(healthBarColour(31)).toBe("yellow");
    expect(healthBarColour(30)).toBe("red");
    expect(healthBarColour(0)).toBe("red");
    expect(healthBarColour(35, 50)).toBe("green");
  });
});
