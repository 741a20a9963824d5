// [TD35] A top-down fight runs under the rules version it started with: a fight started before a rules change (here
// a copy of the rules with one constant changed, deployed as version 3) settles and replays as it was fought.
import type { ArenaCombatReplay, ArenaCombatStartAnswer, ArenaCommand } from "@antbrawl/protocol/arena-combat";
import type * as Constants from "@antbrawl/rules/topdown/constants";
import type * as TopdownEngine from "@antbrawl/rules/topdown/index";
import {
  FINISH_DELAY_MS,
  PREPARATION_TICKS,
  runTopdown,
  TOPDOWN_TICK_MS,
  type TopdownResult,
  type TopdownRules,
} from "@antbrawl/rules/topdown/index";
import { TOPDOWN_RULES } from "@antbrawl/rules/topdown/versions";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { playCommands, storedDice } from "../helpers/arena-combat-fixtures";
import { type Player, playerWithAnts } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";
import { liveTab } from "../helpers/live-arena";

type AppModule = typeof import("../helpers/app");

/** The rules loaded again with bites twice as hard: what a rules change would ship. */
async function changedRules(): Promise<TopdownRules> {
  vi.resetModules();
  vi.doMock("@antbrawl/rules/topdown/constants", async (importOriginal) => {
    const actual = await importOriginal<typeof Constants>();
    return { ...actual, DAMAGE_SCALE: { ...actual.DAMAGE_SCALE, bite: actual.DAMAGE_SCALE.bite * 2 } };
  });
  const { CURRENT_RULES } = await import("@antbrawl/rules/topdown/current");
  vi.doUnmock("@antbrawl/rules/topdown/constants");
  return CURRENT_RULES;
}

/** The server after the deploy: its rules have the copy as version 3 (the current one) and keep versions 1 and 2. */
async function deployedAfterChange(): Promise<{ apps: AppModule; rules: typeof TopdownEngine }> {
  const copy = await changedRules();
  vi.resetModules();
  vi.doMock("@antbrawl/rules/topdown/versions", () => ({
    TOPDOWN_RULES_VERSION: 3,
    TOPDOWN_RULES: { ...TOPDOWN_RULES, 3: copy },
  }));
  const apps = await import("../helpers/app");
  const rules = await import("@antbrawl/rules/topdown/index");
  vi.doUnmock("@antbrawl/rules/topdown/versions");
  return { apps, rules };
}

/** Early commands, inside even the shortest fight under the harder bites. */
const commandsFor = (antId: string): ArenaCommand[] => [
  { tick: PREPARATION_TICKS + 10, ant_id: antId, text: "bite" },
  { tick: PREPARATION_TICKS + 30, ant_id: antId, text: "good ant, attack!" },
];

/** The fight replayed by `run` under `version`, from the dice the server keeps until the end. */
async function played(
  t: TestApp,
  run: typeof runTopdown,
  started: ArenaCombatStartAnswer,
  commands: readonly ArenaCommand[],
  version: number,
): Promise<TopdownResult> {
  const [a, b] = started.fighters as [never, never];
  const log = commands.map((c) => ({ tick: c.tick, antId: c.ant_id, text: c.text }));
  return run({ ...(await storedDice(t, started.battle_id)), fighters: [a, b], version }, log).result;
}

/** Sends each command over the player's socket at its tick; answers the log as the server stored it. */
async function send(
  t: TestApp,
  clock: ReturnType<typeof manualClock>,
  who: Player,
  battleId: string,
  lines: readonly ArenaCommand[],
): Promise<ArenaCommand[]> {
  const tab = await liveTab(t.app, who);
  const stored = await playCommands(clock, tab, battleId, lines);
  tab.socket.terminate();
  return stored;
}

describe.each(ROUTE_DIALECTS)("arena combat rules versions on %s", (dialect) => {
  const opened: TestApp[] = [];
  afterEach(async () => {
    for (const app of opened.splice(0).reverse()) await app.close();
    vi.resetModules();
  });

  it("[TD35] a fight started under version 2 settles and replays under it after a rules change; new fights take version 3", async () => {
    const clock = manualClock();
    const before = await createTestApp(dialect, {}, { now: clock.now });
    opened.push(before);
    const { player, ants } = await playerWithAnts(before, 2);
    const [a, b] = ants as [string, string];
    const second = await playerWithAnts(before, 2);
    const [c, d] = second.ants as [string, string];
    const call = async <T>(t: TestApp, who: Player, method: "GET" | "POST", url: string, payload?: object) => {
      const res = await t.app.inject({ method, url: `/api/users/${who.user.id}${url}`, headers: who.auth, payload });
      return { status: res.statusCode, body: res.json() as T };
    };

    const old = await call<ArenaCombatStartAnswer>(before, player, "POST", "/arena-combat", { ant1_id: a, ant2_id: b });
    expect(old.status).toBe(201);
    expect(old.body.rules_version).toBe(2);
    const commands = await send(before, clock, player, old.body.battle_id, commandsFor(a));
    const at = (commands.at(-1)?.tick ?? 0) - 2;

    const { apps, rules } = await deployedAfterChange();
    const after = await apps.createTestApp(dialect, {}, { now: clock.now, database: before.database });
    opened.push(after);
    const asFought = await played(before, runTopdown, old.body, commands, 2);
    const underNewRules = await played(before, rules.runTopdown, old.body, commands, 3);
    expect(underNewRules).not.toEqual(asFought);
    expect(await played(before, rules.runTopdown, old.body, commands, 2)).toEqual(asFought);

    clock.advanceMs((asFought.ticks - at) * TOPDOWN_TICK_MS + FINISH_DELAY_MS);
    const settled = await call<{ result: { ticks: number; winner_ant_id: string } }>(
      after,
      player,
      "POST",
      `/arena-combat/${old.body.battle_id}/finish`,
      { winner_ant_id: asFought.winnerAntId },
    );
    expect(settled.status).toBe(200);
    expect(settled.body.result).toMatchObject({ ticks: asFought.ticks, winner_ant_id: asFought.winnerAntId });
    const stored = await call<ArenaCombatReplay>(after, player, "GET", `/arena-combat/${old.body.battle_id}`);
    expect(stored.body.rules_version).toBe(2);
    expect(stored.body.result?.sides.map((side) => side.final_health)).toEqual(
      old.body.fighters.map((fighter) => asFought.finalHealth[fighter.antId]),
    );

    const fresh = await call<ArenaCombatStartAnswer>(after, second.player, "POST", "/arena-combat", {
      ant1_id: c,
      ant2_id: d,
    });
    expect(fresh.body.rules_version).toBe(3);
    const expected = await played(after, rules.runTopdown, fresh.body, [], 3);
    clock.advanceMs(expected.ticks * TOPDOWN_TICK_MS + FINISH_DELAY_MS);
    const finished = await call<{ result: { ticks: number } }>(
      after,
      second.player,
      "POST",
      `/arena-combat/${fresh.body.battle_id}/finish`,
      { winner_ant_id: expected.winnerAntId },
    );
    expect(finished.status).toBe(200);
    expect(finished.body.result.ticks).toBe(expected.ticks);
    const row = await after.database.db
      .selectFrom("arena_combats")
      .select("rules_version")
      .where("battle_id", "=", fresh.body.battle_id)
      .executeTakeFirstOrThrow();
    expect(row.rules_version).toBe(3);
  });
});
