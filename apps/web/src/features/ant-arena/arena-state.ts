// The Ant Arena's screen as a pure reducer over server messages and the player's own steps (spec 000 §4).
import type { LiveBattle } from "@antbrawl/protocol/ws-server";
import type { TacticId } from "@antbrawl/rules/battle/types";

type ArenaScreen = "menu" | "queue" | "countdown" | "battle" | "finished";

export interface ArenaState {
  screen: ArenaScreen;
  /** The battle on screen (null in the menu, the queue, and a countdown after an accepted invitation). */
  battle: LiveBattle | null;
  /** The winning ant's name from `battle_ended`. */
  winner: string | null;
  /** The server's queue text ('Looking for a worthy challenger...' when it sends none). */
  queueMessage: string | null;
  countdownMessage: string | null;
  /** The player's pick for a turn, until the battle moves past that turn. */
  chosen: { turn: number; tactic: TacticId } | null;
  /** The latest batched watcher count of a battle (`battle_watchers`); names only while there are at most 20. */
  watchers: { battleId: string; count: number; names: readonly string[] } | null;
}

export type ArenaAction =
  | { type: "queue_joined"; message: string }
  | { type: "queue_left" }
  | { type: "battle_found"; battle: LiveBattle }
  | { type: "countdown_update"; message: string }
  | { type: "battle_started"; battle: LiveBattle }
  | { type: "battle_update"; battle: LiveBattle }
  | { type: "battle_ended"; battle: LiveBattle; winner: string | null }
  | { type: "rejoined_battle"; battle: LiveBattle }
  | { type: "battle_watchers"; battleId: string; count: number; names: readonly string[] }
  | { type: "cancel_search" }
  | { type: "invitation_accepted" }
  | { type: "tactic_chosen"; turn: number; tactic: TacticId }
  | { type: "return_to_arena" };

export const INITIAL_ARENA: ArenaState = {
  screen: "menu",
  battle: null,
  winner: null,
  queueMessage: null,
  countdownMessage: null,
  chosen: null,
  watchers: null,
};

/** The winning ant's name as the participants tell it (a rejoined finished battle carries no `winner` field). */
function winnerOf(battle: LiveBattle): string | null {
  if (battle.battle_summary?.winner_name) return battle.battle_summary.winner_name;
  return battle.participants.find((p) => p.ant_id === battle.winner_ant_id)?.ant_name ?? null;
}

const isSameBattle = (state: ArenaState, battle: LiveBattle) => state.battle?.id === battle.id;

/** A fresh battle on screen: its countdown, its turns or its end, by phase. */
function showBattle(state: ArenaState, battle: LiveBattle, fallback: ArenaScreen): ArenaState {
  const chosen = isSameBattle(state, battle) ? state.chosen : null;
  if (battle.phase === "finished") return { ...state, screen: "finished", battle, winner: winnerOf(battle), chosen };
  const screen = battle.phase === "countdown" ? "countdown" : battle.phase === "fighting" ? "battle" : fallback;
  return { ...state, screen, battle, winner: null, queueMessage: null, chosen };
}

export function arenaReducer(state: ArenaState, action: ArenaAction): ArenaState {
  switch (action.type) {
    case "queue_joined":
      if (state.screen !== "menu" && state.screen !== "queue") return state;
      return { ...state, screen: "queue", queueMessage: action.message || null };
    case "queue_left":
    case "cancel_search":
      return state.screen === "queue" ? { ...state, screen: "menu", queueMessage: null } : state;
    case "invitation_accepted":
      if (state.screen !== "menu" && state.screen !== "queue") return state;
      return { ...state, screen: "countdown", battle: null, countdownMessage: null, queueMessage: null };
    case "battle_found":
      if (state.screen === "battle" && !isSameBattle(state, action.battle)) return state;
      return { ...INITIAL_ARENA, screen: "countdown", battle: action.battle };
    case "countdown_update":
      return state.screen === "countdown" ? { ...state, countdownMessage: action.message } : state;
    case "battle_started":
      if (state.screen === "battle" && !isSameBattle(state, action.battle)) return state;
      return { ...state, screen: "battle", battle: action.battle, winner: null, queueMessage: null };
    case "battle_update": {
      if (!isSameBattle(state, action.battle) || state.screen === "finished") return state;
      const screen = state.screen === "countdown" && action.battle.phase === "fighting" ? "battle" : state.screen;
      return { ...state, screen, battle: action.battle };
    }
    case "battle_ended":
      if (!isSameBattle(state, action.battle) && state.battle !== null) return state;
      if (state.battle === null && state.screen !== "countdown") return state;
      return { ...state, screen: "finished", battle: action.battle, winner: action.winner ?? winnerOf(action.battle) };
    case "rejoined_battle":
      return showBattle(state, action.battle, "battle");
    case "battle_watchers":
      if (state.battle?.id !== action.battleId) return state;
      return { ...state, watchers: { battleId: action.battleId, count: action.count, names: action.names } };
    case "tactic_chosen":
      return state.screen === "battle" ? { ...state, chosen: { turn: action.turn, tactic: action.tactic } } : state;
    case "return_to_arena":
      return state.screen === "finished" || state.screen === "battle" ? INITIAL_ARENA : state;
  }
}

/** How many watch the battle on screen: the latest batched count, else the count the battle came with. */
export function watchersOf(state: ArenaState): { count: number; names: readonly string[] } {
  if (state.watchers && state.watchers.battleId === state.battle?.id) return state.watchers;
  return { count: state.battle?.spectators ?? 0, names: [] };
}

/** The tactic this player picked for the battle's current turn, if any. */
export function chosenForTurn(state: ArenaState): TacticId | null {
  if (!state.battle || !state.chosen || state.chosen.turn !== state.battle.current_turn) return null;
  return state.chosen.tactic;
}
