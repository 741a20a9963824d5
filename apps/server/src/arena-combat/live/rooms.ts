// [AC3] This node's running Arena Combat rooms: loaded from the store when a socket watches or commands, kept in step
// with commands stored on any node through the bus, and closed when nobody here watches.
import { ARENA_COMBAT_ERRORS, type ArenaCommand } from "@antbrawl/protocol/arena-combat";
import type { TopdownCommand } from "@antbrawl/rules/topdown/index";
import type { Db } from "../../db/database";
import { conflict, notFound } from "../../lib/domain-error";
import type { Scheduler } from "../../live/scheduler";
import type { Bus, BusLogger } from "../../ws/bus";
import { findArenaCombat } from "../repository";
import { loadFightInput } from "./load";
import { CombatRoom, type FrameSocket } from "./room";

/** The bus channel that carries a fight's stored commands to every node's room. */
const channelOf = (battleId: string) => `arena-combat:${battleId}`;

type StoredCommand = { command: ArenaCommand; index: number };

const toRules = (command: ArenaCommand): TopdownCommand => ({
  tick: command.tick,
  antId: command.ant_id,
  text: command.text,
});

export interface CombatRoomsDeps {
  db: Db;
  bus: Bus;
  now(): number;
  clock: Scheduler;
  log: BusLogger;
}

export class CombatRooms {
  private readonly rooms = new Map<string, Promise<CombatRoom>>();
  private readonly loaded = new Map<string, CombatRoom>();
  private readonly unsubscribers = new Map<string, Promise<() => Promise<void>>>();
  private readonly watching = new Map<FrameSocket, string>();

  constructor(private readonly deps: CombatRoomsDeps) {}

  /**
   * The caller's open fight's room, loaded when this node has none: 404 'Arena combat not found' for another player's
   * or an unknown fight, 409 when it has finished or expired.
   */
  async open(userId: string, battleId: string): Promise<CombatRoom> {
    const found = await findArenaCombat(this.deps.db, battleId);
    if (!found || found.combat.user_id !== userId) throw notFound(ARENA_COMBAT_ERRORS.notFound);
    const over = found.combat.ended_at !== null || found.battle.status !== "in_progress";
    const expired = found.combat.expires_at.getTime() <= this.deps.now();
    if (over || expired) {
      throw conflict(found.battle.status === "completed" ? ARENA_COMBAT_ERRORS.finished : ARENA_COMBAT_ERRORS.expired);
    }
    let room = this.rooms.get(battleId);
    if (!room) {
      room = this.load(battleId, found);
      this.rooms.set(battleId, room);
      room.catch(() => this.rooms.delete(battleId));
    }
    return room;
  }

  /** Makes the socket a watcher of the fight (leaving the one it watched before) and sends it where the fight stands. */
  async watch(userId: string, battleId: string, socket: FrameSocket): Promise<void> {
    const room = await this.open(userId, battleId);
    if (this.watching.get(socket) !== battleId) await this.unwatch(socket);
    this.watching.set(socket, battleId);
    room.watch(socket);
  }

  /** Takes the socket out of the fight it watches, if any. */
  async unwatch(socket: FrameSocket): Promise<void> {
    const battleId = this.watching.get(socket);
    if (battleId === undefined) return;
    this.watching.delete(socket);
    const room = await this.rooms.get(battleId)?.catch(() => undefined);
    room?.unwatch(socket);
  }

  /**
   * A command stored for the fight: this node's room takes it at once, the others hear it on the bus. With the bus
   * down the command is still stored and settles the fight; only a tab on another node draws it late (its room is
   * built again from the store when that tab watches again).
   */
  async stored(battleId: string, stored: StoredCommand): Promise<void> {
    (await this.rooms.get(battleId)?.catch(() => undefined))?.take(toRules(stored.command), stored.index);
    try {
      await this.deps.bus.publish(channelOf(battleId), stored);
    } catch (error) {
      this.deps.log.warn(
        { err: (error as Error).message, battleId },
        "arena combat command not relayed to other nodes",
      );
    }
  }

  /** Closes every room (the node is stopping). */
  async closeAll(): Promise<void> {
    await Promise.allSettled([...this.rooms.values()]);
    for (const room of [...this.loaded.values()]) room.close();
    this.watching.clear();
  }

  /** Rooms running on this node. */
  get size(): number {
    return this.rooms.size;
  }

  private async load(battleId: string, found: NonNullable<Awaited<ReturnType<typeof findArenaCombat>>>) {
    const fight = await loadFightInput(this.deps.db, found);
    const room = new CombatRoom({
      battleId,
      userId: found.combat.user_id,
      input: fight.input,
      startedAt: fight.startedAt,
      commands: found.combat.commands.map(toRules),
      now: this.deps.now,
      clock: this.deps.clock,
      onClosed: () => this.forget(battleId, room),
    });
    this.loaded.set(battleId, room);
    this.unsubscribers.set(
      battleId,
      this.deps.bus.subscribe(channelOf(battleId), (payload) => {
        const stored = payload as StoredCommand;
        if (stored?.command && Number.isInteger(stored.index)) room.take(toRules(stored.command), stored.index);
      }),
    );
    return room;
  }

  private forget(battleId: string, room: CombatRoom): void {
    if (this.loaded.get(battleId) !== room) return;
    this.loaded.delete(battleId);
    this.rooms.delete(battleId);
    for (const [socket, watched] of this.watching) if (watched === battleId) this.watching.delete(socket);
    const unsubscribe = this.unsubscribers.get(battleId);
    this.unsubscribers.delete(battleId);
    void unsubscribe?.then((off) => off());
  }
}
