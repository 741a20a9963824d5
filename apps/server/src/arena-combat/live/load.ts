// [AC3] What a fight's room starts from: the stored snapshots, the seed and salt, the rules version and the start time.
import type { TopdownInput } from "@antbrawl/rules/topdown/index";
import { participantsOf } from "../../battles";
import type { Db } from "../../db/database";
import type { findArenaCombat } from "../repository";

type Found = NonNullable<Awaited<ReturnType<typeof findArenaCombat>>>;

/** The fight's rules input (with the secret salt: it never leaves the server before the end) and its start (ms). */
export async function loadFightInput(
  db: Db,
  { combat, battle }: Found,
): Promise<{ input: TopdownInput; startedAt: number }> {
  const [first, second] = await participantsOf(db, [battle.id]);
  if (!first || !second) throw new Error(`Arena Combat ${battle.id} does not have two sides`);
  return {
    input: {
      seed: battle.seed,
      ...(battle.dice_salt ? { salt: battle.dice_salt } : {}),
      fighters: [first.fighter, second.fighter],
      version: combat.rules_version,
    },
    startedAt: (battle.started_at ?? battle.created_at).getTime(),
  };
}
