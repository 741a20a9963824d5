// The arena for components: the tab's arena store (screen and message box) and the messages the player sends.
import type { ClientMessage } from "@antbrawl/protocol/ws";
import type { TacticId } from "@antbrawl/rules/battle/types";
import { useCallback, useSyncExternalStore } from "react";
import { liveClient } from "../../../lib/live/live-client";
import { ARENA_TEXTS, type ArenaMessage, type ArenaMessageKind } from "../arena-messages";
import type { ArenaState } from "../arena-state";
import { arenaStore } from "../arena-store";

/** Ranked holds 0.1 ETH per player (spec 000 §7); quick is free. */
const MATCH_STAKES = { quick: 0, ranked: 0.1 } as const;
export type MatchType = keyof typeof MATCH_STAKES;

export interface Arena {
  state: ArenaState;
  messages: readonly ArenaMessage[];
  say(kind: ArenaMessageKind, text: string): void;
  /** Sends join_matchmaking; answers whether it went out. */
  findMatch(antId: string, matchType: MatchType): boolean;
  cancelSearch(): void;
  chooseTactic(tactic: TacticId): void;
  invitationAccepted(): void;
  /** Asks to watch a friend's live battle; the server answers with `rejoined_battle` (read only). */
  watch(battleId: string): void;
  returnToArena(): void;
}

export function useArena(userId: string): Arena {
  const store = arenaStore();
  store.bind(userId);
  const { state, messages } = useSyncExternalStore(store.subscribe, () => store.current);
  const say = useCallback((kind: ArenaMessageKind, text: string) => store.say(kind, text), [store]);

  const send = (message: ClientMessage) => {
    const sent = liveClient.send(message);
    if (!sent) say("error", ARENA_TEXTS.offline);
    return sent;
  };

  return {
    state,
    messages,
    say,
    findMatch: (antId, matchType) =>
      send({ type: "join_matchmaking", ant_id: antId, match_type: matchType, stake_amount: MATCH_STAKES[matchType] }),
    cancelSearch: () => {
      send({ type: "leave_matchmaking" });
      store.dispatch({ type: "cancel_search" });
    },
    chooseTactic: (tactic) => {
      const battle = store.current.state.battle;
      if (!battle) return;
      const turn = battle.current_turn;
      if (send({ type: "choose_tactic", battle_id: battle.id, turn, tactic })) {
        store.dispatch({ type: "tactic_chosen", turn, tactic });
      }
    },
    invitationAccepted: () => store.dispatch({ type: "invitation_accepted" }),
    watch: (battleId) => {
      send({ type: "spectate_battle", battle_id: battleId });
    },
    returnToArena: () => {
      const { screen, battle } = store.current.state;
      if (screen === "battle" && battle && !battle.participants.some((p) => p.user_id === userId)) {
        send({ type: "stop_spectating" });
      }
      store.dispatch({ type: "return_to_arena" });
    },
  };
}
