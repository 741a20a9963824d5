// Laboratory test helpers: breeding-ready ants, breeding and medical calls, and a seed that hatches a known clutch.
import type { CompleteBreedingAnswer, StartBreedingAnswer } from "@antbrawl/protocol/lab-breeding";
import type { Diagnosis, TreatAnswer } from "@antbrawl/protocol/lab-medical";
import { hatchFromSeed } from "@antbrawl/rules/lab/genetics";
import type { ParentSnapshot } from "../../src/lab/breeding/tables";
import type { TestApp } from "./app";
import { makeAnt, type Player, type setAnt } from "./battle-fixtures";

/** Columns that make an ant eligible to breed: level 5, full health and energy. */
export const BREEDABLE = { total_experience: 400, current_health: 100, energy: 100 } as const;

/** A breeding-ready ant of the player (level 5, healthy), with extra columns applied. */
export async function breedableAnt(t: TestApp, player: Player, set: Parameters<typeof setAnt>[2] = {}) {
  const id = await makeAnt(t, player, { ...BREEDABLE, ...set });
  return id;
}

/** POST /api/users/{id}/breeding/start. */
export async function startBreeding(
  t: TestApp,
  player: Player,
  body: Record<string, unknown>,
  userId = player.user.id,
) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/users/${userId}/breeding/start`,
    headers: player.auth,
    payload: body,
  });
  return { res, body: res.json() as StartBreedingAnswer & { detail?: string } };
}

/** POST /api/breeding/{id}/complete. */
export async function completeBreeding(t: TestApp, player: Player, breedingId: string) {
  const res = await t.app.inject({ method: "POST", url: `/api/breeding/${breedingId}/complete`, headers: player.auth });
  return { res, body: res.json() as CompleteBreedingAnswer & { detail?: string } };
}

/** Finds a seed whose hatch of these parents succeeds with `count` children (scanning from `from`). */
export function seedFor(
  parents: readonly [ParentSnapshot, ParentSnapshot],
  want: { success: boolean; count?: number },
) {
  for (let seed = 1; seed < 100_000; seed++) {
    const result = hatchFromSeed(seed, parents[0], parents[1]);
    if (result.success === want.success && (want.count === undefined || result.count === want.count)) return seed;
  }
  throw new Error("no seed found");
}

/** Pins a stored breeding to a seed that hatches as wanted (the server draws a random one), answering the seed. */
export async function pinBreedingSeed(t: TestApp, breedingId: string, want: { success: boolean; count?: number }) {
  const row = await t.database.db
    .selectFrom("breedings")
    .select("parents")
    .where("id", "=", breedingId)
    .executeTakeFirstOrThrow();
  const seed = seedFor(row.parents, want);
  const count = hatchFromSeed(seed, row.parents[0], row.parents[1]).count;
  await t.database.db
    .updateTable("breedings")
    .set({ seed, offspring_count: count })
    .where("id", "=", breedingId)
    .execute();
  return seed;
}

/** GET /api/users/{id}/ants/{antId}/diagnose. */
export async function diagnoseAnt(t: TestApp, player: Player, antId: string, userId = player.user.id) {
  const res = await t.app.inject({
    method: "GET",
    url: `/api/users/${userId}/ants/${antId}/diagnose`,
    headers: player.auth,
  });
  return { res, body: res.json() as Diagnosis & { detail?: string } };
}

/** POST /api/users/{id}/ants/{antId}/treat?treatment_type=… */
export async function treatAnt(t: TestApp, player: Player, antId: string, type: string, userId = player.user.id) {
  const res = await t.app.inject({
    method: "POST",
    url: `/api/users/${userId}/ants/${antId}/treat?treatment_type=${encodeURIComponent(type)}`,
    headers: player.auth,
  });
  return { res, body: res.json() as TreatAnswer & { detail?: string } };
}
