// Creating live battles in the caller's transaction, one or a whole wave at once, with set-based statements.
import { countdownEndsAt } from "@antbrawl/rules/arena/live";
import { DEFAULT_BATTLE_SPEED } from "@antbrawl/rules/battle/viewer";
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import { type BattleStakes, playerAccount } from "@antbrawl/rules/economy/ledger";
import { canStake } from "@antbrawl/rules/economy/stake";
import { atFullStrength } from "@antbrawl/rules/tournament/strength";
import { insertBattles, newDice, participantWith, readinessOf } from "../../battles";
import { type AntRow, currentVitals, lockAnts } from "../../colony";
import type { Db } from "../../db/database";
import { equipmentBonusesOfAnts } from "../../lab";
import { ensureOpeningGrants, holdManyStakes, lockAccounts } from "../../ledger";
import { conflict } from "../../lib/domain-error";
import { insertLives } from "./repository";

/** What the queue (at pairing), friendly challenges (at accept) and arena tournaments (TN18) pass to start a live battle. */
export interface NewLiveBattle {
  battleType: "quick_match" | "ranked" | "friendly" | "tournament";
  stakeMilli: number; // per player; 0 for quick/friendly
  sides: readonly [{ userId: string; antId: string }, { userId: string; antId: string }]; // two different users
  now: Date;
  /** Seconds of countdown before the first turn (LIVE_COUNTDOWN_SECONDS in the configuration; the rule's by default). */
  countdownSeconds?: number;
}

/** A battle of a wave that was made (its id) or refused (why, in the player's words). */
export type LiveBattleMade = { battleId: string } | { refused: string };

type Side = { row: AntRow; vitals: AntVitals };

/**
 * Inserts a live battle in the caller's transaction and answers its id. The caller has already claimed both ants
 * (`is_in_battle = true`) in this transaction; here each is locked (id order), checked to be that player's and
 * claimed, and snapshotted as it is at `now` — the fighters the battle is fought and settled with. Both balances are
 * locked and must cover the stake (409 otherwise), both stakes go to escrow, and the live row starts its countdown
 * without a driver: call `beginLiveBattle` after commit.
 */
export async function createLiveBattle(trx: Db, input: NewLiveBattle): Promise<string> {
  const [made] = await createLiveBattles(trx, [input], { requireReady: false });
  if (!made || "refused" in made) throw conflict(made?.refused ?? "The battle could not be made");
  return made.battleId;
}

/**
 * createLiveBattle for many battles at once (a wave of pairings), in a fixed number of statements whatever their
 * number: every ant locked in one statement, every balance in one, then one insert each of battles, sides, holds and
 * live rows. With `requireReady` an ant must also pass the server bar (W1) as it is now; a battle whose ant does not,
 * or whose player cannot cover the stake, is refused (answered, not thrown) and leaves nothing behind.
 */
export async function createLiveBattles(
  trx: Db,
  inputs: readonly NewLiveBattle[],
  options: { requireReady: boolean },
): Promise<LiveBattleMade[]> {
  for (const input of inputs) checkShape(input);
  const rows = new Map(
    (
      await lockAnts(
        trx,
        inputs.flatMap((input) => input.sides.map((side) => side.antId)),
      )
    ).map((row) => [row.id, row]),
  );
  const staked = inputs
    .filter((input) => input.stakeMilli > 0)
    .flatMap((input) => input.sides.map((side) => side.userId));
  await ensureOpeningGrants(trx, staked, inputs[0]?.now ?? new Date());
  const balances = await lockAccounts(trx, staked.map(playerAccount));

  const results: LiveBattleMade[] = [];
  const made: { input: NewLiveBattle; battleId: string; sides: [Side, Side] }[] = [];
  for (const input of inputs) {
    const sides = input.sides.map((side) => {
      const row = rows.get(side.antId);
      if (!row || row.owner_id !== side.userId || !row.is_in_battle) {
        throw new RangeError(`Ant ${side.antId} is not ${side.userId}'s ant claimed for battle`);
      }
      const vitals = currentVitals(row, input.now);
      return { row, vitals: input.battleType === "tournament" ? atFullStrength(vitals) : vitals };
    }) as [Side, Side];
    const refusal = refusalOf(input, sides, balances, options.requireReady);
    if (refusal) {
      results.push({ refused: refusal });
      continue;
    }
    for (const side of input.sides) {
      const account = playerAccount(side.userId);
      balances.set(account, (balances.get(account) ?? 0) - input.stakeMilli);
    }
    const battleId = crypto.randomUUID();
    made.push({ input, battleId, sides });
    results.push({ battleId });
  }
  await insertMade(trx, made);
  return results;
}

