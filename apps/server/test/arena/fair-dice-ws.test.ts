// Hidden dice over the websocket (FD3, FD5): a full live battle sends no seed, salt or engine state before its end.
import { LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import { battleRngKey, diceCommitment, verifyDice } from "@antbrawl/rules/fair-dice";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rebuildState } from "../../src/arena/live/state";
import { findBattle, participantsOf } from "../../src/battles/repository";
import { createTestApp, type TestApp } from "../helpers/app";
import { playerWithAnts } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import {
  advance,
  battleOf,
  choose,
  count,
  type LiveTab,
  liveTab,
  liveTime,
  nth,
  sendAndSettle,
  startLive,
  tacticFor,
} from "../helpers/live-arena";
import type { Received } from "../helpers/live-client";
import { befriend } from "../helpers/social-fixtures";

type Dice = { seed: number | null; dice_commitment: string | null; dice_salt: string | null };

describe.each(ROUTE_DIALECTS)("hidden dice in a live battle on %s", (dialect) => {
  let t: TestApp;
  const time = liveTime();

  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler });
  });
  afterAll(async () => t.close());

  const tick = (ms: number) => advance(time, [t.app], ms);

  it("no message to either player or a spectator, and no HTTP read, carries the dice before the end; the end reveals them and they match the commitment", async () => {
    const one = await playerWithAnts(t, 1);
    const two = await playerWithAnts(t, 1);
    const friend = await playerWithAnts(t, 0);
    await befriend(t, friend.player, one.player);
    const tabs = [await liveTab(t.app, one.player), await liveTab(t.app, two.player)] as const;
    const sides = [
      { player: one.player, antId: one.ants[0] as string },
      { player: two.player, antId: two.ants[0] as string },
    ] as const;
    const battleId = await startLive(t, sides, tabs, { battleType: "ranked", stakeMilli: 100 });
    const watcher = await liveTab(t.app, friend.player);
    expect((await sendAndSettle(watcher, { type: "spectate_battle", battle_id: battleId })).map((m) => m.type)).toEqual(
      ["rejoined_battle"],
    );
    const everyone: LiveTab[] = [...tabs, watcher];

    /** Every HTTP answer a player or the spectator could read about the battle while it runs. */
    const httpReads: { what: string; body: string }[] = [];
    async function readOverHttp(turn: number) {
      for (const { player } of [one, two]) {
        const detail = await t.app.inject({ method: "GET", url: `/api/battles/${battleId}`, headers: player.auth });
        expect(detail.statusCode).toBe(200);
        const history = await t.app.inject({
          method: "GET",
          url: `/api/users/${player.user.id}/battles`,
          headers: player.auth,
        });
        expect(history.statusCode).toBe(200);
        const shown = await t.app.inject({
          method: "GET",
          url: `/api/players/${player.user.id}/battles`,
          headers: friend.player.auth,
        });
        const proof = await t.app.inject({
          method: "GET",
          url: `/api/battles/${battleId}/proof`,
          headers: player.auth,
        });
        expect(proof.statusCode).toBe(409);
        httpReads.push(
          { what: `proof at turn ${turn}`, body: proof.body },
          { what: `detail at turn ${turn}`, body: detail.body },
          { what: `history at turn ${turn}`, body: history.body },
          { what: `public history at turn ${turn}`, body: shown.body },
        );
      }
      const live = await t.app.inject({ method: "GET", url: "/api/arena/live", headers: friend.player.auth });
      httpReads.push({ what: `live now at turn ${turn}`, body: live.body });
    }

    await readOverHttp(0);
    await tick(LIVE_COUNTDOWN_SECONDS * 1000);
    for (const tab of tabs) await nth(tab, "battle_started", 1);
    for (;;) {
      const updates = count(tabs[0], "battle_update");
      const last = tabs[0].box.messages.filter((m) => m.type === "battle_started" || m.type === "battle_update").at(-1);
      const turn = battleOf(last ?? { type: "none" }).current_turn;
      await choose(tabs[0], battleId, turn, tacticFor(turn, 0));
      if (turn % 2 === 0) {
        await choose(tabs[1], battleId, turn, tacticFor(turn, 1));
        await t.app.liveArena.idle();
      } else {
        await tick(LIVE_TURN_MS);
      }
      const update = battleOf(await nth(tabs[0], "battle_update", updates + 1));
      if (update.phase === "finished") break;
      await readOverHttp(turn);
    }
    for (const tab of everyone) await nth(tab, "battle_ended", 1);

    const stored = await findBattle(t.app.deps.db, battleId);
    if (!stored?.dice_salt) throw new Error("the battle has no salt");
    const sidesStored = await participantsOf(t.app.deps.db, [battleId]);
    const secrets = [String(stored.seed), stored.dice_salt];
    // The current version (5, like 4) keys its dice with the seed and the secret salt (B37, B38), not with the seed alone.
    expect(stored.engine_version).toBe(5);
    expect(rebuildState(stored, sidesStored, 0).rngState).toEqual(battleRngKey(stored.seed, stored.dice_salt));
    // Every engine state the battle passed through predicts the dice after it: none of its words may be sent either.
    for (let turn = 0; turn <= stored.current_turn; turn++) {
      secrets.push(...[rebuildState(stored, sidesStored, turn).rngState].flat().map(String));
    }
    const leaks = (text: string) =>
      secrets.filter((secret) => new RegExp(`(^|[^0-9a-f])${secret}([^0-9a-f]|$)`).test(text));

    const commitment = diceCommitment(stored.seed, stored.dice_salt);
    for (const tab of everyone) {
      // The battle is over from the first message that shows it completed (the last update, then battle_ended).
      const endAt = tab.box.messages.findIndex(
        (m) => (m.battle as { status?: string } | undefined)?.status === "completed",
      );
      expect(tab.box.messages[endAt]?.type).toMatch(/^battle_(update|ended)$/);
      const before = tab.box.messages.slice(0, endAt);
      expect(before.filter((m) => m.battle !== undefined).length).toBeGreaterThan(2);
      for (const message of before) {
        expect(leaks(JSON.stringify(message)), `${message.type} leaks`).toEqual([]);
        if (message.battle === undefined) continue;
        const dice = message.battle as Dice;
        expect(dice).toMatchObject({ seed: null, dice_salt: null, dice_commitment: commitment });
      }
      const ended = (tab.box.messages.find((m) => m.type === "battle_ended") as Received).battle as Dice;
      expect(ended).toMatchObject({ seed: stored.seed, dice_salt: stored.dice_salt, dice_commitment: commitment });
      expect(verifyDice({ commitment, seed: ended.seed as number, salt: ended.dice_salt as string })).toBe(true);
    }
    expect(httpReads.length).toBeGreaterThan(7);
    for (const read of httpReads) expect(leaks(read.body), read.what).toEqual([]);

    const after = await t.app.inject({ method: "GET", url: `/api/battles/${battleId}`, headers: one.player.auth });
    expect(after.json()).toMatchObject({ seed: stored.seed, dice_salt: stored.dice_salt, dice_commitment: commitment });
    for (const tab of everyone) tab.socket.terminate();
  });
});
