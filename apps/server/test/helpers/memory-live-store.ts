// A live room's store, leases and outbox in memory: one battle, fenced like the database's, every event recorded.
import { createBattle } from "@antbrawl/rules/battle/engine";
import type { BattleInput, BattleState } from "@antbrawl/rules/battle/types";
import type {
  LeaseStore,
  LiveOutbox,
  LiveRoomEvent,
  LiveStore,
  RoomLog,
  StoredLive,
  StoredSeat,
} from "../../src/live/ports";

/** What the memory store keeps beside the clock: the engine state as played, and the result once settled. */
export interface MemoryRecord {
  settled: { winnerAntId: string | null; turns: number } | null;
}

const seat = (): StoredSeat => ({ tactic: null, pending: null, connected: true, leftAt: null });

/** One live battle in memory, in its countdown until `countdownEndsAt`, with the players of seats 0 and 1. */
export function memoryLiveStore(
  battleId: string,
  input: { battle: BattleInput; players: readonly [string, string]; countdownEndsAt: number },
) {
  let live: StoredLive = {
    phase: "countdown",
    turn: 0,
    countdownEndsAt: input.countdownEndsAt,
    turnEndsAt: null,
    owner: null,
    seats: [seat(), seat()],
    spectators: [],
  };
  let state: BattleState = createBattle(input.battle);
  let record: MemoryRecord = { settled: null };
  let settlements = 0;
  const find = (id: string) => (id === battleId ? live : undefined);

  const store: LiveStore<MemoryRecord> = {
    async load(id) {
      return find(id) && { live, players: input.players, state, record };
    },
    async refresh(id) {
      return find(id);
    },
    async start(id, fence) {
      if (!find(id) || live.owner !== fence.owner || live.phase !== "countdown") return undefined;
      live = { ...live, phase: "fighting", turn: 1, turnEndsAt: fence.turnEndsAt };
      return live;
    },
    async playTurn(id, fence, play) {
      if (!find(id) || live.owner !== fence.owner || live.phase !== "fighting" || live.turn !== fence.turn) {
        return undefined;
      }
      const played = play(live);
      if (played.state.turn !== state.turn + 1) return undefined;
      state = played.state;
      live = { ...played.live, spectators: live.spectators };
      if (live.phase !== "finished") return { state, live };
      settlements += 1;
      record = { settled: { winnerAntId: state.winnerAntId, turns: state.turn } };
      return { state, live, settled: record };
    },
    async close() {
      live = { ...live, spectators: [] };
    },
  };

  const leases: LeaseStore = {
    async claim(ids, owner) {
      return ids.filter((id) => {
        if (!find(id) || live.phase === "finished" || (live.owner !== null && live.owner !== owner)) return false;
        live = { ...live, owner };
        return true;
      });
    },
    async renew(owner) {
      return live.owner === owner && live.phase !== "finished" ? [battleId] : [];
    },
    async takeOver() {
      return [];
    },
    async release(owner) {
      if (live.owner === owner) live = { ...live, owner: null };
    },
  };

  return {
    store,
    leases,
    /** A player stores a choice for the turn being chosen, as the websocket handler does; false when refused. */
    choose(seatIndex: 0 | 1, turn: number, tactic: StoredSeat["tactic"]): boolean {
      if (live.phase !== "fighting" || live.turn !== turn) return false;
      const seats = [...live.seats] as [StoredSeat, StoredSeat];
      seats[seatIndex] = { ...seats[seatIndex], pending: tactic };
      live = { ...live, seats };
      return true;
    },
    /** A seat's player came back or went away at `at`, as the socket hooks mark it. */
    presence(seatIndex: 0 | 1, connected: boolean, at: number): void {
      const seats = [...live.seats] as [StoredSeat, StoredSeat];
      seats[seatIndex] = { ...seats[seatIndex], connected, leftAt: connected ? null : at };
      live = { ...live, seats };
    },
    get live() {
      return live;
    },
    get state() {
      return state;
    },
    get settlements() {
      return settlements;
    },
  };
}

/** An outbox that records every event with its audience. */
export function recordingOutbox<R>() {
  const sent: { audience: readonly string[]; event: LiveRoomEvent<R> }[] = [];
  const outbox: LiveOutbox<R> = {
    async send(audience, event) {
      sent.push({ audience, event });
    },
  };
  return { outbox, sent };
}

/** A log that keeps its lines, so a test can say nothing went wrong. */
export function memoryLog() {
  const lines: { level: string; message: string; fields: object }[] = [];
  const log: RoomLog = {
    info: (fields, message) => lines.push({ level: "info", message, fields }),
    warn: (fields, message) => lines.push({ level: "warn", message, fields }),
    error: (fields, message) => lines.push({ level: "error", message, fields }),
  };
  return { log, lines };
}