function checkShape(input: NewLiveBattle): void {
  const [one, two] = input.sides;
  if (one.userId === two.userId) throw new RangeError("A live battle needs two different players");
  if (one.antId === two.antId) throw new RangeError("A live battle needs two different ants");
  if (!Number.isInteger(input.stakeMilli) || input.stakeMilli < 0) throw new RangeError("Bad stake");
}

/** Why a battle of the wave cannot be made now, or null: an ant below the bar, or a stake a player cannot cover. */
function refusalOf(
  input: NewLiveBattle,
  sides: readonly Side[],
  balances: ReadonlyMap<string, number>,
  requireReady: boolean,
): string | null {
  if (requireReady) {
    for (const side of sides) {
      const readiness = readinessOf({ ...side.row, is_in_battle: false }, side.vitals, "server", input.now);
      if (!readiness.ready) return readiness.message;
    }
  }
  if (input.stakeMilli === 0) return null;
  for (const side of input.sides) {
    const covered = canStake(balances.get(playerAccount(side.userId)) ?? 0, input.stakeMilli);
    if (!covered.ok) return covered.message;
  }
  return null;
}

/** The inserts of the battles made: battles and sides, the stakes to escrow, the live rows' countdowns. */
async function insertMade(
  trx: Db,
  made: readonly { input: NewLiveBattle; battleId: string; sides: [Side, Side] }[],
): Promise<void> {
  if (made.length === 0) return;
  const bonuses = await equipmentBonusesOfAnts(
    trx,
    made.flatMap((battle) => battle.sides.map((side) => side.row.id)),
  );
  await insertBattles(
    trx,
    made.map(({ input, battleId }) => ({
      id: battleId,
      battle_type: input.battleType,
      status: "in_progress" as const,
      arena_type: "basic",
      battle_speed: DEFAULT_BATTLE_SPEED,
      stake_milli: input.stakeMilli,
      challenger_id: input.sides[0].userId,
      ...newDice(),
      created_at: input.now,
      started_at: input.now,
    })),
    made.flatMap(({ input, battleId, sides }) =>
      sides.map((side, i) =>
        participantWith(battleId, i, side, bonuses.get(side.row.id) ?? {}, {
          isDefender: false,
          stakeMilli: input.stakeMilli,
          at: input.now,
        }),
      ),
    ),
  );
  await holdManyStakes(trx, made.map(stakesOfMade), made[0]?.input.now ?? new Date());
  await insertLives(
    trx,
    made.map(({ input, battleId }) => ({
      battle_id: battleId,
      phase: "countdown" as const,
      countdown_ends_at: new Date(
        countdownEndsAt(battleId, input.now.getTime(), input.countdownSeconds, made.length > 1),
      ),
      tactic_0: null,
      tactic_1: null,
      pending_0: null,
      pending_1: null,
      left_at_0: null,
      left_at_1: null,
      lease_owner: null,
      lease_until: null,
      created_at: input.now,
      updated_at: input.now,
    })),
  );
}

function stakesOfMade({ input, battleId }: { input: NewLiveBattle; battleId: string }): BattleStakes {
  return {
    battleId,
    stakes: [
      { userId: input.sides[0].userId, stakeMilli: input.stakeMilli },
      { userId: input.sides[1].userId, stakeMilli: input.stakeMilli },
    ],
  };
}
