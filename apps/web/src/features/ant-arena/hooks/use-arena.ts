// The arena's live side: the screen reducer fed by server messages, the message box, and the messages it sends.
import type { ServerMessage } from "@antbrawl/protocol/ws-server";
import type { TacticId } from "@antbrawl/rules/battle/types";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { liveClient } from "../../../lib/live/live-client";
import { useLiveStatus } from "../../../lib/live/use-live";
import { ARENA_TEXTS, type ArenaMessage, type ArenaMessageKind, addMessage, messageFor } from "../arena-messages";
import { type ArenaState, arenaReducer, INITIAL_ARENA } from "../arena-state";

/** Ranked holds 0.1 ETH per player (spec 000 §7); quick is free. */
export const MATCH_STAKES = { quick: 0, ranked: 0.1 } as const;
export type MatchType = keyof typeof MATCH_STAKES;

export interface Arena {
  state: ArenaState;
  messages: readonly ArenaMessage[];
  say(kind: ArenaMessageKind, text: string): void;
  findMatch(antId: string, matchType: MatchType): void;
  cancelSearch(): void;
  chooseTactic(tactic: TacticId): void;
  invitationAccepted(): void;
  returnToArena(): void;
}

export function useArena(userId: string): Arena {
  const [state, dispatch] = useReducer(arenaReducer, INITIAL_ARENA);
  const [messages, setMessages] = useState<readonly ArenaMessage[]>([]);
  const latest = useRef(state);
  latest.current = state;
  const say = useCallback((kind: ArenaMessageKind, text: string) => {
    setMessages((list) => addMessage(list, kind, text));
  }, []);

  const onMessage = (message: ServerMessage) => {
    const line = messageFor(message, userId);
    if (line) say(line.kind, line.text);
    switch (message.type) {
      case "queue_joined":
      case "countdown_update":
        dispatch({ type: message.type, message: message.message });
        break;
      case "queue_left":
        dispatch({ type: "queue_left" });
        break;
      case "battle_found":
      case "battle_started":
      case "battle_update":
      case "rejoined_battle":
        dispatch({ type: message.type, battle: message.battle });
        break;
      case "battle_ended":
        dispatch({ type: "battle_ended", battle: message.battle, winner: message.winner });
        break;
    }
  };
  const handler = useRef(onMessage);
  handler.current = onMessage;
  useEffect(() => liveClient.subscribe("*", (message) => handler.current(message)), []);

  const status = useLiveStatus();
  useEffect(() => {
    if (status.text) say(status.state === "failed" ? "error" : "system", status.text);
  }, [status.text, status.state, say]);

  const send = useCallback(
    (message: Record<string, unknown> & { type: string }) => {
      const sent = liveClient.send(message);
      if (!sent) say("error", ARENA_TEXTS.offline);
      return sent;
    },
    [say],
  );

  return {
    state,
    messages,
    say,
    findMatch: (antId, matchType) => {
      send({ type: "join_matchmaking", ant_id: antId, match_type: matchType, stake_amount: MATCH_STAKES[matchType] });
    },
    cancelSearch: () => {
      send({ type: "leave_matchmaking" });
      dispatch({ type: "cancel_search" });
    },
    chooseTactic: (tactic) => {
      const battle = latest.current.battle;
      if (!battle) return;
      const turn = battle.current_turn;
      if (send({ type: "choose_tactic", battle_id: battle.id, turn, tactic })) {
        dispatch({ type: "tactic_chosen", turn, tactic });
      }
    },
    invitationAccepted: () => dispatch({ type: "invitation_accepted" }),
    returnToArena: () => {
      const { screen, battle } = latest.current;
      if (screen === "battle" && battle && !battle.participants.some((p) => p.user_id === userId)) {
        send({ type: "stop_spectating" });
      }
      dispatch({ type: "return_to_arena" });
    },
  };
}
