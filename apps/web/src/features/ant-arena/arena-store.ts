// The arena's state for the tab's whole life: fed by every live message even while the Ant Arena is not on screen,
// so a player who queues and looks at another page comes back to the queue (or the battle that was found meanwhile).
import type { ServerMessage } from "@antbrawl/protocol/ws-server";
import { liveClient } from "../../lib/live/live-client";
import { type ArenaMessage, type ArenaMessageKind, addMessage, countdownShown, messageFor } from "./arena-messages";
import { type ArenaAction, type ArenaState, arenaReducer, INITIAL_ARENA } from "./arena-state";

export interface ArenaSnapshot {
  state: ArenaState;
  messages: readonly ArenaMessage[];
}

const EMPTY: ArenaSnapshot = { state: INITIAL_ARENA, messages: [] };

/** One per tab: the reducer's state and the message box, for the signed-in player; forgotten when the socket closes. */
export class ArenaStore {
  private snapshot: ArenaSnapshot = EMPTY;
  private userId: string | null = null;
  private readonly listeners = new Set<() => void>();
  private lastStatusText: string | null = null;

  constructor() {
    liveClient.subscribe("*", (message) => this.receive(message));
    liveClient.onStatus(() => this.statusChanged());
  }

  /**
   * Starts afresh when another player signs in on this tab (read during render, so it notifies no one), from the
   * battles the connection already brought (a socket that opened before this store was made).
   */
  bind(userId: string): void {
    if (this.userId === userId) return;
    this.userId = userId;
    let state = INITIAL_ARENA;
    for (const battle of liveClient.battlesInPlay()) state = arenaReducer(state, { type: "rejoined_battle", battle });
    this.snapshot = { ...EMPTY, state };
  }

  /** The running battle the player sits in, if the arena is on one (countdown or turns). */
  seatedBattle(): { id: string; battleType: string } | null {
    const { screen, battle } = this.snapshot.state;
    if (!battle || (screen !== "battle" && screen !== "countdown")) return null;
    if (!battle.participants.some((p) => p.user_id === this.userId)) return null;
    return { id: battle.id, battleType: battle.battle_type };
  }

  get current(): ArenaSnapshot {
    return this.snapshot;
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  dispatch(action: ArenaAction): void {
    const state = arenaReducer(this.snapshot.state, action);
    if (state !== this.snapshot.state) this.set({ ...this.snapshot, state });
  }

  say(kind: ArenaMessageKind, text: string): void {
    this.set({ ...this.snapshot, messages: addMessage(this.snapshot.messages, kind, text) });
  }

  private set(next: ArenaSnapshot): void {
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }

  private statusChanged(): void {
    const status = liveClient.status;
    if (status.state === "idle") {
      this.lastStatusText = null;
      this.set(EMPTY);
      return;
    }
    if (status.state === "open") this.watchAgain();
    if (status.text && status.text !== this.lastStatusText)
      this.say(status.state === "failed" ? "error" : "system", status.text);
    this.lastStatusText = status.text;
  }

  /** A watcher's socket that closed stopped the watching on the server: a new one asks to watch again. */
  private watchAgain(): void {
    const { screen, battle } = this.snapshot.state;
    if (!this.userId || !battle || (screen !== "battle" && screen !== "countdown")) return;
    if (battle.participants.some((p) => p.user_id === this.userId)) return;
    liveClient.send({ type: "spectate_battle", battle_id: battle.id });
  }

  private receive(message: ServerMessage): void {
    if (!this.userId) return;
    const line = messageFor(message, this.userId);
    if (line) this.say(line.kind, line.text);
    const action = actionFor(message);
    if (action) this.dispatch(action);
  }
}

/** The reducer action of a live message, if it moves the arena. */
function actionFor(message: ServerMessage): ArenaAction | null {
  switch (message.type) {
    case "queue_joined":
      return { type: message.type, message: message.message };
    case "countdown_update":
      return { type: message.type, message: countdownShown(message) };
    case "queue_left":
      return { type: "queue_left" };
    case "battle_found":
    case "battle_started":
    case "battle_update":
    case "rejoined_battle":
      return { type: message.type, battle: message.battle };
    case "battle_ended":
      return { type: "battle_ended", battle: message.battle, winner: message.winner };
    case "battle_watchers":
      return { type: "battle_watchers", battleId: message.battle_id, count: message.count, names: message.names };
    default:
      return null;
  }
}

let store: ArenaStore | null = null;

/** The tab's arena store, created (and subscribed to the live client) on first use. */
export function arenaStore(): ArenaStore {
  store ??= new ArenaStore();
  return store;
}
