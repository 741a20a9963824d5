// The same live battle (seed, fighters, choices, timeouts) in the room alone and through the real driver: one result.
import { LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import type { Fighter } from "@antbrawl/rules/battle/types";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findBattle, participantsOf } from "../../src/battles";
import { storedBattleInput } from "../../src/battles/replay";
import { createTestApp, type TestApp } from "../helpers/app";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { advance, battleOf, choose, count, type LiveTab, liveDuel, liveTime, nth } from "../helpers/live-arena";
import { planFor, playInMemory } from "../helpers/live-script";

/** The live message each room event becomes. */
const MESSAGE_OF: Record<string, string> = {
  found: "battle_found",
  countdown: "countdown_update",
  started: "battle_started",
  turn_resolved: "battle_update",
  ended: "battle_ended",
};

describe.each(ROUTE_DIALECTS)("the room alone and the driver on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler });
  });
  afterAll(async () => t.close());

  const tick = (ms: number) => advance(time, [t.app], ms);

  /** Plays the battle over real sockets by `planFor`: the choices each turn, then the clock where the plan says. */
  async function playThroughDriver(battleId: string, tabs: readonly [LiveTab, LiveTab]) {
    await tick(LIVE_COUNTDOWN_SECONDS * 1000);
    for (const tab of tabs) await nth(tab, "battle_started", 1);
    for (let turn = 1; ; turn += 1) {
      const updates = count(tabs[0], "battle_update");
      const plan = planFor(turn);
      for (const [seat, tactic] of plan.seats.entries()) {
        if (tactic) expect(await choose(tabs[seat] as LiveTab, battleId, turn, tactic)).toEqual([]);
      }
      if (plan.clock) await tick(LIVE_TURN_MS);
      else await t.app.liveArena.idle();
      const update = battleOf(await nth(tabs[0], "battle_update", updates + 1));
      if (update.phase === "finished") return;
      expect(update.current_turn).toBe(turn + 1);
    }
  }

  it("gives the same winner, turns, log and messages", async () => {
    const { one, two, tabs, battleId } = await liveDuel(t);
    const created = await findBattle(t.app.deps.db, battleId);
    const fighters = (await participantsOf(t.app.deps.db, [battleId])).map((side) => side.fighter);
    if (!created) throw new Error("no battle");
    const input = storedBattleInput(created, fighters as [Fighter, Fighter]);

    await playThroughDriver(battleId, tabs);
    await nth(tabs[0], "battle_ended", 1);
    const stored = await findBattle(t.app.deps.db, battleId);
    if (!stored) throw new Error("no battle");
    expect(stored.status).toBe("completed");

    const alone = await playInMemory(input, [one.user.id, two.user.id]);
    expect(alone.outcome.winnerAntId).toBe(stored.winner_ant_id);
    expect(alone.outcome.turns).toBe(stored.current_turn);
    expect(alone.outcome.log).toEqual(stored.battle_log);
    expect(alone.outcome.inputLog).toEqual(stored.input_log);
    for (const tab of tabs) {
      const received = tab.box.messages.map((m) => m.type).filter((type) => Object.values(MESSAGE_OF).includes(type));
      expect(received).toEqual(alone.outcome.kinds.map((kind) => MESSAGE_OF[kind]));
    }
    const ended = battleOf(await nth(tabs[0], "battle_ended", 1));
    expect(ended.winner_ant_id).toBe(alone.outcome.winnerAntId);
    expect(ended.battle_log).toHaveLength(alone.outcome.log.length);
    for (const tab of tabs) tab.socket.terminate();
  });
});
