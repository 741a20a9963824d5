// Tournaments live over the socket: a watcher hears `tournament_updated` on each registration, the start and each
// round; an unknown tournament is refused; after unwatching nothing more arrives.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { playerWithAnts } from "../helpers/battle-fixtures";
import { DIALECTS } from "../helpers/databases";
import { count, liveTab, nth, sendAndSettle } from "../helpers/live-arena";
import { DAILY, listTournaments, ROUND_MS, register, TO_START_MS, withdraw } from "../helpers/tournament-fixtures";

describe.each(DIALECTS)("tournament updates over the socket on %s", (dialect) => {
  let t: TestApp;
  let clock = manualClock();
  beforeEach(async () => {
    clock = manualClock();
    t = await createTestApp(dialect, { tournamentRoundMs: ROUND_MS, tournamentTickMs: 0 }, { now: clock.now });
  });
  afterEach(async () => t.close());

  it("a watcher hears each registration, the start and the final; an unknown tournament is refused", async () => {
    const watcher = await playerWithAnts(t, 1);
    const [one, two] = [await playerWithAnts(t, 1), await playerWithAnts(t, 1)];
    await listTournaments(t, watcher.player);
    const tab = await liveTab(t.app, watcher.player);

    const refused = await sendAndSettle(tab, { type: "watch_tournament", tournament_id: "daily-1999-01-01" });
    expect(refused).toEqual([expect.objectContaining({ type: "error", message: "Tournament not found" })]);
    expect(await sendAndSettle(tab, { type: "watch_tournament", tournament_id: DAILY })).toEqual([]);

    expect((await register(t, one.player, DAILY, one.ants[0] as string)).statusCode).toBe(201);
    expect(await nth(tab, "tournament_updated", 1)).toMatchObject({ tournament_id: DAILY });
    expect((await register(t, two.player, DAILY, two.ants[0] as string)).statusCode).toBe(201);
    await nth(tab, "tournament_updated", 2);

    clock.advanceMs(TO_START_MS);
    await t.app.tournaments.tick();
    await nth(tab, "tournament_updated", 3);
    clock.advanceMs(ROUND_MS);
    await t.app.tournaments.tick();
    await nth(tab, "tournament_updated", 4);
    // A tick with nothing to do tells nobody anything.
    await t.app.tournaments.tick();
    await sendAndSettle(tab, { type: "ping" });
    expect(count(tab, "tournament_updated")).toBe(4);
    tab.socket.terminate();
  });

  it("after unwatch_tournament a change is not heard; watching again hears the next one", async () => {
    const watcher = await playerWithAnts(t, 1);
    const one = await playerWithAnts(t, 1);
    await listTournaments(t, watcher.player);
    const tab = await liveTab(t.app, watcher.player);
    await sendAndSettle(tab, { type: "watch_tournament", tournament_id: DAILY });
    await sendAndSettle(tab, { type: "unwatch_tournament" });
    expect((await register(t, one.player, DAILY, one.ants[0] as string)).statusCode).toBe(201);
    await sendAndSettle(tab, { type: "watch_tournament", tournament_id: DAILY });
    expect((await withdraw(t, one.player, DAILY)).statusCode).toBe(200);
    await nth(tab, "tournament_updated", 1);
    await sendAndSettle(tab, { type: "ping" });
    // Only the withdrawal, made while watching, was heard.
    expect(count(tab, "tournament_updated")).toBe(1);
    tab.socket.terminate();
  });
});
