// Battle test fixtures: players with ants made through the API, ant columns set directly, and battle calls.
import type { BattleAnswer, BattleRequestAnswer } from "@antbrawl/protocol/battles";
import type { Updateable } from "kysely";
import type { AntsTable } from "../../src/colony/tables";
import { signUp, type TestApp } from "./app";

export type Player = Awaited<ReturnType<typeof signUp>>;

let made = 0;

/** Creates an ant for a player through POST /ants and answers its id; `set` then writes columns directly. */
export async function makeAnt(t: TestApp, player: Player, set: Updateable<AntsTable> = {}): Promise<string> {
  made += 1;
  const res = await t.app.inject({
    method: "POST",
    url: `/api/users/${player.user.id}/ants`,
    headers: player.auth,
    payload: { name: `Fighter ${made}`, appearance: { color: "#8B4513" } },
  });
  if (res.statusCode !== 201) throw new Error(`create ant failed: ${res.statusCode} ${res.body}`);
  const id = (res.json() as { id: string }).id;
  if (Object.keys(set).length > 0) await setAnt(t, id, set);
  return id;
}

/** Writes ant columns directly (health, energy, rating, record …). */
export async function setAnt(t: TestApp, antId: string, set: Updateable<AntsTable>): Promise<void> {
  await t.database.db.updateTable("ants").set(set).where("id", "=", antId).execute();
}

/** The stored ant row. */
export async function readAnt(t: TestApp, antId: string) {
  return t.database.db.selectFrom("ants").selectAll().where("id", "=", antId).executeTakeFirstOrThrow();
}

/** A player with `count` ants (each with `set` applied). */
export async function playerWithAnts(t: TestApp, count: number, set: Updateable<AntsTable> = {}) {
  const player = await signUp(t.app);
  const ants: string[] = [];
  for (let i = 0; i < count; i++) ants.push(await makeAnt(t, player, set));
  return { player, ants };
}

/** POST /api/battles/self-battle. */
export async function selfBattle(t: TestApp, player: Player, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: "POST",
    url: "/api/battles/self-battle",
    headers: player.auth,
    payload: { user_id: player.user.id, ...body },
  });
  return { res, body: res.json() as BattleAnswer & { detail?: string } };
}

/** POST /api/users/{id}/battles/request. */
export async function requestBattle(t: TestApp, player: Player, body: Record<string, unknown>) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/users/${player.user.id}/battles/request`,
    headers: player.auth,
    payload: body,
  });
  return { res, body: res.json() as BattleRequestAnswer & { detail?: string } };
}

/** POST /api/battles/{id}/start. */
export async function startBattle(t: TestApp, player: Player, battleId: string) {
  const res = await t.app.inject({ method: "POST", url: `/api/battles/${battleId}/start`, headers: player.auth });
  return { res, body: res.json() as BattleAnswer & { detail?: string } };
}

/** Restores an ant to full health and energy, idle (between many battles). */
export async function refresh(t: TestApp, antId: string): Promise<void> {
  await setAnt(t, antId, { current_health: 100, energy: 100, is_in_battle: false });
}

/** PUT /api/users/{id}/away-stakes: the player accepts stakes up to `maxStake` ETH on their ants while away. */
export async function acceptAwayStakes(t: TestApp, player: Player, maxStake = 100): Promise<void> {
  const res = await t.app.inject({
    method: "PUT",
    url: `/api/users/${player.user.id}/away-stakes`,
    headers: player.auth,
    payload: { enabled: true, max_stake: maxStake },
  });
  if (res.statusCode !== 200) throw new Error(`away-stakes failed: ${res.statusCode} ${res.body}`);
}
