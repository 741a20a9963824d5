// Arena scoring with streaks, standings, daily start times and registration refusals ([TN10]–[TN14]).
import { describe, expect, it } from "vitest";
import { arenaPoints, arenaScore, arenaStandings } from "../../src/tournament/arena";
import { registrationRefusal, TOURNAMENT_TEXTS } from "../../src/tournament/registration";
import { dailyTournamentId, nextDailyStart, roundPlaysAt } from "../../src/tournament/schedule";

describe("arena tournament scoring", () => {
  it("[TN10] win 2, draw 1, loss 0; after two wins in a row every result counts double until a non-win", () => {
    expect(arenaPoints("win", 0)).toBe(2);
    expect(arenaPoints("draw", 1)).toBe(1);
    expect(arenaPoints("win", 2)).toBe(4);
    expect(arenaPoints("draw", 3)).toBe(2);
    expect(arenaPoints("loss", 5)).toBe(0);
    expect(arenaScore(["win", "win", "win", "win", "draw", "win"])).toEqual({
      points: 2 + 2 + 4 + 4 + 2 + 2,
      streak: 1,
    });
    expect(arenaScore([])).toEqual({ points: 0, streak: 0 });
  });

  it("[TN11] standings by points, then fewer games; ties share a place", () => {
    expect(
      arenaStandings([
        { id: "a", results: ["win", "loss"] },
        { id: "b", results: ["win", "win", "win"] },
        { id: "c", results: ["draw", "draw"] },
        { id: "d", results: ["loss", "win"] },
      ]),
    ).toEqual([
      { id: "b", points: 8, games: 3, place: 1 },
      { id: "a", points: 2, games: 2, place: 2 },
      { id: "c", points: 2, games: 2, place: 2 },
      { id: "d", points: 2, games: 2, place: 2 },
    ]);
  });
});

describe("daily schedule and registration", () => {
  it("[TN12] the next daily start is today's 20:00 UTC while ahead, else tomorrow's; one id per day", () => {
    const morning = Date.parse("2026-11-27T08:00:00Z");
    expect(new Date(nextDailyStart(morning)).toISOString()).toBe("2026-11-27T20:00:00.000Z");
    expect(new Date(nextDailyStart(Date.parse("2026-11-27T20:00:00Z"))).toISOString()).toBe("2026-11-28T20:00:00.000Z");
    expect(new Date(nextDailyStart(morning, 9 * 60 + 30)).toISOString()).toBe("2026-11-27T09:30:00.000Z");
    expect(dailyTournamentId(nextDailyStart(morning))).toBe("daily-2026-11-27");
  });

  it("[TN13] round r plays r round intervals after the start", () => {
    expect(roundPlaysAt(1000, 1, 300)).toBe(1300);
    expect(roundPlaysAt(1000, 6, 300)).toBe(2800);
  });

  it("[TN14] refusals in order: closed, already in, full, not ready, not enough ETH", () => {
    const ok = {
      status: "registering",
      registered: 3,
      maxPlayers: 64,
      alreadyIn: false,
      notReady: null,
      balanceMilli: 1000,
      feeMilli: 1000,
    } as const;
    expect(registrationRefusal(ok)).toBeNull();
    expect(registrationRefusal({ ...ok, status: "running", alreadyIn: true })).toBe(TOURNAMENT_TEXTS.closed);
    expect(registrationRefusal({ ...ok, alreadyIn: true, registered: 64 })).toBe(TOURNAMENT_TEXTS.alreadyRegistered);
    expect(registrationRefusal({ ...ok, registered: 64, notReady: "Currently in battle" })).toBe(TOURNAMENT_TEXTS.full);
    expect(registrationRefusal({ ...ok, notReady: "Currently in battle", balanceMilli: 0 })).toBe(
      "Currently in battle",
    );
    expect(registrationRefusal({ ...ok, balanceMilli: 999 })).toBe("Not enough ETH for the entry fee (1 ETH)");
  });
});
