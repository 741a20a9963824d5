import type { ServerMessage } from "@antbrawl/protocol/ws-server";
import { countdownMessage, LEASE_MS, LEASE_RENEW_MS, SEAT_HOLD_MS, turnReady } from "@antbrawl/rules/arena/live";
import type { BattleState } from "@antbrawl/rules/battle/types";
import type { FastifyInstance } from "fastify";
import { participantsOf } from "../../battles";
import { notifyItemsWon } from "../../lab";
import type { Scheduler, TimerHandle } from "../../live/scheduler";
import { notifyBattleCompleted } from "../../ws/notify";
import { loadLiveBattle } from "./present";
import {
  claimLease,
  clearSpectators,
  findLive,
  type LiveRow,
  releaseLeases,
  renewLeases,
  spectatorsOf,
  takeOverExpired,
  updateDriven,
} from "./repository";
import { playTurn } from "./turn";

/** The bus channel on which a node that stored a choice (or a seat change) pokes the battle's driver. */
export const LIVE_POKE_CHANNEL = "live_arena:poke";
/** Battles a node takes over per heartbeat at most. */
const TAKEOVER_BATCH = 20;

interface Driven {
  timer: TimerHandle | null;
  running: Promise<void> | null;
  again: boolean;
  /** The state after the turns played, so a turn is not replayed from the log each time. */
  cache: BattleState | null;
  /** The last countdown second announced by this node. */
  countdownSent: number | null;
}

/** Drives the live battles whose lease this node holds; any node may take over one whose lease lapsed. */
export class LiveDriver {
  private readonly driven = new Map<string, Driven>();
  private heartbeatTimer: TimerHandle | null = null;
  private heartbeatRunning: Promise<void> | null = null;
  private closed = false;
  private stopPokes: (() => Promise<void>) | undefined;

  constructor(
    private readonly app: FastifyInstance,
    private readonly scheduler: Scheduler,
    readonly nodeId: string,
  ) {}

  private get db() {
    return this.app.deps.db;
  }

  private now(): Date {
    return this.app.deps.now();
  }

  /** The turn clock (LIVE_TURN_MS in the configuration). */
  private get turnMs(): number {
    return this.app.deps.config.liveTurnMs;
  }

  /** Subscribes to pokes and runs the first heartbeat (taking over battles left by a stopped node). */
  async start(): Promise<void> {
    this.stopPokes = await this.app.deps.bus.subscribe(LIVE_POKE_CHANNEL, (payload) => {
      const battleId = (payload as { battle_id?: unknown }).battle_id;
      if (typeof battleId === "string" && this.driven.has(battleId)) this.tick(battleId);
    });
    await this.heartbeat();
  }

  /** Stops driving: timers cleared, running work awaited, leases released so another node continues at once. */
  async stop(): Promise<void> {
    this.closed = true;
    this.scheduler.clearTimeout(this.heartbeatTimer);
    await this.stopPokes?.();
    for (const entry of this.driven.values()) this.scheduler.clearTimeout(entry.timer);
    await this.idle();
    const ids = [...this.driven.keys()];
    this.driven.clear();
    await releaseLeases(this.db, this.nodeId, ids).catch((error: unknown) => {
      this.app.log.warn({ err: error }, "live battle leases not released");
    });
  }

  /** Stops at once without releasing any lease, as a killed node would (tests); other nodes take over on expiry. */
  async abandon(): Promise<void> {
    this.closed = true;
    this.scheduler.clearTimeout(this.heartbeatTimer);
    for (const entry of this.driven.values()) this.scheduler.clearTimeout(entry.timer);
    this.driven.clear();
    await this.stopPokes?.();
  }

  /** Resolves when no tick or heartbeat of this node is running. */
  async idle(): Promise<void> {
    for (;;) {
      const running = [...this.driven.values()].flatMap((entry) => (entry.running ? [entry.running] : []));
      if (this.heartbeatRunning) running.push(this.heartbeatRunning);
      if (running.length === 0) return;
      await Promise.all(running.map((work) => work.catch(() => undefined)));
    }
  }

  /** Battles this node drives now. */
  drivenIds(): string[] {
    return [...this.driven.keys()];
  }

