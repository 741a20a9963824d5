// The transport-free battle room: turn timer, kept choices, refused input, seats leaving and coming back.
import { NEED_NAMES, type Needs, STAT_NAMES, type Stats } from "@antbrawl/rules/ant";
import { battleResult, createBattle, ENGINE_VERSION, replayBattle, runBattle } from "@antbrawl/rules/battle/engine";
import type { BattleState, Fighter, TacticId } from "@antbrawl/rules/battle/types";
import { describe, expect, it } from "vitest";
import { isRoomTactic, type RoomEngine, rulesEngine } from "../../src/live/engine";
import { BattleRoom, type RoomEvent } from "../../src/live/room";
import { manualScheduler } from "../../src/live/scheduler";

type Tactic = "press" | "guard" | "feint";
const TACTICS: readonly unknown[] = ["press", "guard", "feint"];
const isTactic = (value: unknown): value is Tactic => TACTICS.includes(value);

/** A toy engine that only records choices and ends after `turns` turns. */
interface Toy {
  played: Tactic[][];
  turns: number;
}
const toyEngine: RoomEngine<Toy, Tactic> = {
  step: (state, choices) =>
    toyEngine.isFinished(state) ? state : { ...state, played: [...state.played, [...choices]] },
  isFinished: (state) => state.played.length >= state.turns,
};

const TURN_MS = 5000;

function toyRoom(options: { turns?: number; seatHoldMs?: number; seats?: string[] } = {}) {
  const scheduler = manualScheduler(1_000_000);
  const events: RoomEvent<Toy, Tactic>[] = [];
  const room = new BattleRoom<Toy, Tactic>({
    seats: options.seats ?? ["alice", "bob"],
    engine: toyEngine,
    state: { played: [], turns: options.turns ?? 5 },
    scheduler,
    turnMs: TURN_MS,
    defaultChoice: "press",
    isChoice: isTactic,
    seatHoldMs: options.seatHoldMs,
    onEvent: (event) => events.push(event),
  });
  return { room, scheduler, events };
}

describe("battle room", () => {
  it("resolves a turn when its timer runs out, with the default for seats that did not choose", () => {
    const { room, scheduler, events } = toyRoom();
    room.join("alice");
    room.join("bob");
    room.start();
    expect(room.snapshot()).toMatchObject({ phase: "choosing", turn: 1, turnEndsAt: 1_000_000 + TURN_MS });
    expect(room.choose("alice", 1, "guard")).toEqual({ ok: true });
    scheduler.advance(TURN_MS - 1);
    expect(room.turn).toBe(1);
    scheduler.advance(1);
    expect(room.turn).toBe(2);
    expect(room.state.played).toEqual([["guard", "press"]]);
    expect(events.filter((e) => e.kind === "turn_resolved")).toHaveLength(1);
  });

  it("keeps each seat's last choice when it makes none, and counts the last of several choices", () => {
    const { room, scheduler } = toyRoom();
    room.join("alice");
    room.join("bob");
    room.start();
    room.choose("alice", 1, "guard");
    room.choose("alice", 1, "feint");
    scheduler.advance(TURN_MS);
    scheduler.advance(TURN_MS);
    room.choose("bob", 3, "guard");
    scheduler.advance(TURN_MS);
    expect(room.state.played).toEqual([
      ["feint", "press"],
      ["feint", "press"],
      ["feint", "guard"],
    ]);
    expect(room.inputLog).toEqual(room.state.played);
  });

  it("resolves at once when every present seat has chosen, and hides a pending choice", () => {
    const { room, scheduler } = toyRoom();
    room.join("alice");
    room.join("bob");
    room.start();
    room.choose("alice", 1, "guard");
    expect(room.snapshot().seats.map((s) => [s.chosen, s.lastChoice])).toEqual([
      [true, "press"],
      [false, "press"],
    ]);
    room.choose("bob", 1, "feint");
    expect(room.turn).toBe(2);
    expect(room.snapshot().turnEndsAt).toBe(scheduler.now() + TURN_MS);
  });

  it("refuses out-of-turn input, another player's seat, strangers and bad choices, changing nothing", () => {
    const { room, scheduler } = toyRoom({ turns: 1 });
    expect(room.choose("alice", 1, "guard")).toMatchObject({ ok: false, reason: "not_started" });
    room.join("alice");
    room.join("bob");
    room.start();
    const before = room.snapshot();
    expect(room.choose("alice", 2, "guard")).toMatchObject({ ok: false, reason: "wrong_turn" });
    expect(room.choose("alice", 0, "guard")).toMatchObject({ ok: false, reason: "wrong_turn" });
    expect(room.choose("alice", 1, "guard", 1)).toMatchObject({ ok: false, reason: "not_your_seat" });
    expect(room.choose("mallory", 1, "guard")).toMatchObject({ ok: false, reason: "not_seated" });
    expect(room.choose("alice", 1, "dance")).toMatchObject({ ok: false, reason: "invalid_choice" });
    expect(room.join("mallory")).toMatchObject({ ok: false, reason: "not_seated" });
    expect(room.snapshot()).toEqual(before);
    scheduler.advance(TURN_MS);
    expect(room.phase).toBe("finished");
    expect(room.choose("alice", 2, "guard")).toMatchObject({ ok: false, reason: "finished" });
    expect(scheduler.pending()).toBe(0);
  });

  it("lets one player hold both seats of a self battle, naming the seat", () => {
    const { room } = toyRoom({ seats: ["solo", "solo"] });
    room.join("solo");
    room.start();
    expect(room.choose("solo", 1, "guard")).toMatchObject({ ok: false, reason: "not_your_seat" });
    expect(room.choose("solo", 1, "guard", 0)).toEqual({ ok: true });
    expect(room.choose("solo", 1, "feint", 1)).toEqual({ ok: true });
    expect(room.state.played).toEqual([["guard", "feint"]]);
  });

  it("a seat that leaves plays its last choice, is held, and rejoins to the same battle", () => {
    const { room, scheduler, events } = toyRoom({ seatHoldMs: 40_000, turns: 50 });
    room.join("alice");
    room.join("bob");
    room.start();
    room.choose("bob", 1, "guard");
    room.choose("alice", 1, "feint");
    room.leave("bob");
    expect(events.at(-1)).toEqual({ kind: "seat_changed", seat: 1, connected: false });
    room.choose("alice", 2, "press");
    expect(room.state.played.at(-1)).toEqual(["press", "guard"]);
    scheduler.advance(TURN_MS * 3);
    expect(room.join("bob")).toEqual({ ok: true });
    const back = room.snapshot();
    expect(back.seats[1]).toEqual({ userId: "bob", connected: true, chosen: false, lastChoice: "guard" });
    expect(back.state.played).toHaveLength(5);
    expect(events.some((e) => e.kind === "seat_expired")).toBe(false);

    room.leave("alice");
    scheduler.advance(39_999);
    expect(events.some((e) => e.kind === "seat_expired")).toBe(false);
    room.join("alice");
    room.leave("alice");
    scheduler.advance(40_000);
    expect(events.filter((e) => e.kind === "seat_expired")).toEqual([{ kind: "seat_expired", seat: 0 }]);
  });

  it("a battle with nobody present still ends on the timer", () => {
    const { room, scheduler, events } = toyRoom({ turns: 3 });
    room.start();
    scheduler.advance(TURN_MS * 3);
    expect(room.phase).toBe("finished");
    expect(events.filter((e) => e.kind === "finished")).toEqual([
      { kind: "finished", turns: 3, state: { played: Array(3).fill(["press", "press"]), turns: 3 } },
    ]);
  });

  it("resumes a stored battle from its turn and last choices", () => {
    const scheduler = manualScheduler();
    const room = new BattleRoom<Toy, Tactic>({
      seats: ["alice", "bob"],
      engine: toyEngine,
      state: { played: [["guard", "feint"]], turns: 2 },
      scheduler,
      turnMs: TURN_MS,
      defaultChoice: "press",
      isChoice: isTactic,
      resume: { turn: 1, lastChoices: ["guard", "feint"] },
    });
    room.start();
    expect(room.turn).toBe(2);
    scheduler.advance(TURN_MS);
    expect(room.state.played).toEqual([
      ["guard", "feint"],
      ["guard", "feint"],
    ]);
  });
});

