// The arena's message box: the last 10 messages kept, the last 5 shown, each with a type that sets its colour.
import type { ServerMessage, ServerMessageOf } from "@antbrawl/protocol/ws-server";
import { countdownMessage, countdownText } from "@antbrawl/rules/arena/live";

export type ArenaMessageKind = "error" | "system" | "invitation" | "countdown" | "info";

export interface ArenaMessage {
  id: number;
  kind: ArenaMessageKind;
  text: string;
}

const KEPT_MESSAGES = 10;
const SHOWN_MESSAGES = 5;

/** Texts the spec leaves open (docs/ant-arena-web.md) next to its fixed ones (spec 000 §2, §8). */
export const ARENA_TEXTS = {
  signedOut: "Please create an account to access the Ant Arena.",
  noAnts: "You need to create an ant first!",
  noFriends: "Add friends to challenge them to battles!",
  selectAnt: "Please select an ant first",
  inviteFailed: "Failed to send battle invitation",
  respondFailed: "Failed to respond to battle invitation",
  /** A notification's Accept for an invitation already answered, withdrawn or expired. */
  invitationGone: "That battle invitation is no longer open.",
  searching: "Looking for a worthy challenger...",
  offline: "Not connected to the live server yet. Please try again in a moment.",
  /** Spec 000 §4: 'Battle end shows a message 'Victory!' or 'Defeat!''. */
  victory: "Victory!",
  defeat: "Defeat!",
  won: "Congratulations! You won!",
  lost: "Good fight! Better luck next time!",
  liveNowLoading: "Loading live battles…",
  liveNowFailed: "Live battles could not be loaded. Try Refresh.",
  liveNowEmpty: "No ranked or tournament battles are being fought right now. Check back soon!",
  practiceOffer: "No challenger yet. Practice against a house ant while you wait?",
  practiceFailed: "The practice battle could not be started. Please try again.",
  practiceTag: "Practice",
  houseAnt: "House ant",
  challengesLoading: "Loading open challenges…",
  challengesFailed: "Open challenges could not be loaded.",
  challengesEmpty: "No open challenges right now. Press Find Match and other players will see yours here.",
  challengesSelect: "Select a ready ant to take a challenge.",
  takeFailed: "The challenge could not be taken. Please try another.",
} as const;

/**
 * Appends a message, keeping the last KEPT_MESSAGES; a countdown message replaces the countdown message just before it,
 * so one countdown takes one line instead of pushing the box's other messages out.
 */
export function addMessage(list: readonly ArenaMessage[], kind: ArenaMessageKind, text: string): ArenaMessage[] {
  const id = (list.at(-1)?.id ?? 0) + 1;
  const kept = kind === "countdown" && list.at(-1)?.kind === "countdown" ? list.slice(0, -1) : list;
  return [...kept, { id, kind, text }].slice(-KEPT_MESSAGES);
}

/** The messages the box shows: the last SHOWN_MESSAGES of those kept. */
export function shownMessages(list: readonly ArenaMessage[]): readonly ArenaMessage[] {
  return list.slice(-SHOWN_MESSAGES);
}

const withSeconds = (message: ServerMessageOf<"countdown_update">, word: (secondsLeft: number) => string) =>
  message.seconds_left === undefined ? message.message : word(message.seconds_left);

/** The countdown as its screen shows it under 'Get Ready!', worded from the seconds left. */
export const countdownShown = (message: ServerMessageOf<"countdown_update">) => withSeconds(message, countdownText);

const opponentOf = (battle: { participants: { user_id: string; ant_name: string }[] }, userId: string) =>
  battle.participants.find((p) => p.user_id !== userId)?.ant_name ?? "an opponent";

/** What a live message adds to the box, if anything. */
export function messageFor(message: ServerMessage, userId: string): { kind: ArenaMessageKind; text: string } | null {
  switch (message.type) {
    case "queue_joined":
      return { kind: "system", text: message.message || ARENA_TEXTS.searching };
    case "queue_left":
      return { kind: "system", text: message.message };
    case "battle_found":
      return { kind: "system", text: `Battle found against ${opponentOf(message.battle, userId)}!` };
    case "countdown_update":
      return { kind: "countdown", text: withSeconds(message, countdownMessage) };
    case "battle_started":
      return { kind: "system", text: "The battle has begun!" };
    case "battle_ended":
      return { kind: "info", text: message.winner ? `${message.winner} wins the battle!` : "The battle is over." };
    case "rejoined_battle": {
      if (message.battle.participants.some((p) => p.user_id === userId))
        return { kind: "system", text: "Back in the battle." };
      const [a, b] = message.battle.participants;
      return { kind: "system", text: `Now watching ${a?.ant_name ?? "?"} vs ${b?.ant_name ?? "?"}.` };
    }
    case "battle_invitation_received":
      return { kind: "invitation", text: `${message.inviter_username} challenged you to a battle!` };
    case "battle_invitation_accepted":
      return { kind: "invitation", text: `${message.accepter_username} accepted your battle invitation!` };
    case "error":
      return { kind: "error", text: message.message };
    default:
      return null;
  }
}
