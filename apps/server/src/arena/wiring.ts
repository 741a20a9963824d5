// How a pairing and an accepted invitation become live battles, created in their transaction and begun after commit.
import type { FastifyInstance } from "fastify";
import { claimReadyAnt } from "../battles";
import type { InvitationBattleHooks } from "../social";
import { beginLiveBattle, createLiveBattle } from "./live";
import type { ArenaQueueOptions } from "./queue/install";

/**
 * The queue frees both ants and refunds both tickets before a pair is started, so the pair claims its ants again
 * (in ant-id order, as every claimer does); an ant that stopped being ready while waiting refuses the pair, and the
 * queue then releases both players with its own message.
 */
export function queueBattleHooks(app: FastifyInstance): Pick<ArenaQueueOptions, "onPaired" | "afterPaired"> {
  return {
    onPaired: async (trx, pair) => {
      for (const side of [...pair.sides].sort((a, b) => a.antId.localeCompare(b.antId))) {
        await claimReadyAnt(trx, side.userId, side.antId, "server", pair.now);
      }
      return createLiveBattle(trx, { ...pair, countdownSeconds: app.deps.config.liveCountdownSeconds });
    },
    afterPaired: async (battleId) => {
      await beginLiveBattle(app, battleId);
    },
  };
}

/** An accepted invitation has claimed both ants already. */
export function invitationBattleHooks(app: FastifyInstance): InvitationBattleHooks {
  return {
    startBattle: (trx, input) =>
      createLiveBattle(trx, { ...input, countdownSeconds: app.deps.config.liveCountdownSeconds }),
    afterStart: async (battleId) => {
      await beginLiveBattle(app, battleId);
    },
  };
}
