// Creating a live battle in the caller's transaction: both sides in person, snapshots, stakes held, the live row.
import { LIVE_COUNTDOWN_SECONDS } from "@antbrawl/rules/arena/live";
import { DEFAULT_BATTLE_SPEED } from "@antbrawl/rules/battle/viewer";
import { playerAccount } from "@antbrawl/rules/economy/ledger";
import { canStake } from "@antbrawl/rules/economy/stake";
import { insertBattle, newSeed, participantFor } from "../../battles";
import { type AntRow, currentVitals, lockAnt } from "../../colony";
import type { Db } from "../../db/database";
import { ensureOpeningGrant, holdStakes, lockAccounts } from "../../ledger";
import { conflict } from "../../lib/domain-error";
import { insertLive } from "./repository";

/** What the queue (at pairing) and friendly challenges (at accept) pass to start a live battle. */
export interface NewLiveBattle {
  battleType: "quick_match" | "ranked" | "friendly";
  stakeMilli: number; // per player; 0 for quick/friendly
  sides: readonly [{ userId: string; antId: string }, { userId: string; antId: string }]; // two different users
  now: Date;
  /** Seconds of countdown before the first turn (LIVE_COUNTDOWN_SECONDS in the configuration; the rule's by default). */
  countdownSeconds?: number;
}

/**
 * Inserts a live battle in the caller's transaction and answers its id. The caller has already claimed both ants
 * (`is_in_battle = true`) in this transaction; here each is locked (id order), checked to be that player's and
 * claimed, and snapshotted as it is at `now` — the fighters the battle is fought and settled with. Both balances are
 * locked and must cover the stake (409 otherwise), both stakes go to escrow, and the live row starts its countdown
 * without a driver: call `beginLiveBattle` after commit.
 */
export async function createLiveBattle(trx: Db, input: NewLiveBattle): Promise<string> {
  const [one, two] = input.sides;
  if (one.userId === two.userId) throw new RangeError("A live battle needs two different players");
  if (one.antId === two.antId) throw new RangeError("A live battle needs two different ants");
  if (!Number.isInteger(input.stakeMilli) || input.stakeMilli < 0) throw new RangeError("Bad stake");
  const rows = new Map<string, AntRow>();
  for (const antId of [one.antId, two.antId].sort()) {
    const row = await lockAnt(trx, antId);
    if (row) rows.set(antId, row);
  }
  const ants = input.sides.map((side) => {
    const row = rows.get(side.antId);
    if (!row || row.owner_id !== side.userId || !row.is_in_battle) {
      throw new RangeError(`Ant ${side.antId} is not ${side.userId}'s ant claimed for battle`);
    }
    return { row, vitals: currentVitals(row, input.now) };
  });
  if (input.stakeMilli > 0) await coverStakes(trx, [one.userId, two.userId], input.stakeMilli, input.now);

  const battleId = crypto.randomUUID();
  const at = input.now;
  await insertBattle(
    trx,
    {
      id: battleId,
      battle_type: input.battleType,
      status: "in_progress",
      arena_type: "basic",
      battle_speed: DEFAULT_BATTLE_SPEED,
      stake_milli: input.stakeMilli,
      challenger_id: one.userId,
      seed: newSeed(),
      created_at: at,
      started_at: at,
    },
    [
      await participantFor(trx, battleId, 0, ants[0]!, { isDefender: false, stakeMilli: input.stakeMilli, at }),
      await participantFor(trx, battleId, 1, ants[1]!, { isDefender: false, stakeMilli: input.stakeMilli, at }),
    ],
  );
  await holdStakes(
    trx,
    {
      battleId,
      stakes: [
        { userId: one.userId, stakeMilli: input.stakeMilli },
        { userId: two.userId, stakeMilli: input.stakeMilli },
      ],
    },
    at,
  );
  await insertLive(trx, {
    battle_id: battleId,
    phase: "countdown",
    countdown_ends_at: new Date(at.getTime() + (input.countdownSeconds ?? LIVE_COUNTDOWN_SECONDS) * 1000),
    tactic_0: null,
    tactic_1: null,
    pending_0: null,
    pending_1: null,
    left_at_0: null,
    left_at_1: null,
    lease_owner: null,
    lease_until: null,
    created_at: at,
    updated_at: at,
  });
  return battleId;
}

/** Grants the opening balance where due, locks both accounts (name order) and checks each covers the stake. */
async function coverStakes(trx: Db, userIds: readonly string[], stakeMilli: number, at: Date): Promise<void> {
  for (const userId of [...userIds].sort()) await ensureOpeningGrant(trx, userId, at);
  const balances = await lockAccounts(trx, userIds.map(playerAccount));
  for (const userId of userIds) {
    const covered = canStake(balances.get(playerAccount(userId)) ?? 0, stakeMilli);
    if (!covered.ok) throw conflict(covered.message);
  }
}
