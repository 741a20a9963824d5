// Notices to all of a player's tabs after an HTTP action, so other tabs refresh at once; never fails the action.
import type { Battle } from "@antbrawl/protocol/battles";
import type { ServerMessage } from "@antbrawl/protocol/ws-server";
import type { FastifyInstance } from "fastify";

/** Publishes a message to the player's stream in the background; a bus outage is logged, not thrown. */
export function notifyUser(app: FastifyInstance, userId: string, message: ServerMessage): void {
  app.deps.hub.sendToUser(userId, message).catch((error: unknown) => {
    app.log.warn({ err: error, userId, type: message.type }, "live notice not delivered");
  });
}

/** Tells every player of a finished battle that it finished (their ants, history and leaderboard changed). */
export function notifyBattleCompleted(app: FastifyInstance, battle: Pick<Battle, "id" | "participants">): void {
  const ant_ids = battle.participants.map((p) => p.ant_id);
  for (const userId of new Set(battle.participants.map((p) => p.user_id))) {
    notifyUser(app, userId, { type: "battle_completed", battle_id: battle.id, ant_ids });
  }
}

/** Tells the player's tabs about newly unlocked achievements (nothing when none). */
export function notifyAchievements(app: FastifyInstance, userId: string, achievementIds: readonly string[]): void {
  if (achievementIds.length > 0)
    notifyUser(app, userId, { type: "achievement_unlocked", achievement_ids: [...achievementIds] });
}
