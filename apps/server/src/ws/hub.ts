// Live connections of this node, and delivery of a player's numbered stream on whichever node holds them.
import type { SequencedMessage, ServerMessage, ServerMessageOf } from "@antbrawl/protocol/ws-server";
import type { Bus } from "./bus";
import { HISTORY_LIMIT, type Missed, openStream, type UserStream, userChannel } from "./stream";
import { wireText } from "./wire";

export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

/** A socket receives the stream once its handshake said where it stands; until then messages wait in `held`. */
interface SocketState {
  live: boolean;
  held: SequencedMessage[];
}

/** Tracks sockets per user on this node and subscribes to the user's bus channel while any is open. */
export class Hub {
  private readonly sockets = new Map<string, Map<LiveSocket, SocketState>>();
  private readonly unsubscribers = new Map<string, Promise<() => Promise<void>>>();
  readonly stream: UserStream;

  constructor(
    private readonly bus: Bus,
    now: () => Date = () => new Date(),
  ) {
    this.stream = openStream(bus, now);
  }

  /** Registers an authenticated socket; stream messages are held for it until `startStream`. */
  async add(userId: string, socket: LiveSocket): Promise<void> {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Map();
      this.sockets.set(userId, set);
      this.unsubscribers.set(
        userId,
        this.bus.subscribe(userChannel(userId), (payload) => this.deliverLocal(userId, payload as SequencedMessage)),
      );
    }
    set.set(socket, { live: false, held: [] });
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
    for (const message of state.held) if (message.seq > seen) socket.send(wireText(message));
    state.held = [];
    state.live = true;
  }

  async remove(userId: string, socket: LiveSocket): Promise<void> {
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socket);
    if (set.size > 0) return;
    this.sockets.delete(userId);
    const unsubscribe = this.unsubscribers.get(userId);
    this.unsubscribers.delete(userId);
    if (unsubscribe) await (await unsubscribe)();
  }

  /** Sends to every socket of the user on every node, numbered in the user's stream; answers the seq. */
  async sendToUser(userId: string, message: ServerMessage): Promise<number> {
    return this.stream.publish(userId, message);
  }

  /** Number of users with an open socket on this node. */
  localUserCount(): number {
    return this.sockets.size;
  }

  isOnlineHere(userId: string): boolean {
    return this.sockets.has(userId);
  }

  closeAll(code: number, reason: string): void {
    for (const set of this.sockets.values()) for (const socket of set.keys()) socket.close(code, reason);
  }

  private deliverLocal(userId: string, message: SequencedMessage): void {
    const text = wireText(message);
    for (const [socket, state] of this.sockets.get(userId) ?? []) {
      if (state.live) socket.send(text);
      else if (state.held.push(message) > HISTORY_LIMIT) state.held.shift();
    }
  }
}
