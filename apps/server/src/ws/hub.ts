// Live connections of this node, and delivery of messages to a player on whichever node holds them.
import type { ServerMessage } from "@antbrawl/protocol/ws";
import type { Bus } from "./bus";

export interface LiveSocket {
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

const channelOf = (userId: string) => `user:${userId}`;

/** Tracks sockets per user on this node and subscribes to the user's bus channel while any is open. */
export class Hub {
  private readonly sockets = new Map<string, Set<LiveSocket>>();
  private readonly unsubscribers = new Map<string, Promise<() => Promise<void>>>();

  constructor(private readonly bus: Bus) {}

  /** Registers an authenticated socket; resolves once messages published anywhere will reach it. */
  async add(userId: string, socket: LiveSocket): Promise<void> {
    let set = this.sockets.get(userId);
    if (!set) {
      set = new Set();
      this.sockets.set(userId, set);
      this.unsubscribers.set(
        userId,
        this.bus.subscribe(channelOf(userId), (payload) => this.deliverLocal(userId, payload as ServerMessage)),
      );
    }
    set.add(socket);
    await this.unsubscribers.get(userId);
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

  /** Sends to every socket of the user on every node. */
  async sendToUser(userId: string, message: ServerMessage): Promise<void> {
    await this.bus.publish(channelOf(userId), message);
  }

  /** Number of users with an open socket on this node. */
  localUserCount(): number {
    return this.sockets.size;
  }

  isOnlineHere(userId: string): boolean {
    return this.sockets.has(userId);
  }

  closeAll(code: number, reason: string): void {
    for (const set of this.sockets.values()) for (const socket of set) socket.close(code, reason);
  }

  private deliverLocal(userId: string, message: ServerMessage): void {
    const text = JSON.stringify(message);
    for (const socket of this.sockets.get(userId) ?? []) socket.send(text);
  }
}
