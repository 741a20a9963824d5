// Every domain event, by type: what happened in one domain that others react to (inside the transaction: ants,
// achievements, equipment wear, item rewards; after commit: live notices, notices/). Payloads are plain data.
import type { AchievementEvent } from "@antbrawl/rules/achievements/events";
import type { BattleLogEntry, BattleType } from "@antbrawl/rules/battle/types";

/** One side of a settled battle: who fought, with which ant, and what the battle did to it. */
export interface SettledSide {
  userId: string;
  antId: string;
  antName: string;
  /** The real ant still exists (a released ant changes nothing). */
  present: boolean;
  /** The real ant fought in person (a defender's stored copy did not): its body and experience change. */
  inPerson: boolean;
  won: boolean;
  finalHealth: number;
  finalEnergy: number;
  experienceGained: number;
  winStreak: number;
  /** The ant's rating after the battle (unchanged unless ranked). */
  eloAfter: number;
}

/** The events, by type. */
export interface EventPayloads {
  /** A battle of any kind was settled, once (battles/settle.ts). */
  "battle.settled": {
    battleId: string;
    battleType: BattleType;
    /** The battle's seed: item rewards draw from it, so they replay. */
    seed: number;
    /** The fight's log (scars are read from it). */
    log: readonly BattleLogEntry[];
    sides: readonly SettledSide[];
    at: Date;
  };
  /**
   * Something a player did that counts toward achievements. `announce`: the unlocks are told to the player's tabs as
   * `achievement_unlocked` (a battle's are not: its `battle_completed` already refreshes achievements).
   */
  "player.progressed": { userId: string; progress: readonly AchievementEvent[]; at: Date; announce: boolean };
  /** Achievements a player just unlocked. */
  "achievements.unlocked": { userId: string; achievementIds: readonly string[]; announce: boolean };
  /** A battle gave its winner an item. */
  "item.won": { userId: string; battleId: string; equipmentId: string };
  /** An ant changed (created, renamed, cared for, trained, treated, bred, equipped, sent to or back from a battle). */
  "ant.changed": { userId: string; antId: string };
  /** An ant was released for good. */
  "ant.released": { userId: string; antId: string };
  /** A new friend request; `announce`: the addressee wants friend-request notices. */
  "friend.requested": { friendshipId: string; requester: Player; addresseeId: string; announce: boolean };
  /** A friend request was accepted (answered, or crossed by the addressee's own request). */
  "friendship.accepted": { friendshipId: string; requesterId: string; addressee: Player };
  /** A friend request was declined. */
  "friend.declined": { requesterId: string; addresseeId: string };
  /** A friendship ended (either side removed the other). */
  "friendship.ended": { userId: string; friendId: string };
  /** A player chose to show or hide their online status. */
  "presence.visibility_changed": { userId: string };
  /** A player's visible presence changed, for their friends (delivered outside any transaction by social). */
  "presence.changed": { userId: string; isOnline: boolean; friendIds: readonly string[] };
  /** A battle invitation was sent; `announce`: the invitee wants battle-invitation notices. */
  "invitation.sent": { invitationId: string; inviteeId: string; inviterUsername: string; announce: boolean };
  /** A battle invitation was accepted (its live battle is created). */
  "invitation.accepted": { inviterId: string; accepterUsername: string };
  /**
   * Something that takes time ended at `at` (noticed by the notification centre's sweep, notifications/due.ts): a
   * training session or a treatment of an ant, or a breeding (`antId` null; `subject` names the parents).
   */
  "timer.finished": {
    userId: string;
    kind: "training" | "treatment" | "breeding";
    antId: string | null;
    subject: string;
    at: Date;
  };
  /** One of an ant's needs fell below the critical line at `at` (noticed by the same sweep). */
  "need.critical": { userId: string; antId: string; antName: string; need: string; at: Date };
}

/** A player as a notice names them. */
interface Player {
  id: string;
  username: string;
}

export type EventType = keyof EventPayloads;

/** One event: its type and payload. */
export type DomainEvent = { [T in EventType]: { type: T } & EventPayloads[T] }[EventType];
