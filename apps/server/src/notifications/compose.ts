// What each domain event says in a player's notification centre: who gets a notice, its words, its screen and the
// preference that turns it off. Pure: no I/O.
import type { NotificationKind } from "@antbrawl/protocol/notifications";
import type { Preferences } from "@antbrawl/protocol/social";
import { achievementById } from "@antbrawl/rules/achievements/catalog";
import type { DomainEvent } from "../events/catalogue";

/** A notice to store for one player. */
export interface Draft {
  userId: string;
  kind: NotificationKind;
  title: string;
  body: string;
  link: string;
  invitationId?: string;
  dedupeKey?: string;
}

/** The preference that allows each kind. */
export const NOTIFICATION_PREFERENCE: Record<NotificationKind, keyof Preferences["notifications"]> = {
  friend_request: "friend_requests",
  friend_accepted: "friend_requests",
  battle_invitation: "battle_invitations",
  invitation_accepted: "battle_invitations",
  training_finished: "training_completion",
  treatment_finished: "lab_completion",
  breeding_finished: "lab_completion",
  need_critical: "needs_critical",
  battle_result: "battle_results",
  achievement: "achievements",
};

const NEED_WORDS: Record<string, string> = {
  food: "hungry",
  water: "thirsty",
  rest: "exhausted",
  hygiene: "dirty",
  exercise: "restless",
};

/** The notices an event makes (none for most events). */
export function draftsFor(event: DomainEvent): Draft[] {
  switch (event.type) {
    case "friend.requested":
      return [
        {
          userId: event.addresseeId,
          kind: "friend_request",
          title: "Friend request",
          body: `${event.requester.username} wants to be your friend`,
          link: "/battle",
        },
      ];
    case "friendship.accepted":
      return [
        {
          userId: event.requesterId,
          kind: "friend_accepted",
          title: "New friend",
          body: `${event.addressee.username} accepted your friend request`,
          link: "/battle",
        },
      ];
    case "invitation.sent":
      return [
        {
          userId: event.inviteeId,
          kind: "battle_invitation",
          title: "Battle invitation",
          body: `${event.inviterUsername} challenges you to a friendly battle`,
          link: "/battle",
          invitationId: event.invitationId,
        },
      ];
    case "invitation.accepted":
      return [
        {
          userId: event.inviterId,
          kind: "invitation_accepted",
          title: "Invitation accepted",
          body: `${event.accepterUsername} accepted your battle invitation: the fight begins`,
          link: "/battle",
        },
      ];
    case "timer.finished":
      return [timerDraft(event)];
    case "need.critical":
      return [
        {
          userId: event.userId,
          kind: "need_critical",
          title: "An ant needs you",
          body: `${event.antName} is ${NEED_WORDS[event.need] ?? "in need"}: ${event.need} is critical`,
          link: `/my-ants?ant=${event.antId}`,
          dedupeKey: `need:${event.antId}:${event.at.getTime()}`,
        },
      ];
    case "battle.settled":
      return event.sides
        .filter((side) => !side.inPerson && side.present)
        .map((side) => ({
          userId: side.userId,
          kind: "battle_result" as const,
          title: side.won ? "Victory while away" : "Defeat while away",
          body: `${side.antName} ${side.won ? "won" : "lost"} a battle while you were away`,
          link: "/battle",
          dedupeKey: `battle:${event.battleId}:${side.antId}`,
        }));
    case "achievements.unlocked":
      return event.achievementIds.map((id) => ({
        userId: event.userId,
        kind: "achievement" as const,
        title: "Achievement unlocked",
        body: achievementById(id)?.name ?? id,
        link: "/?achievements=true",
        dedupeKey: `achievement:${id}`,
      }));
    default:
      return [];
  }
}

function timerDraft(event: Extract<DomainEvent, { type: "timer.finished" }>): Draft {
  const key = `${event.kind}:${event.antId ?? event.subject}:${event.at.getTime()}`;
  const base = { userId: event.userId, dedupeKey: key };
  switch (event.kind) {
    case "training":
      return {
        ...base,
        kind: "training_finished",
        title: "Training finished",
        body: `${event.subject} finished training`,
        link: "/training",
      };
    case "treatment":
      return {
        ...base,
        kind: "treatment_finished",
        title: "Treatment finished",
        body: `${event.subject} left the Medical Center`,
        link: "/ant-lab?tab=medical",
      };
    case "breeding":
      return {
        ...base,
        kind: "breeding_finished",
        title: "Eggs ready",
        body: `The eggs of ${event.subject} are ready to hatch`,
        link: "/ant-lab?tab=breeding",
      };
  }
}
