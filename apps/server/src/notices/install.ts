// The one place live notices of domain events are sent: after a unit of work committed, each event becomes the
// messages its players' tabs need. Sending never delays or fails the action: a notice not delivered is logged.
import type { ServerMessage } from "@antbrawl/protocol/ws-server";
import { equipmentById } from "@antbrawl/rules/lab/equipment-catalog";
import type { Events } from "../events/units";
import type { Hub } from "../ws/hub";
import { installSocialNotices } from "./social";

interface NoticeLog {
  warn(context: object, message: string): void;
}

/** Publishes a message to a player's tabs in the background. */
export type Send = (userId: string, message: ServerMessage) => void;

/** Registers every notice on the app's events. */
export function installNotices(events: Events, hub: Hub, log: NoticeLog): void {
  const send: Send = (userId, message) => {
    hub.sendToUser(userId, message).catch((error: unknown) => {
      log.warn({ err: error, userId, type: message.type }, "live notice not delivered");
    });
  };

  events.afterCommit("battle.settled", ({ battleId, sides }) => {
    const ant_ids = sides.map((side) => side.antId);
    for (const userId of new Set(sides.map((side) => side.userId))) {
      send(userId, { type: "battle_completed", battle_id: battleId, ant_ids });
    }
  });
  events.afterCommit("achievements.unlocked", ({ userId, achievementIds, announce }) => {
    if (announce && achievementIds.length > 0) {
      send(userId, { type: "achievement_unlocked", achievement_ids: [...achievementIds] });
    }
  });
  events.afterCommit("item.won", ({ userId, battleId, equipmentId }) => {
    const item = equipmentById(equipmentId);
    if (item) send(userId, { type: "item_won", battle_id: battleId, equipment_id: item.id, name: item.name });
  });
  events.afterCommit("ant.changed", ({ userId, antId }) => send(userId, { type: "ant_updated", ant_id: antId }));
  events.afterCommit("ant.released", ({ userId, antId }) => send(userId, { type: "ant_deleted", ant_id: antId }));
  installSocialNotices(events, send);
}
