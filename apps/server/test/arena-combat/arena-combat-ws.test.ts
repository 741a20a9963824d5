// [AC3][TD36][TD37] Arena Combat run by the server: a whole fight watched over the websocket on one node and commanded
// from another sends no seed, salt or generator state before its end; the frames are the fight that settles.
import type { ArenaCombatReplay, ArenaCombatStartAnswer } from "@antbrawl/protocol/arena-combat";
import { battleRngKey, verifyDice } from "@antbrawl/rules/fair-dice";
import {
  createTopdown,
  FINISH_DELAY_MS,
  isTopdownFinished,
  PREPARATION_TICKS,
  stepTopdown,
  TOPDOWN_TICK_MS,
  type TopdownCommand,
  type TopdownFighter,
  type TopdownView,
  topdownView,
} from "@antbrawl/rules/topdown/index";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMemoryBus } from "../../src/ws/bus";
import { createTestApp, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { advance, type LiveTab, liveTab, liveTime, sendAndSettle } from "../helpers/live-arena";
import type { Received } from "../helpers/live-client";

type Frame = Received & { tick: number; state: TopdownView; events: { tick: number }[] };

describe.each(ROUTE_DIALECTS)("Arena Combat over the websocket on %s", (dialect) => {
  const time = liveTime();
  let one: TestApp;
  let two: TestApp;

  beforeAll(async () => {
    const bus = createMemoryBus();
    one = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler, bus });
    two = await createTestApp(dialect, {}, { now: time.now, scheduler: time.scheduler, bus, database: one.database });
  });
  afterAll(async () => {
    await two.app.close();
    await one.close();
  });

  const move = (ms: number) => advance(time, [one.app, two.app], ms);
  const frames = (tab: LiveTab) => tab.box.messages.filter((m): m is Frame => m.type === "arena_combat_frame");

  async function get<T>(t: TestApp, who: Player, url: string): Promise<{ status: number; body: T; text: string }> {
    const res = await t.app.inject({ method: "GET", url, headers: who.auth });
    return { status: res.statusCode, body: res.json() as T, text: res.body };
  }

  /** Waits until the tab has a frame at or past `tick` (frames are sent as the timers fire). */
  async function frameAt(tab: LiveTab, tick: number): Promise<Frame> {
    for (;;) {
      const found = frames(tab).find((frame) => frame.tick >= tick || frame.state.phase === "finished");
      if (found) return found;
      await tab.box.next("arena_combat_frame");
    }
  }

  it("streams the fight without its dice, takes commands from another node, and the last frame is the fight that settles", async () => {
    const { player, ants } = await playerWithAnts(one, 2);
    const [a, b] = ants as [string, string];
    const stranger = await playerWithAnts(one, 0);
    const res = await one.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/arena-combat`,
      headers: player.auth,
      payload: { ant1_id: a, ant2_id: b },
    });
    expect(res.statusCode).toBe(201);
    const started = res.json() as ArenaCombatStartAnswer;
    const bodies: { what: string; text: string }[] = [{ what: "start", text: res.body }];

    const watcher = await liveTab(one.app, player);
    const commander = await liveTab(two.app, player);
    const snoop = await liveTab(one.app, stranger.player);
    const refused = await sendAndSettle(snoop, { type: "watch_arena_combat", battle_id: started.battle_id });
    expect(refused).toEqual([expect.objectContaining({ type: "error", message: "Arena combat not found" })]);
    const first = await sendAndSettle(watcher, { type: "watch_arena_combat", battle_id: started.battle_id });
    expect(first.map((m) => m.type)).toEqual(["arena_combat_frame"]);
    expect((first[0] as Frame).state.phase).toBe("preparing");

    await move((PREPARATION_TICKS + 10) * TOPDOWN_TICK_MS);
    const lines = ["throw rocks", "good ant, attack!", "bite"];
    const taken: TopdownCommand[] = [];
    for (const [i, text] of lines.entries()) {
      const antId = i === 1 ? b : a;
      const replies = await sendAndSettle(commander, {
        type: "arena_combat_command",
        battle_id: started.battle_id,
        ant_id: antId,
        text,
      });
      const ack = replies.find((m) => m.type === "arena_combat_command_taken");
      if (!ack) throw new Error(`command refused: ${JSON.stringify(replies)}`);
      taken.push({ tick: ack.tick as number, antId, text });
      for (const what of [`arena-combat/${started.battle_id}`, "arena-combat", "battles"]) {
        const read = await get<unknown>(one, player, `/api/users/${player.user.id}/${what}`);
        expect(read.status).toBe(200);
        bodies.push({ what: `${what} after command ${i}`, text: read.text });
      }
      const detail = await get<unknown>(one, player, `/api/battles/${started.battle_id}`);
      bodies.push({ what: `battle detail after command ${i}`, text: detail.text });
      await move(40 * TOPDOWN_TICK_MS);
    }
    const open = await get<ArenaCombatReplay>(
      one,
      player,
      `/api/users/${player.user.id}/arena-combat/${started.battle_id}`,
    );
    expect(open.body).toMatchObject({ seed: null, dice_salt: null, dice_commitment: started.dice_commitment });

    for (let i = 0; i < 300 && !frames(watcher).some((f) => f.state.phase === "finished"); i++) {
      await move(1000);
      await frameAt(watcher, frames(watcher).at(-1)?.tick ?? 0);
    }
    const last = await frameAt(watcher, Number.MAX_SAFE_INTEGER);
    expect(last.state.phase).toBe("finished");

    await move(FINISH_DELAY_MS);
    const settled = await one.app.inject({
      method: "POST",
      url: `/api/users/${player.user.id}/arena-combat/${started.battle_id}/finish`,
      headers: player.auth,
      payload: {},
    });
    expect(settled.statusCode).toBe(200);
    const replay = await get<ArenaCombatReplay>(
      one,
      player,
      `/api/users/${player.user.id}/arena-combat/${started.battle_id}`,
    );
    const { seed, dice_salt: salt } = replay.body;
    if (seed === null || salt === null) throw new Error("the finished fight revealed nothing");
    expect(verifyDice({ seed, salt, commitment: started.dice_commitment as string })).toBe(true);
    expect(replay.body.commands.map((c) => ({ tick: c.tick, antId: c.ant_id, text: c.text }))).toEqual(taken);

    // The fight again from the revealed dice: every generator state it passed through, and its last state.
    const [f1, f2] = replay.body.fighters as [TopdownFighter, TopdownFighter];
    let state = createTopdown({ seed, salt, fighters: [f1, f2], version: replay.body.rules_version });
    const secrets = new Set<string>([String(seed), salt, ...battleRngKey(seed, salt).map(String)]);
    while (!isTopdownFinished(state)) {
      state = stepTopdown(
        state,
        taken.filter((c) => c.tick === state.tick + 1),
      );
      for (const word of [state.rngState].flat()) secrets.add(String(word));
    }
    expect(last.state).toEqual(JSON.parse(JSON.stringify(topdownView(state))));
    expect(last.tick).toBe(state.tick);
    expect(settled.json().result.winner_ant_id).toBe(state.winnerAntId);

    // Words of fewer than seven digits could be any count in a frame; a 32-bit word has seven or more 99.8% of the time.
    for (const secret of [...secrets]) if (secret.length < 7) secrets.delete(secret);
    const leaks = (text: string) =>
      [...secrets].filter((secret) => new RegExp(`(^|[^0-9a-f.])${secret}([^0-9a-f.]|$)`).test(text));
    const sent = [...watcher.box.messages, ...commander.box.messages, ...snoop.box.messages];
    expect(frames(watcher).length).toBeGreaterThan(20);
    for (const message of sent) {
      const text = JSON.stringify(message);
      expect(leaks(text), `${message.type} leaks`).toEqual([]);
      expect(text).not.toMatch(/"(seed|rngState|dice_salt)"/);
    }
    for (const { what, text } of bodies) expect(leaks(text), `${what} leaks`).toEqual([]);
    // Events reach the page once each, in the order of their ticks.
    const ticks = frames(watcher).flatMap((frame) => frame.events.map((event) => event.tick));
    expect(ticks).toEqual([...ticks].sort((x, y) => x - y));
  });
});
