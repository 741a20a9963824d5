// POST /users/{userId}/battles/request: a scheduled server battle against a stored copy of another player's ant.
import type { Battle, BattleRequestBody } from "@antbrawl/protocol/battles";
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import type { BattleType } from "@antbrawl/rules/battle/types";
import { levelFor } from "@antbrawl/rules/colony/level";
import { playerAccount } from "@antbrawl/rules/economy/ledger";
import { canStake, validateStake } from "@antbrawl/rules/economy/stake";
import type { Db } from "../db/database";
import type { UnitDeps } from "../events/units";
import { consentsToAwayStake, ensureOpeningGrant, holdStakes, lockAccounts } from "../ledger";
import { conflict, invalid } from "../lib/domain-error";
import { claimReadyAnt } from "./claim";
import { expireScheduledBattles } from "./expiry";
import { loadBattle } from "./load";
import { findOpponent } from "./matchmaking";
import { matchFoundMessage } from "./messages";
import { newDice, participantFor } from "./new-battle";
import { arenaOf, speedOf } from "./options";
import { insertBattle } from "./repository";

/** Seconds until the web client starts a matched battle (spec 000 §9: battle start delay 2 s). */
export const START_DELAY_SECONDS = 2;

/** What a battle request answers. */
export interface BattleRequestOutcome {
  battle: Battle;
  opponent: { ant_id: string; ant_name: string; username: string; elo_rating: number; level: number };
  message: string;
  stakeMilli: number;
}

/**
 * Decides the stake both sides put in: the challenger must cover it (409 otherwise, nothing held); the opponent's owner
 * is away, so they match it only when they opted in to stakes of this size while away and their balance covers it;
 * otherwise the battle is unstaked and nothing is held from either side. The challenger's opening grant is given here
 * at the latest (and the opponent owner's when they consented), grants in user-id order, then the two balances are
 * locked in account order, as every ledger writer does.
 */
async function agreeStake(trx: Db, challengerId: string, opponentId: string, stakeMilli: number, at: Date) {
  const consented = stakeMilli > 0 && (await consentsToAwayStake(trx, opponentId, stakeMilli));
  const granted = consented ? [challengerId, opponentId].sort() : [challengerId];
  for (const userId of granted) await ensureOpeningGrant(trx, userId, at);
  if (stakeMilli === 0) return { stakeMilli: 0, kind: "none" as const };
  const accounts = consented ? [playerAccount(challengerId), playerAccount(opponentId)] : [playerAccount(challengerId)];
  const balances = await lockAccounts(trx, accounts);
  const covered = canStake(balances.get(playerAccount(challengerId)) ?? 0, stakeMilli);
  if (!covered.ok) throw conflict(covered.message);
  if (!consented) return { stakeMilli: 0, kind: "unconsented" as const };
  const matched = canStake(balances.get(playerAccount(opponentId)) ?? 0, stakeMilli).ok;
  return matched ? { stakeMilli, kind: "matched" as const } : { stakeMilli: 0, kind: "unmatched" as const };
}

/**
 * Claims the player's ready ant (409 when busy or not ready, 404 when not theirs), finds the nearest-rated ready ant
 * of another player (409 when there is none), agrees the stake, stores a scheduled battle with both fighters as
 * snapshots and holds the stakes in escrow — all in one transaction, so any refusal changes nothing. Before it, the
 * ant's expired scheduled battle (if any) is cancelled and refunded in its own transaction, which frees the ant; that
 * stays done even when the request is then refused.
 */
export async function requestBattle(
  { db, events }: UnitDeps,
  userId: string,
  body: BattleRequestBody,
  now: Date,
): Promise<BattleRequestOutcome> {
  const battleType: BattleType = body.battle_type;
  if (battleType === "friendly") throw invalid(BATTLE_ERRORS.friendlyNotMatched);
  const stake = validateStake(body.stake_amount ?? 0, battleType);
  if (!stake.ok) throw invalid(stake.message);
  await expireScheduledBattles(db, { userId, antId: body.ant_id }, now);
  return events.transact(db, async ({ trx, raise }) => {
    const challenger = await claimReadyAnt(trx, userId, body.ant_id, "server", now);
    if (battleType === "ranked" && challenger.row.stats_edited) {
      throw conflict(BATTLE_ERRORS.editedStatsRanked(challenger.row.name));
    }
    const opponent = await findOpponent(
      trx,
      { ownerId: userId, rating: challenger.row.elo_rating, ranked: battleType === "ranked" },
      now,
    );
    if (!opponent) throw conflict(BATTLE_ERRORS.noOpponent);
    const agreed = await agreeStake(trx, userId, opponent.row.owner_id, stake.milli, now);
    const battleId = crypto.randomUUID();
    await insertBattle(
      trx,
      {
        id: battleId,
        battle_type: battleType,
        status: "scheduled",
        arena_type: arenaOf(body.arena_type),
        battle_speed: speedOf(body.battle_speed),
        stake_milli: agreed.stakeMilli,
        challenger_id: userId,
        ...newDice(),
        created_at: now,
      },
      [
        await participantFor(trx, battleId, 0, challenger, {
          isDefender: false,
          stakeMilli: agreed.stakeMilli,
          at: now,
        }),
        await participantFor(trx, battleId, 1, opponent, { isDefender: true, stakeMilli: agreed.stakeMilli, at: now }),
      ],
    );
    await holdStakes(
      trx,
      {
        battleId,
        stakes: [
          { userId, stakeMilli: agreed.stakeMilli },
          { userId: opponent.row.owner_id, stakeMilli: agreed.stakeMilli },
        ],
      },
      now,
    );
    const loaded = await loadBattle(trx, battleId);
    if (!loaded) throw new Error(`Battle ${battleId} vanished`);
    await raise({ type: "ant.changed", userId, antId: body.ant_id });
    return {
      battle: loaded.battle,
      opponent: {
        ant_id: opponent.row.id,
        ant_name: opponent.row.name,
        username: opponent.row.username,
        elo_rating: opponent.row.elo_rating,
        level: levelFor(opponent.row.total_experience),
      },
      message: matchFoundMessage(opponent.row.name, opponent.row.elo_rating, agreed.kind),
      stakeMilli: agreed.stakeMilli,
    };
  });
}
