// One scripted live battle (who chooses what on each turn, and which turns run to their deadline), played in memory.
import { LEASE_MS, LEASE_RENEW_MS, LIVE_COUNTDOWN_SECONDS, LIVE_TURN_MS } from "@antbrawl/rules/arena/live";
import type { BattleInput, BattleState, TacticId } from "@antbrawl/rules/battle/types";
import { RoomHost } from "../../src/live/host";
import { manualScheduler } from "../../src/live/scheduler";
import { type MemoryRecord, memoryLiveStore, memoryLog, recordingOutbox } from "./memory-live-store";

/** A turn's plan: each seat's choice (none: it keeps its tactic); `clock` when the turn runs to its deadline. */
export interface TurnPlan {
  seats: [TacticId | undefined, TacticId | undefined];
  clock: boolean;
}

const TACTICS: readonly TacticId[] = ["press", "guard", "feint", "balanced"];

/** Both seats choose on every third turn (resolved at once), one seat or none on the others (resolved by the clock). */
export function planFor(turn: number): TurnPlan {
  const tactic = (seat: number) => TACTICS[(turn * 3 + seat) % TACTICS.length] as TacticId;
  const mode = turn % 3;
  if (mode === 0) return { seats: [tactic(0), tactic(1)], clock: false };
  if (mode === 1) return { seats: [tactic(0), undefined], clock: true };
  return { seats: [undefined, undefined], clock: true };
}

/** A room host on one memory battle, with the hand-moved clock, the recorded outbox and log, and a tick in seconds. */
export function memoryRoom(
  battleId: string,
  init: Parameters<typeof memoryLiveStore>[1],
  start = 0,
  owner = "memory-node",
) {
  const clock = manualScheduler(start);
  const memory = memoryLiveStore(battleId, init);
  const { outbox, sent } = recordingOutbox<MemoryRecord>();
  const { log, lines } = memoryLog();
  const host = new RoomHost({
    owner,
    store: memory.store,
    leases: memory.leases,
    outbox,
    clock,
    turnMs: LIVE_TURN_MS,
    leaseMs: LEASE_MS,
    renewMs: LEASE_RENEW_MS,
    retryMs: LEASE_RENEW_MS,
    log,
  });
  const tick = async (ms: number) => {
    for (let left = ms; left > 0; left -= 1000) {
      clock.advance(Math.min(1000, left));
      await host.idle();
    }
  };
  return { clock, memory, sent, lines, host, tick };
}

/** What both runs of a battle must agree on. */
export interface LiveOutcome {
  winnerAntId: string | null;
  turns: number;
  log: BattleState["log"];
  inputLog: BattleState["inputLog"];
  /** The messages players received, by kind, in order. */
  kinds: string[];
}

/**
 * Plays a battle in a room with the memory store and a hand-moved clock (no database, no sockets): the countdown,
 * then every turn by `planFor`, to the end.
 */
export async function playInMemory(input: BattleInput, players: readonly [string, string], start = 1_000_000) {
  const battleId = "memory-battle";
  const { clock, memory, sent, lines, host, tick } = memoryRoom(
    battleId,
    {
      battle: input,
      players,
      countdownEndsAt: start + LIVE_COUNTDOWN_SECONDS * 1000,
    },
    start,
  );
  await host.start();
  await host.begin([battleId]);
  await host.idle();
  await tick(LIVE_COUNTDOWN_SECONDS * 1000);
  const plans: TurnPlan[] = [];
  while (memory.live.phase === "fighting") {
    const turn = memory.live.turn;
    const plan = planFor(turn);
    plans.push(plan);
    for (const [seat, tactic] of plan.seats.entries()) {
      if (!tactic) continue;
      memory.choose(seat as 0 | 1, turn, tactic);
      host.hint(battleId, { seat, turn, tactic });
      await host.idle();
    }
    if (plan.clock) await tick(LIVE_TURN_MS);
  }
  await host.stop();
  const outcome: LiveOutcome = {
    winnerAntId: memory.state.winnerAntId,
    turns: memory.state.turn,
    log: memory.state.log,
    inputLog: memory.state.inputLog,
    kinds: sent.map((entry) => entry.event.kind),
  };
  return { outcome, memory, sent, lines, plans, clock };
}