describe("battle room on the rules engine with choices", () => {
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
  const input = {
    seed: 20240611,
    fighters: [fighter("ant-a", "alice", "Red Fang"), fighter("ant-b", "bob", "Goldie")] as [Fighter, Fighter],
    arena: "basic" as const,
    battleType: "quick_match" as const,
    startedAt: 1_700_000_000_000,
    turnMs: 1500,
  };
  const ALICE_PLAYS: readonly TacticId[] = ["press", "guard", "feint"];

  it("[B27] plays the seats' tactics, and the battle equals replayBattle(seed, input log)", () => {
    const scheduler = manualScheduler();
    const finished: RoomEvent<BattleState, TacticId>[] = [];
    const room = new BattleRoom<BattleState, TacticId>({
      seats: ["alice", "bob"],
      engine: rulesEngine,
      state: createBattle(input),
      scheduler,
      turnMs: TURN_MS,
      defaultChoice: "balanced",
      isChoice: isRoomTactic,
      onEvent: (e) => e.kind === "finished" && finished.push(e),
    });
    room.join("alice");
    room.join("bob");
    room.start();
    while (room.phase !== "finished") {
      room.choose("alice", room.turn, ALICE_PLAYS[room.turn % ALICE_PLAYS.length]);
      if (room.turn % 4 === 0) room.choose("bob", room.turn, "guard");
      scheduler.advance(TURN_MS);
    }
    expect(finished).toHaveLength(1);
    expect(room.inputLog).toHaveLength(room.state.turn);
    expect(room.state.inputLog).toHaveLength(room.state.turn);
    expect(room.state.inputLog[0]).toEqual({ turn: 1, choices: { "ant-a": "guard", "ant-b": "balanced" } });

    const replayed = replayBattle(input, room.state.inputLog);
    expect(replayed).toEqual(battleResult(room.state));
    expect(replayed.version).toBe(ENGINE_VERSION);

    let stepped = createBattle(input);
    for (const choices of room.inputLog) stepped = rulesEngine.step(stepped, choices);
    expect(stepped).toEqual(room.state);

    const automatic = runBattle(input);
    expect(automatic.log).not.toEqual(room.state.log);
  });

  it("[B27] a room whose seats never choose plays the automatic battle", () => {
    const scheduler = manualScheduler();
    const room = new BattleRoom<BattleState, TacticId>({
      seats: ["alice", "bob"],
      engine: rulesEngine,
      state: createBattle(input),
      scheduler,
      turnMs: TURN_MS,
      defaultChoice: "balanced",
      isChoice: isRoomTactic,
    });
    room.start();
    while (room.phase !== "finished") scheduler.advance(TURN_MS);
    const alone = runBattle(input);
    expect(room.state.winnerAntId).toBe(alone.winnerAntId);
    expect(room.state.log).toEqual(alone.log);
    expect(room.choose("alice", room.turn, "dance")).toMatchObject({ ok: false });
  });
});
