// How a pairing and an accepted invitation become live battles, created in their transaction and begun after commit.
import type { FastifyInstance } from "fastify";
import type { InvitationBattleHooks } from "../social";
import { beginLiveBattle, beginLiveBattles, createLiveBattle, createLiveBattles } from "./live";
import type { ArenaQueueOptions } from "./queue/install";

/**
 * A wave's tickets are taken (holds refunded, ants still claimed) before its battles are made, so each battle holds
 * its stakes under its own id; an ant that stopped being ready while waiting refuses its pair, and the queue then
 * releases both players with its own message.
 */
export function queueBattleHooks(app: FastifyInstance): Pick<ArenaQueueOptions, "onWave" | "afterWave"> {
  return {
    onWave: (trx, pairs) =>
      createLiveBattles(
        trx,
        pairs.map((pair) => ({ ...pair, countdownSeconds: app.deps.config.liveCountdownSeconds })),
        { requireReady: true },
      ),
    afterWave: async (battleIds) => {
      await beginLiveBattles(app, battleIds);
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
