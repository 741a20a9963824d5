// A Redis outage under two nodes' arena queues is quiet and honest: one warning when ticks start failing, one with the
// count when they succeed again, no error lines; a join meanwhile is refused in words and changes nothing.
import { once } from "node:events";
import { QUEUE_MESSAGES } from "@antbrawl/rules/arena/queue";
import { afterEach, describe, expect, it } from "vitest";
import { manualScheduler } from "../../src/live/scheduler";
import { createRedisBus } from "../../src/ws/bus";
import { createTestApp, type TestApp } from "../helpers/app";
import { join, openTab, recordingOnWave, snapshot } from "../helpers/arena-queue-fixtures";
import { playerWithAnts } from "../helpers/battle-fixtures";
import { freshDatabase } from "../helpers/databases";
import { testRedis } from "../helpers/redis-server";

const TICK_MS = 500;
const FAILED_TICKS = 20;

type LogLine = { level: number; msg: string; failedTicks?: number };

describe("arena queue during a Redis outage", () => {
  const closers: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
  });

  it("logs one warning when ticks fail and one when they work again, and refuses a join in words", async () => {
    const redis = await testRedis();
    closers.push(() => redis.dispose());
    const database = await freshDatabase(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    closers.push(() => database.close());
    const nodes: { t: TestApp; lines: LogLine[]; scheduler: ReturnType<typeof manualScheduler> }[] = [];
    for (let i = 0; i < 2; i++) {
      const lines: LogLine[] = [];
      const scheduler = manualScheduler();
      const bus = await createRedisBus(redis.url, "outage:");
      closers.push(() => bus.close());
      const t = await createTestApp(
        "pglite",
        {},
        {
          database,
          bus,
          scheduler,
          arena: { onWave: recordingOnWave().onWave, tickMs: TICK_MS },
          logStream: { write: (line) => lines.push(JSON.parse(line)) },
        },
      );
      closers.push(() => t.close());
      nodes.push({ t, lines, scheduler });
    }
    const ticks = async (count: number) => {
      for (let i = 0; i < count; i++) {
        for (const node of nodes) {
          node.scheduler.advance(TICK_MS);
          await node.t.app.arenaQueue.idle();
        }
      }
    };
    const queueLines = (lines: LogLine[]) => lines.filter((line) => line.msg.includes("arena queue"));
    await ticks(3);
    for (const node of nodes) expect(queueLines(node.lines)).toEqual([]);

    const [first] = nodes as [(typeof nodes)[number]];
    const { player, ants } = await playerWithAnts(first.t, 1);
    const tab = await openTab(first.t, player);
    const down = nodes.map((node) => once(node.t.app.deps.bus.events, "down"));
    await redis.kill();
    await Promise.all(down);
    for (const node of nodes) node.lines.length = 0;

    await ticks(FAILED_TICKS);
    const before = await snapshot(first.t);
    const refused = await join(tab, ants[0] as string, "ranked");
    expect(refused).toMatchObject({ type: "error", message: QUEUE_MESSAGES.unavailable, code: "unavailable" });
    expect(await snapshot(first.t)).toEqual(before);

    for (const node of nodes) {
      expect(queueLines(node.lines)).toEqual([
        expect.objectContaining({ level: 40, msg: expect.stringContaining("arena queue paused") }),
      ]);
      expect(node.lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(node.t.app.arenaQueue.failedTicks()).toBe(FAILED_TICKS);
    }

    const up = nodes.map((node) => once(node.t.app.deps.bus.events, "up"));
    await redis.start();
    await Promise.all(up);
    await ticks(2);
    for (const node of nodes) {
      expect(queueLines(node.lines)).toEqual([
        expect.objectContaining({ level: 40, msg: expect.stringContaining("arena queue paused") }),
        expect.objectContaining({ level: 40, failedTicks: FAILED_TICKS }),
      ]);
      expect(node.lines.filter((line) => line.level >= 50)).toEqual([]);
    }
    expect((await join(tab, ants[0] as string, "ranked")).type).toBe("queue_joined");
    tab.socket.terminate();
  }, 90_000);
});
