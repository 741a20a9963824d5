// The live rooms of one node: leases claimed, renewed and taken over through a lease store; hints routed to rooms.
import { LiveRoom, type LiveRoomDeps } from "./live-room";
import type { LeaseStore, RoomHint } from "./ports";
import type { TimerHandle } from "./scheduler";

/** Battles a node takes over per heartbeat at most. */
const TAKEOVER_BATCH = 20;

export interface RoomHostDeps<R> extends Omit<LiveRoomDeps<R>, "onClosed"> {
  leases: LeaseStore;
  /** How often leases are renewed and lapsed ones looked for. */
  renewMs: number;
}

/** Drives the live battles whose lease this node holds; any node may take over one whose lease lapsed. */
export class RoomHost<R> {
  private readonly rooms = new Map<string, LiveRoom<R>>();
  /** Rooms that closed while a step still ran (their last messages are being sent). */
  private readonly closing = new Set<LiveRoom<R>>();
  private heartbeatTimer: TimerHandle | null = null;
  private heartbeatRunning: Promise<void> | null = null;
  private stopped = false;

  constructor(private readonly deps: RoomHostDeps<R>) {}

  get owner(): string {
    return this.deps.owner;
  }

  /** Battles this node drives now. */
  drivenIds(): string[] {
    return [...this.rooms.keys()];
  }

  /** True when this node drives the battle. */
  drives(battleId: string): boolean {
    return this.rooms.has(battleId);
  }

  /** Claims new battles' leases in one write and opens their rooms; answers those begun here (not driven elsewhere). */
  async begin(battleIds: readonly string[]): Promise<string[]> {
    if (this.stopped || battleIds.length === 0) return [];
    const now = this.deps.clock.now();
    const claimed = await this.deps.leases.claim(battleIds, this.owner, now, now + this.deps.leaseMs);
    for (const battleId of claimed) this.open(battleId);
    return claimed;
  }

  /** Passes a hint to the battle's room; false when this node does not drive it. */
  hint(battleId: string, hint: RoomHint): boolean {
    const room = this.rooms.get(battleId);
    room?.hint(hint);
    return room !== undefined;
  }

  /** Runs the first heartbeat (taking over battles left by a stopped node), then one every `renewMs`. */
  start(): Promise<void> {
    return this.heartbeat();
  }

  /** Stops every room and the heartbeat, and waits for running work; answers the battles that were driven. */
  async stop(): Promise<string[]> {
    this.stopped = true;
    this.deps.clock.clearTimeout(this.heartbeatTimer);
    const ids = this.drivenIds();
    for (const room of this.rooms.values()) room.close();
    await this.idle();
    this.rooms.clear();
    return ids;
  }

  /** Stops at once: no heartbeat, no room, nothing awaited and no lease released (as a killed node would). */
  abandon(): void {
    this.stopped = true;
    this.deps.clock.clearTimeout(this.heartbeatTimer);
    for (const room of this.rooms.values()) room.close();
    this.rooms.clear();
  }

  /** Resolves when no step of a room and no heartbeat of this node is running. */
  async idle(): Promise<void> {
    for (;;) {
      const running = [...this.rooms.values(), ...this.closing].flatMap((room) => (room.busy ? [room.busy] : []));
      if (this.heartbeatRunning) running.push(this.heartbeatRunning);
      if (running.length === 0) return;
      await Promise.all(running);
    }
  }

  private open(battleId: string): void {
    if (this.stopped || this.rooms.has(battleId)) return;
    const room: LiveRoom<R> = new LiveRoom(battleId, {
      ...this.deps,
      onClosed: () => {
        if (this.rooms.get(battleId) === room) this.rooms.delete(battleId);
        const busy = room.busy;
        if (!busy) return;
        this.closing.add(room);
        void busy.finally(() => this.closing.delete(room));
      },
    });
    this.rooms.set(battleId, room);
    room.run();
  }

  private heartbeat(): Promise<void> {
    this.heartbeatRunning ??= this.beat().finally(() => {
      this.heartbeatRunning = null;
      this.armHeartbeat();
    });
    return this.heartbeatRunning;
  }

  /** Renews this node's leases (closing rooms another node took), then takes over lapsed ones. */
  private async beat(): Promise<void> {
    if (this.stopped) return;
    const { leases, clock, leaseMs, log } = this.deps;
    try {
      const now = clock.now();
      const held = new Set(await leases.renew(this.owner, now + leaseMs));
      for (const [battleId, room] of this.rooms) if (!held.has(battleId)) room.close();
      for (const battleId of held) this.open(battleId);
      for (const battleId of await leases.takeOver(this.owner, now, now + leaseMs, TAKEOVER_BATCH)) {
        log.info({ battleId, nodeId: this.owner }, "live battle taken over");
        this.open(battleId);
      }
    } catch (error) {
      log.warn({ err: error }, "live battle heartbeat failed");
    }
  }

  private armHeartbeat(): void {
    if (this.stopped) return;
    this.deps.clock.clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = this.deps.clock.setTimeout(() => {
      this.heartbeatTimer = null;
      void this.heartbeat();
    }, this.deps.renewMs);
  }
}
