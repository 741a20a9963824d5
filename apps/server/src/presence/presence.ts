// Who is online: a player with an open live connection on any node. In memory on one node; shared through Redis.
import type { BusLogger } from "../ws/bus";
import type { Hub } from "../ws/hub";

/** Told when a player comes online (their first socket anywhere) or goes offline (their last one, or a lapsed lease). */
export type PresenceListener = (userId: string, online: boolean) => void;

export interface Presence {
  kind: "memory" | "redis";
  /** The given players that are online now (on any node). */
  onlineOf(userIds: readonly string[]): Promise<Set<string>>;
  onChange(listener: PresenceListener): () => void;
  start(): Promise<void>;
  /** Clean shutdown: this node's players stop counting as online here. */
  stop(): Promise<void>;
  /** Stops keeping this node's leases alive without removing them, as a crashed node would (tests). */
  abandon(): void;
}

/** Shared by both kinds: listeners and the hub's connection events. */
export class PresenceBase {
  private readonly listeners = new Set<PresenceListener>();
  private unhook: (() => void) | undefined;
  protected abandoned = false;

  constructor(
    protected readonly hub: Hub,
    protected readonly log: BusLogger,
  ) {}

  onChange(listener: PresenceListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  protected emit(userId: string, online: boolean): void {
    if (this.abandoned) return;
    for (const listener of this.listeners) listener(userId, online);
  }

  protected hookHub(onConnection: (userId: string, connected: boolean) => void): void {
    this.unhook = this.hub.onConnectionChange((userId, connected) => {
      if (!this.abandoned) onConnection(userId, connected);
    });
  }

  protected unhookHub(): void {
    this.unhook?.();
    this.unhook = undefined;
  }
}

/** One node: online means a socket on this node, announced as the hub sees it open and close. */
export class MemoryPresence extends PresenceBase implements Presence {
  readonly kind = "memory" as const;

  async onlineOf(userIds: readonly string[]): Promise<Set<string>> {
    return new Set(userIds.filter((id) => this.hub.isOnlineHere(id)));
  }

  async start(): Promise<void> {
    this.hookHub((userId, connected) => this.emit(userId, connected));
  }

  async stop(): Promise<void> {
    this.unhookHub();
  }

  abandon(): void {
    this.abandoned = true;
    this.unhookHub();
  }
}
