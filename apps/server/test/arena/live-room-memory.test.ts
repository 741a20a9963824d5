// A live battle in the room alone: an in-memory store and a hand-moved clock, no database and no sockets.
import { NEED_NAMES, type Needs, STAT_NAMES, type Stats } from "@antbrawl/rules/ant";
import { LEASE_RENEW_MS, LIVE_TURN_MS, SEAT_HOLD_MS } from "@antbrawl/rules/arena/live";
import { replayBattle } from "@antbrawl/rules/battle/engine";
import type { BattleInput, Fighter } from "@antbrawl/rules/battle/types";
import { describe, expect, it } from "vitest";
import { memoryRoom, playInMemory } from "../helpers/live-script";

const fighter = (antId: string, userId: string, name: string): Fighter => ({
  antId,
  userId,
  name,
  health: 100,
  energy: 100,
  mood: 10,
  level: 1,
  stats: Object.fromEntries(STAT_NAMES.map((s) => [s, 10])) as Stats,
  needs: Object.fromEntries(NEED_NAMES.map((n) => [n, 15])) as Needs,
});

const input: BattleInput = {
  seed: 20240611,
  fighters: [fighter("ant-a", "alice", "Red Fang"), fighter("ant-b", "bob", "Goldie")],
  arena: "basic",
  battleType: "quick_match",
  startedAt: 1_700_000_000_000,
  turnMs: 1500,
};

/** A room host on a memory battle that has just started its first turn. */
async function started() {
  const { clock, memory, sent, lines, host, tick } = memoryRoom(
    "b",
    { battle: input, players: ["alice", "bob"], countdownEndsAt: 3000 },
    0,
    "n1",
  );
  await host.begin(["b"]);
  await host.idle();
  await tick(3000);
  const choose = async (seat: 0 | 1, tactic: "press" | "guard") => {
    const turn = memory.live.turn;
    memory.choose(seat, turn, tactic);
    host.hint("b", { seat, turn, tactic });
    await host.idle();
  };
  return { clock, memory, sent, lines, host, tick, choose };
}

describe("the live room with a memory store and a hand-moved clock", () => {
  it("counts down, plays every turn by choices or by the clock, ends, and settles once", async () => {
    const { outcome, memory, sent, lines, plans, clock } = await playInMemory(input, ["alice", "bob"]);
    expect(outcome.kinds.slice(0, 5)).toEqual(["found", "countdown", "countdown", "countdown", "started"]);
    expect(
      sent.filter((s) => s.event.kind === "countdown").map((s) => (s.event as { seconds: number }).seconds),
    ).toEqual([3, 2, 1]);
    expect(outcome.kinds.slice(5)).toEqual([...plans.map(() => "turn_resolved"), "ended"]);
    for (const entry of sent) expect(entry.audience).toEqual(["alice", "bob"]);
    expect(memory.live.phase).toBe("finished");
    expect(memory.settlements).toBe(1);
    expect(outcome.turns).toBe(plans.length);
    const ended = sent.at(-1)?.event;
    expect(ended?.kind === "ended" && ended.view.record.settled).toEqual({
      winnerAntId: outcome.winnerAntId,
      turns: outcome.turns,
    });

    const expectedInputs = plans.flatMap((plan, i) => {
      const choices: Record<string, string> = {};
      for (const [seat, tactic] of plan.seats.entries()) if (tactic) choices[seat === 0 ? "ant-a" : "ant-b"] = tactic;
      return Object.keys(choices).length > 0 ? [{ turn: i + 1, choices }] : [];
    });
    expect(outcome.inputLog).toEqual(expectedInputs);
    const replay = replayBattle(input, outcome.inputLog);
    expect(replay.winnerAntId).toBe(outcome.winnerAntId);
    expect(replay.log).toEqual(outcome.log);
    expect(lines.filter((line) => line.level !== "info")).toEqual([]);
    expect(clock.pending()).toBe(0);
  });

  it("resolves at once when both chose, keeps a seat's tactic when it makes none, and waits for the deadline otherwise", async () => {
    const { memory, sent, tick, choose } = await started();
    await choose(0, "guard");
    expect(memory.live.turn).toBe(1);
    await choose(1, "press");
    expect(memory.live.turn).toBe(2);
    expect(memory.live.seats.map((s) => s.tactic)).toEqual(["guard", "press"]);
    await choose(1, "guard");
    await tick(LIVE_TURN_MS - 1000);
    expect(memory.live.turn).toBe(2);
    await tick(1000);
    expect(memory.live.turn).toBe(3);
    expect(memory.live.seats.map((s) => s.tactic)).toEqual(["guard", "guard"]);
    expect(memory.state.inputLog.at(-1)).toEqual({ turn: 2, choices: { "ant-b": "guard" } });
    expect(sent.filter((s) => s.event.kind === "turn_resolved")).toHaveLength(2);
  });

  it("wakes at the stored end of each turn, however long the turn's write took", async () => {
    const { memory, host, clock, tick } = await started();
    const write = memory.store.playTurn.bind(memory.store);
    memory.store.playTurn = async (...args) => {
      const played = await write(...args);
      clock.advance(300);
      return played;
    };
    await tick(LIVE_TURN_MS);
    expect(memory.live.turn).toBe(2);
    for (const turn of [2, 3]) {
      const deadline = memory.live.turnEndsAt as number;
      clock.advance(deadline - clock.now() - 1);
      await host.idle();
      expect(memory.live.turn).toBe(turn);
      clock.advance(1);
      await host.idle();
      expect(memory.live.turn).toBe(turn + 1);
    }
  });

  it("two choices that arrive together both count", async () => {
    const { memory, host } = await started();
    for (const seat of [0, 1] as const) {
      memory.choose(seat, 1, "feint");
      host.hint("b", { seat, turn: 1, tactic: "feint" });
    }
    await host.idle();
    expect(memory.live.turn).toBe(2);
    expect(memory.state.inputLog).toEqual([{ turn: 1, choices: { "ant-a": "feint", "ant-b": "feint" } }]);
  });

  it("a choice for another turn changes nothing; a seat away past its hold no longer holds the turn up", async () => {
    const { memory, host, tick, choose, clock } = await started();
    host.hint("b", { seat: 0, turn: 7, tactic: "press" });
    await host.idle();
    expect(memory.live.seats.map((s) => s.pending)).toEqual([null, null]);

    memory.presence(1, false, clock.now());
    host.hint("b", { refresh: true });
    await host.idle();
    await choose(0, "press");
    expect(memory.live.turn).toBe(1);
    await tick(LIVE_TURN_MS);
    expect(memory.live.turn).toBe(2);

    await tick(SEAT_HOLD_MS - LIVE_TURN_MS);
    const turn = memory.live.turn;
    const before = clock.now();
    await choose(0, "guard");
    expect(memory.state.turn).toBe(turn);
    expect(clock.now()).toBe(before);
  });

  it("a room whose battle another node drives now closes without writing", async () => {
    const { memory, host, tick, sent } = await started();
    await memory.leases.release("n1", ["b"]);
    await memory.leases.claim(["b"], "n2", 0, 0);
    const resolved = sent.length;
    await tick(LIVE_TURN_MS + LEASE_RENEW_MS);
    expect(memory.live.turn).toBe(1);
    expect(host.drivenIds()).toEqual([]);
    expect(sent).toHaveLength(resolved);
  });
});
