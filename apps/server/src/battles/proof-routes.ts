// GET /api/battles/{battleId}/proof: a finished battle's revealed dice, snapshots and choices, for its players (FD6).
import { BattleProof } from "@antbrawl/protocol/battle-proof";
import { BattleIdParams } from "@antbrawl/protocol/battles";
import { BATTLE_ERRORS } from "@antbrawl/protocol/errors";
import { BATTLE_PATHS } from "@antbrawl/protocol/paths/battles";
import { TOPDOWN_ARENA } from "@antbrawl/rules/battle/types";
import type { FastifyPluginAsyncTypebox } from "@fastify/type-provider-typebox";
import { conflict, forbidden, notFound } from "../lib/domain-error";
import { diceCommitmentOf } from "./new-battle";
import { diceRevealed } from "./present";
import { findBattle, participantsOf } from "./repository";

export const battleProofRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    BATTLE_PATHS.proof.path,
    {
      schema: {
        tags: ["battles"],
        summary: "A finished battle's revealed seed and salt, fighter snapshots and input log, to replay and verify it",
        params: BattleIdParams,
        response: { 200: BattleProof },
      },
    },
    async (request): Promise<BattleProof> => {
      const { db } = app.deps;
      const row = await findBattle(db, request.params.battleId);
      if (!row) throw notFound(BATTLE_ERRORS.battleNotFound);
      const sides = (await participantsOf(db, [row.id])).sort((a, b) => a.side - b.side);
      if (!sides.some((side) => side.user_id === request.sessionUserId)) throw forbidden(BATTLE_ERRORS.notAParticipant);
      if (row.arena_type === TOPDOWN_ARENA) throw conflict(BATTLE_ERRORS.proofTopdown);
      if (row.status !== "completed" || !diceRevealed(row) || !row.started_at) {
        throw conflict(BATTLE_ERRORS.proofHidden);
      }
      return {
        battle_id: row.id,
        engine_version: row.engine_version,
        battle_type: row.battle_type,
        arena_type: row.arena_type,
        battle_speed: row.battle_speed,
        started_at: row.started_at.toISOString(),
        seed: row.seed,
        dice_salt: row.dice_salt,
        dice_commitment: diceCommitmentOf(row),
        fighters: sides.map((side) => side.fighter),
        input_log: row.input_log.map(({ turn, choices }) => ({
          turn,
          choices: Object.fromEntries(Object.entries(choices).filter(([, tactic]) => tactic !== undefined)) as Record<
            string,
            string
          >,
        })),
      };
    },
  );
};
