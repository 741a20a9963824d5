// Watcher counts, batched: joins and leaves on this node mark a battle, and at most every 0.7 s one `battle_watchers`
// per marked battle goes to its players and watchers (as lila-ws batches its crowds), never one per join or leave.
import type { ServerMessageOf } from "@antbrawl/protocol/ws-server";
import type { FastifyInstance } from "fastify";
import type { Scheduler, TimerHandle } from "../../live/scheduler";
import { crowdsOf } from "./live-now-repository";

/** The shortest time between two watcher-count messages of this node. */
export const CROWD_MS = 700;

/** The topic of a live battle's watchers (see `hub.topics`). */
export const battleTopic = (battleId: string) => `live_battle:${battleId}`;
export const isBattleTopic = (topic: string) => topic.startsWith("live_battle:");
export const battleOfTopic = (topic: string) => topic.slice("live_battle:".length);

export class WatcherCrowd {
  private readonly marked = new Set<string>();
  private timer: TimerHandle | null = null;
  private running: Promise<void> = Promise.resolve();

  constructor(
    private readonly app: FastifyInstance,
    private readonly scheduler: Scheduler,
  ) {}

  /** Someone started or stopped watching the battle: its count goes out at the next flush (within 0.7 s). */
  changed(battleId: string): void {
    this.marked.add(battleId);
    if (this.timer) return;
    this.timer = this.scheduler.setTimeout(() => {
      this.timer = null;
      this.running = this.running.then(() => this.flush());
    }, CROWD_MS);
  }

  /** Resolves when no flush is running. */
  idle(): Promise<void> {
    return this.running;
  }

  stop(): void {
    this.scheduler.clearTimeout(this.timer);
    this.timer = null;
    this.marked.clear();
  }

  private async flush(): Promise<void> {
    const ids = [...this.marked];
    this.marked.clear();
    const { hub } = this.app.deps;
    try {
      for (const crowd of await crowdsOf(this.app.deps.db, ids)) {
        const message: ServerMessageOf<"battle_watchers"> = {
          type: "battle_watchers",
          battle_id: crowd.battleId,
          count: crowd.count,
          names: crowd.names,
        };
        await Promise.all([
          hub.topics.publish(battleTopic(crowd.battleId), message),
          ...crowd.players.map((userId) => hub.sendTransient(userId, message)),
        ]);
      }
    } catch (error) {
      this.app.log.warn({ err: error, battles: ids.length }, "watcher counts not sent");
    }
  }
}
