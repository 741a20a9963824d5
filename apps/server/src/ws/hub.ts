// Live connections of this node, and delivery of a player's numbered stream on whichever node holds them.
import { WS_CLOSE } from "@antbrawl/protocol/ws";
import type { ServerMessage, ServerMessageOf } from "@antbrawl/protocol/ws-server";
import { AddressSlots, WS_LIMITS } from "./admission";
import type { Bus, BusLogger } from "./bus";
import { HISTORY_LIMIT, type Missed, openStream, type UserStream, userChannel } from "./stream";
import { Topics } from "./topics";
import { wireText } from "./wire";

export interface LiveSocket {
  /** Text as given; a buffer (topics: encoded once for every member) goes out as a text frame with `binary: false`. */
  send(data: string | Buffer, options?: { binary?: boolean }): void;
  close(code?: number, reason?: string): void;
}

/** What a real socket (ws) also offers, used to wait for its close and to cut it when its peer does not answer. */
type ClosingSocket = LiveSocket & {
  readyState?: number;
  once?(event: "close", listener: () => void): void;
  terminate?(): void;
};
const CLOSED = 3;

/** A stream message, or (while Redis is down) one delivered on this node only, without a number. */
type Deliverable = ServerMessage & { seq?: number };

/** A socket receives the stream once its handshake said where it stands; until then messages wait in `held`. */
interface SocketState {
  live: boolean;
  held: Deliverable[];
  /** The hash of the session token that authenticated the socket: its session's end closes it. */
  sessionId: string | undefined;
}

/** How many recently ended sessions a node remembers, so a socket whose lookup raced the logout is refused too. */
const ENDED_MEMORY = 1000;

/** Hears a player's first socket on this node open (`true`) and their last one close (`false`). */
export type ConnectionListener = (userId: string, connected: boolean) => void;

/** Tracks sockets per user on this node and subscribes to the user's bus channel while any is open. */
export class Hub {
  private readonly sockets = new Map<string, Map<LiveSocket, SocketState>>();
  private readonly connectionListeners = new Set<ConnectionListener>();
  private readonly unsubscribers = new Map<string, Promise<() => Promise<void>>>();
  private readonly endedSessions = new Set<string>();
  readonly stream: UserStream;
  /** Shared channels that sockets of this node follow (a live battle's watchers). */
  readonly topics: Topics;
  /** Open sockets per client address on this node. */
  readonly addresses = new AddressSlots(WS_LIMITS.socketsPerAddress);

  constructor(
    private readonly bus: Bus,
    now: () => Date = () => new Date(),
    private readonly log: BusLogger = { warn() {}, info() {} },
  ) {
    this.stream = openStream(bus, now);
    this.topics = new Topics(bus);
  }

  /** Listens for the bus coming back; call once before serving. */
  async start(): Promise<void> {
    this.bus.events.on("up", this.resync);
  }

  async stop(): Promise<void> {
    this.bus.events.off("up", this.resync);
  }

  /**
   * Closes this node's sockets of ended sessions with 4401 and remembers the sessions, so a socket whose lookup raced
   * the end is refused too; answers how many sockets it closed. Other nodes are told by the users domain (session-ends).
   */
  closeSessions(sessionIds: Iterable<string>): number {
    const ending = new Set<string>();
    for (const sessionId of sessionIds) {
      ending.add(sessionId);
      this.endedSessions.add(sessionId);
    }
    while (this.endedSessions.size > ENDED_MEMORY) {
      const [oldest] = this.endedSessions;
      if (oldest === undefined) break;
      this.endedSessions.delete(oldest);
    }
    if (ending.size === 0) return 0;
    let closed = 0;
    for (const set of this.sockets.values()) {
      for (const [socket, state] of set) {
        if (state.sessionId !== undefined && ending.has(state.sessionId)) {
          socket.close(WS_CLOSE.unauthorized, "Session ended");
          closed += 1;
        }
      }
    }
    return closed;
  }

  /** The sessions (token hashes) of the sockets this node holds. */
  sessionIds(): Set<string> {
    const ids = new Set<string>();
    for (const set of this.sockets.values()) {
      for (const state of set.values()) if (state.sessionId !== undefined) ids.add(state.sessionId);
    }
    return ids;
  }

