// LIVE_TURN_MS and LIVE_COUNTDOWN_SECONDS: a configured node times its live battles' countdown and turns by them.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { beginLiveBattle } from "../../src/arena/live";
import { findLive } from "../../src/arena/live/repository";
import { invitationBattleHooks } from "../../src/arena/wiring";
import { claimReadyAnt } from "../../src/battles/claim";
import type { InvitationSide } from "../../src/social/invitations/hooks";
import { createTestApp, type TestApp } from "../helpers/app";
import { playerWithAnts } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { advance, battleOf, liveTab, liveTime, nth } from "../helpers/live-arena";

describe.each(ROUTE_DIALECTS)("live arena settings on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();

  beforeAll(async () => {
    t = await createTestApp(
      dialect,
      { liveTurnMs: 1500, liveCountdownSeconds: 1 },
      { now: time.now, scheduler: time.scheduler },
    );
  });
  afterAll(async () => t.close());

  it("a battle started through the wiring counts down 1 s and gives each turn 1.5 s, reported as turn_seconds", async () => {
    const one = await playerWithAnts(t, 1);
    const two = await playerWithAnts(t, 1);
    const tabs = [await liveTab(t.app, one.player), await liveTab(t.app, two.player)] as const;
    const sides: [InvitationSide, InvitationSide] = [
      { userId: one.player.user.id, antId: one.ants[0] as string },
      { userId: two.player.user.id, antId: two.ants[0] as string },
    ];
    const now = t.app.deps.now();
    const battleId = await t.app.deps.db.transaction().execute(async (trx) => {
      for (const side of sides) await claimReadyAnt(trx, side.userId, side.antId, "server", now);
      return invitationBattleHooks(t.app).startBattle(trx, { battleType: "friendly", stakeMilli: 0, sides, now });
    });
    expect((await findLive(t.app.deps.db, battleId))?.countdown_ends_at.getTime()).toBe(now.getTime() + 1000);
    await beginLiveBattle(t.app, battleId);
    await t.app.liveArena.idle();
    for (const tab of tabs) expect(battleOf(await nth(tab, "battle_found", 1))).toMatchObject({ turn_seconds: 1.5 });
    expect((await nth(tabs[0], "countdown_update", 1)).message).toBe("Get Ready! The battle starts in 1...");

    await advance(time, [t.app], 1000);
    const started = battleOf(await nth(tabs[0], "battle_started", 1));
    expect(started).toMatchObject({ current_turn: 1, turn_seconds: 1.5 });
    expect(Date.parse(started.turn_ends_at ?? "")).toBe(time.now().getTime() + 1500);

    await advance(time, [t.app], 1499);
    expect(tabs[0].box.messages.filter((m) => m.type === "battle_update")).toHaveLength(0);
    await advance(time, [t.app], 1);
    const update = battleOf(await nth(tabs[0], "battle_update", 1));
    expect(update).toMatchObject({ current_turn: 2, turn_seconds: 1.5 });
    expect(Date.parse(update.turn_ends_at ?? "")).toBe(time.now().getTime() + 1500);
  });
});