  /**
   * Claims a new battle's lease and starts its countdown (`battle_found`, then `countdown_update`s); false when another
   * node already drives it (its heartbeat took the unclaimed battle first; it announces the battle the same way).
   */
  async begin(battleId: string): Promise<boolean> {
    if (this.closed) return false;
    const now = this.now();
    if (!(await claimLease(this.db, battleId, this.nodeId, now, this.leaseEnd(now)))) return false;
    this.drive(battleId);
    return true;
  }

  /**
   * Asks the driving node to look at a battle again (a choice was stored, a seat came or went). Never fails: with the
   * bus down the driver still resolves the turn at its deadline.
   */
  async poke(battleId: string): Promise<void> {
    if (this.driven.has(battleId)) return this.tick(battleId);
    await this.app.deps.bus.publish(LIVE_POKE_CHANNEL, { battle_id: battleId }).catch((error: unknown) => {
      this.app.log.warn({ err: error, battleId }, "live battle poke not published; the turn clock resolves it");
    });
  }

  private drive(battleId: string): void {
    if (this.closed || this.driven.has(battleId)) return;
    this.driven.set(battleId, { timer: null, running: null, again: false, cache: null, countdownSent: null });
    this.tick(battleId);
  }

  private drop(battleId: string): void {
    const entry = this.driven.get(battleId);
    if (!entry) return;
    this.scheduler.clearTimeout(entry.timer);
    this.driven.delete(battleId);
  }

  /** Runs one step of a battle now; a step already running runs once more when it ends. */
  private tick(battleId: string): void {
    const entry = this.driven.get(battleId);
    if (!entry || this.closed) return;
    if (entry.running) {
      entry.again = true;
      return;
    }
    this.scheduler.clearTimeout(entry.timer);
    entry.timer = null;
    entry.running = this.step(battleId, entry)
      .catch((error: unknown) => {
        this.app.log.error({ err: error, battleId }, "live battle step failed; retrying");
        this.schedule(battleId, entry, LEASE_RENEW_MS);
      })
      .finally(() => {
        entry.running = null;
        if (entry.again && this.driven.get(battleId) === entry) {
          entry.again = false;
          this.tick(battleId);
        }
      });
  }

  private schedule(battleId: string, entry: Driven, delayMs: number): void {
    if (this.closed || this.driven.get(battleId) !== entry) return;
    this.scheduler.clearTimeout(entry.timer);
    entry.timer = this.scheduler.setTimeout(
      () => {
        entry.timer = null;
        this.tick(battleId);
      },
      Math.max(0, delayMs),
    );
  }

  private async step(battleId: string, entry: Driven): Promise<void> {
    const row = await findLive(this.db, battleId);
    if (!row || row.phase === "finished" || row.lease_owner !== this.nodeId) return this.drop(battleId);
    if (row.phase === "countdown") return this.countdown(row, entry);
    const now = this.now().getTime();
    const deadline = row.turn_ends_at?.getTime() ?? now;
    const seats = [
      { chosen: row.pending_0 !== null, leftAt: row.connected_0 ? null : (row.left_at_0?.getTime() ?? now) },
      { chosen: row.pending_1 !== null, leftAt: row.connected_1 ? null : (row.left_at_1?.getTime() ?? now) },
    ];
    if (!turnReady(seats, deadline, now)) {
      const expiries = seats.flatMap((s) => (!s.chosen && s.leftAt !== null ? [s.leftAt + SEAT_HOLD_MS] : []));
      return this.schedule(battleId, entry, Math.min(deadline, ...expiries) - now);
    }
    await this.resolveTurn(row, entry);
  }

