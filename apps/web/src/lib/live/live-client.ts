// The tab's one live connection and its subscribers: messages by type, and the connection status.

import { fullPath } from "@antbrawl/protocol/paths/route";
import { WS_PATHS } from "@antbrawl/protocol/paths/ws";
import type { ClientMessage } from "@antbrawl/protocol/ws";
import type { ServerMessage, ServerMessageOf, ServerMessageType } from "@antbrawl/protocol/ws-server";
import type { LiveConnection, LiveStatus, SocketLike } from "./connection";

type Handler = (message: ServerMessage) => void;
type LiveBattle = ServerMessageOf<"rejoined_battle">["battle"];

/** The browser's WebSocket has every member of SocketLike; its handlers just take a wider event type. */
const browserSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

/** Keeps one connection per signed-in tab (its transport fetched on the first open) and fans its validated messages out by type. */
export class LiveClient {
  private connection: LiveConnection | null = null;
  private key: string | null = null;
  private readonly handlers = new Map<ServerMessageType | "*", Set<Handler>>();
  private readonly statusListeners = new Set<() => void>();
  private statusNow: LiveStatus = { state: "idle", text: null };
  private check: ((message: unknown) => message is ServerMessage) | null = null;
  /** Bumped by every open and close, so a transport that loads after a close opens nothing. */
  private generation = 0;
  /** This connection's battles not yet ended, each as last sent, for a store made after they arrived. */
  private readonly battles = new Map<string, LiveBattle>();

  constructor(private readonly openSocket: (url: string) => SocketLike = browserSocket) {}

  /** Connects as this player (again only if the player or token changed). */
  open(userId: string, token: string | null): void {
    const key = `${userId}\n${token ?? ""}`;
    if (this.key === key) return;
    this.close();
    this.key = key;
    const generation = this.generation;
    void import("./transport").then((transport) => {
      if (generation !== this.generation) return;
      this.check = transport.isServerMessage;
      const scheme = location.protocol === "https:" ? "wss" : "ws";
      this.connection = new transport.LiveConnection({
        url: `${scheme}://${location.host}${fullPath(WS_PATHS.socket, { userId })}`,
        token,
        openSocket: this.openSocket,
        onMessage: (message) => this.dispatch(message),
        onStatus: (status) => this.setStatus(status),
      });
      this.connection.open();
    });
  }

  /** Closes cleanly (code 1000, no reconnect): logout or leaving the app. */
  close(): void {
    this.generation += 1;
    this.connection?.close();
    this.connection = null;
    this.key = null;
  }

  /** Sends a client message when connected; answers whether it went out. */
  send(message: ClientMessage): boolean {
    return this.connection?.send(message) ?? false;
  }

  /** Calls `handler` for every message of `type` ("*" for all); answers the unsubscribe function. */
  subscribe<T extends ServerMessageType>(type: T | "*", handler: (message: ServerMessageOf<T>) => void): () => void {
    let set = this.handlers.get(type);
    if (!set) {
      set = new Set();
      this.handlers.set(type, set);
    }
    set.add(handler as Handler);
    return () => set.delete(handler as Handler);
  }

  get status(): LiveStatus {
    return this.statusNow;
  }

  /** For useSyncExternalStore: listens to status changes. */
  onStatus = (listener: () => void): (() => void) => {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  };

  /** The battles of this connection that have not ended, each as last sent, oldest first. */
  battlesInPlay(): LiveBattle[] {
    return [...this.battles.values()];
  }

  private setStatus(status: LiveStatus): void {
    if (status.state !== "open") this.battles.clear();
    this.statusNow = status;
    for (const listener of this.statusListeners) listener();
  }

  private dispatch(message: unknown): void {
    if (!this.check?.(message)) {
      console.warn("Unknown live message", message);
      return;
    }
    this.remember(message);
    for (const type of [message.type, "*"] as const) {
      for (const handler of this.handlers.get(type) ?? []) handler(message);
    }
  }

  private remember(message: ServerMessage): void {
    if (message.type === "battle_ended") this.battles.delete(message.battle.id);
    else if (BATTLE_STATES.has(message.type) && "battle" in message) {
      this.battles.delete(message.battle.id);
      if (message.battle.phase !== "finished") this.battles.set(message.battle.id, message.battle);
    }
  }
}

const BATTLE_STATES = new Set(["battle_found", "battle_started", "battle_update", "rejoined_battle"]);

/** The tab's live client. */
export const liveClient = new LiveClient();