  /**
   * Registers an authenticated socket; stream messages are held for it until `startStream`. A player's socket beyond
   * `socketsPerPlayer` on this node closes their oldest with 4409; a socket of an ended session is closed with 4401.
   */
  async add(userId: string, socket: LiveSocket, sessionId?: string): Promise<void> {
    if (sessionId && this.endedSessions.has(sessionId)) {
      socket.close(WS_CLOSE.unauthorized, "Session ended");
      return;
    }
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Map();
      this.sockets.set(userId, set);
      this.unsubscribers.set(
        userId,
        this.bus.subscribe(userChannel(userId), (payload) => this.deliverLocal(userId, payload as Deliverable)),
      );
    }
    set.set(socket, { live: false, held: [], sessionId });
    if (set.size === 1) this.announce(userId, true);
    if (set.size > WS_LIMITS.socketsPerPlayer) {
      const [oldest] = set.keys();
      if (oldest) {
        set.delete(oldest);
        oldest.close(WS_CLOSE.superseded, "Superseded by a newer connection");
      }
    }
    await this.unsubscribers.get(userId);
  }

  /**
   * Starts the socket's stream. With `lastSeq`: every kept message after it, then a `resumed` summary (whose
   * `last_seq` may be lower after a counter reset), then what arrived meanwhile; each message once and in order.
   */
  async startStream(userId: string, socket: LiveSocket, lastSeq?: number): Promise<void> {
    const state = this.sockets.get(userId)?.get(socket);
    if (!state || state.live) return;
    let seen = 0;
    if (lastSeq !== undefined) {
      // Without the history (a Redis outage) the client is told it missed something and refetches.
      const missed = await this.stream
        .since(userId, lastSeq)
        .catch(() => ({ messages: [], complete: false, lastSeq }) satisfies Missed);
      for (const message of missed.messages) socket.send(JSON.stringify(message));
      seen = Math.min(Math.max(lastSeq, missed.messages.at(-1)?.seq ?? 0), missed.lastSeq);
      const resumed: ServerMessageOf<"resumed"> = {
        type: "resumed",
        replayed: missed.messages.length,
        complete: missed.complete,
        last_seq: missed.lastSeq,
      };
      socket.send(JSON.stringify(resumed));
    }
    for (const message of state.held)
      if (message.seq === undefined || message.seq > seen) socket.send(wireText(message));
    state.held = [];
    state.live = true;
  }

  /** Forgets a closed socket; answers the topics it was in. */
  async remove(userId: string, socket: LiveSocket): Promise<string[]> {
    const topics = await this.topics.leave(socket);
    const set = this.sockets.get(userId);
    if (!set) return topics;
    set.delete(socket);
    if (set.size > 0) return topics;
    this.sockets.delete(userId);
    this.announce(userId, false);
    const unsubscribe = this.unsubscribers.get(userId);
    this.unsubscribers.delete(userId);
    if (unsubscribe) await (await unsubscribe)().catch(() => undefined);
    return topics;
  }

  /**
   * Sends to every tab of the user on every node without a number and without keeping it for catch-up: for news that
   * the next message makes stale anyway (a battle's watcher count).
   */
  async sendTransient(userId: string, message: ServerMessage): Promise<void> {
    await this.bus.publish(userChannel(userId), message);
  }

  /**
   * Sends to every socket of the user on every node, numbered in the user's stream; answers the seq. While the
   * stream's store (Redis) is unreachable the message reaches this node's sockets only, unnumbered, and answers 0.
   */
  async sendToUser(userId: string, message: ServerMessage): Promise<number> {
    try {
      return await this.stream.publish(userId, message);
    } catch (error) {
      this.log.warn({ err: (error as Error).message, userId, type: message.type }, "delivered on this node only");
      this.deliverLocal(userId, message);
      return 0;
    }
  }

  /** Number of users with an open socket on this node. */
  localUserCount(): number {
    return this.sockets.size;
  }

  isOnlineHere(userId: string): boolean {
    return this.sockets.has(userId);
  }

  /** Players with a socket on this node. */
  localUserIds(): string[] {
    return [...this.sockets.keys()];
  }

  /** Calls `listener` when a player's first socket here opens or their last closes (presence); answers the unsubscribe. */
  onConnectionChange(listener: ConnectionListener): () => void {
    this.connectionListeners.add(listener);
    return () => this.connectionListeners.delete(listener);
  }

  /**
   * Closes every socket with `code` and resolves once each has closed; with `graceMs`, a socket whose peer has not
   * answered the close by then is cut (its close handlers then run at once).
   */
  async closeAll(code: number, reason: string, graceMs = 0): Promise<void> {
    const open = [...this.sockets.values()].flatMap((set) => [...set.keys()]) as ClosingSocket[];
    const closed = open.map(
      (socket) =>
        new Promise<void>((resolve) => {
          if (!socket.once || socket.readyState === CLOSED) resolve();
          else socket.once("close", () => resolve());
        }),
    );
    for (const socket of open) socket.close(code, reason);
    if (graceMs <= 0) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, graceMs);
    });
    await Promise.race([Promise.all(closed), late]);
    clearTimeout(timer);
    for (const socket of open) if (socket.readyState !== CLOSED) socket.terminate?.();
    await Promise.all(closed);
  }

  /**
   * After a bus outage every live socket may have missed messages from other nodes, and a Redis that restarted
   * empty numbers from 1 again: each is told `resumed { complete: false }` with where its stream now stands, so the
   * client resets its `seq` and refetches.
   */
  private readonly resync = () => {
    for (const [userId, set] of this.sockets) {
      void this.stream.latest(userId).then(
        (latest) => {
          const resumed: ServerMessageOf<"resumed"> = {
            type: "resumed",
            replayed: 0,
            complete: false,
            last_seq: latest,
          };
          for (const [socket, state] of set) if (state.live) socket.send(JSON.stringify(resumed));
        },
        () => undefined,
      );
    }
  };

  private announce(userId: string, connected: boolean): void {
    for (const listener of this.connectionListeners) {
      try {
        listener(userId, connected);
      } catch (error) {
        this.log.warn({ err: (error as Error).message, userId }, "connection listener failed");
      }
    }
  }

  private deliverLocal(userId: string, message: Deliverable): void {
    const text = wireText(message);
    for (const [socket, state] of this.sockets.get(userId) ?? []) {
      if (state.live) socket.send(text);
      else if (state.held.push(message) > HISTORY_LIMIT) state.held.shift();
    }
  }
}
