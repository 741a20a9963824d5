// Hidden dice in server battles and the proof of a finished battle (FD3, FD4, FD6): GET /api/battles/{id}/proof.
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import { replayBattle } from "@antbrawl/rules/battle/engine";
import type { BattleInputLogEntry, Fighter } from "@antbrawl/rules/battle/types";
import { turnMsFor } from "@antbrawl/rules/battle/viewer";
import { diceCommitment, verifyDice } from "@antbrawl/rules/fair-dice";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, manualClock, type TestApp } from "../helpers/app";
import { type Player, playerWithAnts, requestBattle, selfBattle, startBattle } from "../helpers/battle-fixtures";
import { ROUTE_DIALECTS } from "../helpers/databases";

describe.each(ROUTE_DIALECTS)("battle proofs on %s", (dialect) => {
  let t: TestApp;
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { now: clock.now });
  });
  afterAll(async () => t.close());

  const get = (player: Player, url: string) => t.app.inject({ method: "GET", url, headers: player.auth });
  const row = (id: string) =>
    t.app.deps.db.selectFrom("battles").selectAll().where("id", "=", id).executeTakeFirstOrThrow();

  it("[FD3] a scheduled server battle shows its commitment but no seed or salt until it is played, then reveals both", async () => {
    const me = await playerWithAnts(t, 1, { elo_rating: 1500 });
    const them = await playerWithAnts(t, 1, { elo_rating: 1510 });
    const { body } = await requestBattle(t, me.player, { ant_id: me.ants[0], battle_type: "quick_match" });
    const stored = await row(body.battle_id);
    expect(stored.dice_salt).toMatch(/^[0-9a-f]{64}$/);
    const commitment = diceCommitment(stored.seed, stored.dice_salt as string);

    const scheduled = await get(me.player, `/api/battles/${body.battle_id}`);
    expect(scheduled.json()).toMatchObject({
      status: "scheduled",
      seed: null,
      dice_salt: null,
      dice_commitment: commitment,
    });
    expect(scheduled.body).not.toContain(String(stored.seed));
    expect(scheduled.body).not.toContain(stored.dice_salt);
    const history = await get(me.player, `/api/users/${me.player.user.id}/battles`);
    expect(history.body).not.toContain(stored.dice_salt);
    const early = await get(me.player, `/api/battles/${body.battle_id}/proof`);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ detail: BATTLE_ERRORS.proofHidden });
    expect(await row(body.battle_id)).toEqual(stored);

    const started = await startBattle(t, me.player, body.battle_id);
    expect(started.res.statusCode).toBe(200);
    expect(started.body.battle).toMatchObject({
      seed: stored.seed,
      dice_salt: stored.dice_salt,
      dice_commitment: commitment,
    });
    const theirs = await get(them.player, `/api/battles/${body.battle_id}`);
    expect(theirs.json()).toMatchObject({ seed: stored.seed, dice_commitment: commitment });
  });

  it("[FD4][FD6] a finished battle's proof verifies and replays to its stored log and winner", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const { body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] });
    const battle = body.battle;
    const res = await get(player, `/api/battles/${battle.id}/proof`);
    expect(res.statusCode).toBe(200);
    const proof = res.json();
    expect(proof).toMatchObject({ battle_id: battle.id, seed: battle.seed, dice_salt: battle.dice_salt });
    expect(proof.dice_commitment).toBe(battle.dice_commitment);
    expect(verifyDice({ commitment: proof.dice_commitment, seed: proof.seed, salt: proof.dice_salt })).toBe(true);
    const result = replayBattle(
      {
        version: proof.engine_version,
        seed: proof.seed,
        salt: proof.dice_salt,
        fighters: proof.fighters as [Fighter, Fighter],
        arena: proof.arena_type,
        battleType: proof.battle_type,
        startedAt: Date.parse(proof.started_at),
        turnMs: turnMsFor(proof.battle_speed),
      },
      proof.input_log as BattleInputLogEntry[],
    );
    expect(result.winnerAntId).toBe(battle.winner_ant_id);
    expect(result.log.map((e) => ({ ...e, timestamp: new Date(e.timestamp).toISOString() }))).toEqual(
      battle.battle_log,
    );
  });

  it("a battle stored before commitments has none, and its proof says so; strangers and unknown ids are refused", async () => {
    const { player, ants } = await playerWithAnts(t, 2);
    const { body } = await selfBattle(t, player, { ant1_id: ants[0], ant2_id: ants[1] });
    await t.app.deps.db.updateTable("battles").set({ dice_salt: null }).where("id", "=", body.battle.id).execute();
    const old = await get(player, `/api/battles/${body.battle.id}`);
    expect(old.json()).toMatchObject({ seed: body.battle.seed, dice_salt: null, dice_commitment: null });
    expect((await get(player, `/api/battles/${body.battle.id}/proof`)).json()).toMatchObject({
      dice_salt: null,
      dice_commitment: null,
    });
    const stranger = await playerWithAnts(t, 0);
    const foreign = await get(stranger.player, `/api/battles/${body.battle.id}/proof`);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toMatchObject({ detail: BATTLE_ERRORS.notAParticipant });
    const missing = await get(player, "/api/battles/00000000-0000-4000-8000-000000000000/proof");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ detail: BATTLE_ERRORS.battleNotFound });
  });
});
