// This node's live rooms wired to the database (store, leases), the socket hub (outbox) and the bus (pokes).

import { LEASE_MS, LEASE_RENEW_MS } from "@antbrawl/rules/arena/live";
import { isTactic } from "@antbrawl/rules/battle/tactics";
import type { TacticId } from "@antbrawl/rules/battle/types";
import type { FastifyInstance } from "fastify";
import { settleLiveBattle } from "../../battles";
import { RoomHost } from "../../live/host";
import type { RoomHint } from "../../live/ports";
import type { Scheduler } from "../../live/scheduler";
import { WatcherCrowd } from "./crowd";
import { hubOutbox } from "./outbox";
import { databaseLeases, databaseLiveStore } from "./store";
import type { LiveRecord } from "./store-rows";
import { timedOutbox } from "./turn-metrics";

/** The bus channel on which a node that stored a choice (or a seat change) pokes the battle's driver. */
const LIVE_POKE_CHANNEL = "live_arena:poke";

/** What a node that stored something for a battle tells its driver: a seat's choice, or nothing (look again). */
export type LivePoke = { seat: number; turn: number; tactic: TacticId } | undefined;

/** Another domain's say on who may watch a battle: the refusal's text, or null to let the caller watch. */
export type SpectateGuard = (userId: string, battleId: string) => Promise<string | null>;

/** Drives the live battles whose lease this node holds; any node may take over one whose lease lapsed. */
export class LiveDriver {
  private readonly host: RoomHost<LiveRecord>;
  private stopPokes: (() => Promise<void>) | undefined;
  /** This node's batched watcher counts. */
  readonly crowd: WatcherCrowd;
  /** Asked in turn before a player starts watching (e.g. no scouting in a running tournament). */
  readonly spectateGuards: SpectateGuard[] = [];

  constructor(
    private readonly app: FastifyInstance,
    scheduler: Scheduler,
    readonly nodeId: string,
  ) {
    const { db, config } = app.deps;
    this.crowd = new WatcherCrowd(app, scheduler);
    this.host = new RoomHost<LiveRecord>({
      owner: nodeId,
      store: databaseLiveStore(db, app.deps.events, settleLiveBattle),
      leases: databaseLeases(db),
      outbox: timedOutbox(hubOutbox(app), app.deps.metrics, () => app.deps.now().getTime()),
      clock: { ...scheduler, now: () => app.deps.now().getTime() },
      turnMs: config.liveTurnMs,
      leaseMs: LEASE_MS,
      renewMs: LEASE_RENEW_MS,
      retryMs: LEASE_RENEW_MS,
      log: app.log,
    });
  }

  /** Subscribes to pokes and runs the first heartbeat (taking over battles left by a stopped node). */
  async start(): Promise<void> {
    this.stopPokes = await this.app.deps.bus.subscribe(LIVE_POKE_CHANNEL, (payload) => {
      const { battle_id: battleId, ...poke } = payload as { battle_id?: unknown } & Loose;
      if (typeof battleId === "string") this.host.hint(battleId, hintOf(poke));
    });
    await this.host.start();
  }

  /** Stops driving: timers cleared, running work awaited, leases released so another node continues at once. */
  async stop(): Promise<void> {
    await this.stopPokes?.();
    this.crowd.stop();
    const ids = await this.host.stop();
    await databaseLeases(this.app.deps.db)
      .release(this.nodeId, ids)
      .catch((error: unknown) => {
        this.app.log.warn({ err: error }, "live battle leases not released");
      });
  }

  /** Stops at once without releasing any lease, as a killed node would (tests); other nodes take over on expiry. */
  async abandon(): Promise<void> {
    this.host.abandon();
    await this.stopPokes?.();
  }

  /** Resolves when no room step, heartbeat or watcher-count flush of this node is running. */
  async idle(): Promise<void> {
    await this.host.idle();
    await this.crowd.idle();
  }

  /** Battles this node drives now. */
  drivenIds(): string[] {
    return this.host.drivenIds();
  }

  /**
   * Claims a new battle's lease and starts its countdown (`battle_found`, then `countdown_update`s); false when another
   * node already drives it (its heartbeat took the unclaimed battle first; it announces the battle the same way).
   */
  async begin(battleId: string): Promise<boolean> {
    return (await this.host.begin([battleId])).length === 1;
  }

  /** `begin` for a wave of new battles: their leases claimed in one write, their rooms loaded together. */
  beginMany(battleIds: readonly string[]): Promise<string[]> {
    return this.host.begin(battleIds);
  }

  /**
   * Tells the driving node what was stored for a battle (a choice, or a seat that came or went). Never fails: with
   * the bus down the driver still resolves the turn at its deadline.
   */
  async poke(battleId: string, poke?: LivePoke): Promise<void> {
    if (this.host.hint(battleId, hintOf(poke))) return;
    await this.app.deps.bus.publish(LIVE_POKE_CHANNEL, { battle_id: battleId, ...poke }).catch((error: unknown) => {
      this.app.log.warn({ err: error, battleId }, "live battle poke not published; the turn clock resolves it");
    });
  }
}

type Loose = { seat?: unknown; turn?: unknown; tactic?: unknown };

function hintOf(poke: Loose | undefined): RoomHint {
  const { seat, turn, tactic } = poke ?? {};
  return typeof seat === "number" && typeof turn === "number" && isTactic(tactic)
    ? { seat, turn, tactic }
    : { refresh: true };
}