  private async countdown(row: LiveRow, entry: Driven): Promise<void> {
    const now = this.now();
    const left = row.countdown_ends_at.getTime() - now.getTime();
    // A busy node may reach a battle after its countdown ended: the players still hear battle_found first.
    if (entry.countdownSent === null) {
      const battle = await loadLiveBattle(this.db, row.battle_id, { turnMs: this.turnMs });
      if (battle) await this.broadcast(row.battle_id, { type: "battle_found", battle });
      if (left <= 0) entry.countdownSent = 0;
    }
    if (left > 0) {
      const seconds = Math.ceil(left / 1000);
      if (entry.countdownSent !== seconds) {
        entry.countdownSent = seconds;
        await this.broadcast(row.battle_id, { type: "countdown_update", message: countdownMessage(seconds) });
      }
      return this.schedule(row.battle_id, entry, left - (seconds - 1) * 1000);
    }
    const started = await updateDriven(
      this.db,
      row.battle_id,
      this.nodeId,
      { phase: "countdown", turn: 0 },
      {
        phase: "fighting",
        turn: 1,
        turn_ends_at: new Date(now.getTime() + this.turnMs),
        lease_until: this.leaseEnd(now),
        updated_at: now,
      },
    );
    if (!started) return this.schedule(row.battle_id, entry, 0);
    const battle = await loadLiveBattle(this.db, row.battle_id, { turnMs: this.turnMs });
    if (battle) await this.broadcast(row.battle_id, { type: "battle_started", battle });
    this.schedule(row.battle_id, entry, this.turnMs);
  }

  /** Plays the turn (and on the last one settles the battle) in one transaction, then tells players and spectators. */
  private async resolveTurn(row: LiveRow, entry: Driven): Promise<void> {
    const battleId = row.battle_id;
    const now = this.now();
    const played = await this.db.transaction().execute((trx) =>
      playTurn(trx, row, {
        owner: this.nodeId,
        cache: entry.cache,
        now,
        leaseUntil: this.leaseEnd(now),
        turnMs: this.turnMs,
      }),
    );
    if (!played) return this.schedule(battleId, entry, LEASE_RENEW_MS);
    entry.cache = played.next;
    const battle = await loadLiveBattle(this.db, battleId, {
      turnMs: this.turnMs,
      state: played.finished ? undefined : played.next,
    });
    if (battle) await this.broadcast(battleId, { type: "battle_update", battle });
    if (!played.finished) return this.schedule(battleId, entry, this.turnMs);
    this.drop(battleId);
    if (battle) {
      const winner = battle.participants.find((side) => side.ant_id === battle.winner_ant_id)?.ant_name ?? null;
      await this.broadcast(battleId, { type: "battle_ended", battle, winner });
      notifyBattleCompleted(this.app, battle);
      await notifyItemsWon(this.app, battleId);
    }
    await clearSpectators(this.db, battleId);
  }

  /** Sends a message to both players and every spectator, in order for each of them. */
  private async broadcast(battleId: string, message: ServerMessage): Promise<void> {
    const sides = await participantsOf(this.db, [battleId]);
    const users = new Set([...sides.map((side) => side.user_id), ...(await spectatorsOf(this.db, battleId))]);
    await Promise.all(
      [...users].map((userId) =>
        this.app.deps.hub.sendToUser(userId, message).catch((error: unknown) => {
          this.app.log.warn({ err: error, userId, type: message.type }, "live battle message not delivered");
        }),
      ),
    );
  }

  private leaseEnd(now: Date): Date {
    return new Date(now.getTime() + LEASE_MS);
  }

  /** Renews this node's leases (dropping battles another node took), then takes over lapsed ones. */
  private heartbeat(): Promise<void> {
    this.heartbeatRunning ??= this.beat().finally(() => {
      this.heartbeatRunning = null;
      this.armHeartbeat();
    });
    return this.heartbeatRunning;
  }

  private async beat(): Promise<void> {
    if (this.closed) return;
    try {
      const now = this.now();
      const held = new Set(await renewLeases(this.db, this.nodeId, this.leaseEnd(now)));
      for (const battleId of this.drivenIds()) if (!held.has(battleId)) this.drop(battleId);
      for (const battleId of held) this.drive(battleId);
      const taken = await takeOverExpired(this.db, this.nodeId, now, this.leaseEnd(now), TAKEOVER_BATCH);
      for (const battleId of taken) {
        this.app.log.info({ battleId, nodeId: this.nodeId }, "live battle taken over");
        this.drive(battleId);
      }
    } catch (error) {
      this.app.log.warn({ err: error }, "live battle heartbeat failed");
    }
  }

  private armHeartbeat(): void {
    if (this.closed) return;
    this.scheduler.clearTimeout(this.heartbeatTimer);
    this.heartbeatTimer = this.scheduler.setTimeout(() => {
      this.heartbeatTimer = null;
      void this.heartbeat();
    }, LEASE_RENEW_MS);
  }
}
