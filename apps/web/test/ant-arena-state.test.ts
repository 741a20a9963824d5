// The Ant Arena's screen reducer (spec 000 §4) and its message box (last 5 of the last 10).
import { describe, expect, it } from "vitest";
import {
  type ArenaMessage,
  addMessage,
  countdownShown,
  messageFor,
  shownMessages,
} from "../src/features/ant-arena/arena-messages";
import {
  type ArenaAction,
  type ArenaState,
  arenaReducer,
  chosenForTurn,
  INITIAL_ARENA,
} from "../src/features/ant-arena/arena-state";
import { secondsLeft } from "../src/features/ant-arena/hooks/use-turn-clock";
import { liveBattle } from "./support/arena";
import { player } from "./support/fixtures";

const run = (actions: ArenaAction[], from: ArenaState = INITIAL_ARENA) => actions.reduce(arenaReducer, from);
const countdown = liveBattle({ phase: "countdown", current_turn: 0 });
const fighting = liveBattle();
const finished = liveBattle({ phase: "finished", status: "completed", winner_id: player.id, winner_ant_id: "ant-1" });

describe("arena screen", () => {
  it("goes menu → queue on queue_joined, keeping the server's message", () => {
    const state = run([{ type: "queue_joined", message: "Searching ranked opponents..." }]);
    expect(state.screen).toBe("queue");
    expect(state.queueMessage).toBe("Searching ranked opponents...");
  });

  it("goes back to the menu from the queue on Cancel Search or queue_left", () => {
    const queued = run([{ type: "queue_joined", message: "" }]);
    expect(queued.queueMessage).toBeNull();
    expect(run([{ type: "cancel_search" }], queued).screen).toBe("menu");
    expect(run([{ type: "queue_left" }], queued).screen).toBe("menu");
  });

  it("goes menu or queue → countdown on battle_found, and after an accepted invitation", () => {
    expect(run([{ type: "battle_found", battle: countdown }]).screen).toBe("countdown");
    const viaQueue = run([
      { type: "queue_joined", message: "x" },
      { type: "battle_found", battle: countdown },
    ]);
    expect(viaQueue).toMatchObject({ screen: "countdown", battle: countdown, queueMessage: null });
    expect(run([{ type: "invitation_accepted" }])).toMatchObject({ screen: "countdown", battle: null });
  });

  it("shows countdown_update only in the countdown", () => {
    expect(run([{ type: "countdown_update", message: "3" }]).countdownMessage).toBeNull();
    const state = run([
      { type: "battle_found", battle: countdown },
      { type: "countdown_update", message: "Battle starts in 3..." },
    ]);
    expect(state.countdownMessage).toBe("Battle starts in 3...");
  });

  it("goes countdown → battle on battle_started and follows battle_update of that battle only", () => {
    const state = run([
      { type: "battle_found", battle: countdown },
      { type: "battle_started", battle: fighting },
      { type: "battle_update", battle: { ...fighting, current_turn: 2 } },
      { type: "battle_update", battle: { ...fighting, id: "someone-elses", current_turn: 9 } },
    ]);
    expect(state.screen).toBe("battle");
    expect(state.battle?.current_turn).toBe(2);
  });

  it("goes battle → finished on battle_ended with the winner, and Return to Arena clears the battle", () => {
    const ended = run([
      { type: "battle_started", battle: fighting },
      { type: "battle_ended", battle: finished, winner: "Rex" },
    ]);
    expect(ended).toMatchObject({ screen: "finished", winner: "Rex", battle: finished });
    expect(run([{ type: "return_to_arena" }], ended)).toEqual(INITIAL_ARENA);
  });

  it("ignores a late update or end of a battle the player already left", () => {
    const back = run([
      { type: "battle_started", battle: fighting },
      { type: "battle_ended", battle: finished, winner: "Rex" },
      { type: "return_to_arena" },
      { type: "battle_update", battle: fighting },
      { type: "battle_ended", battle: finished, winner: "Rex" },
    ]);
    expect(back).toEqual(INITIAL_ARENA);
  });

  it("returns to the battle on rejoined_battle from any screen, by the battle's phase", () => {
    expect(run([{ type: "rejoined_battle", battle: fighting }]).screen).toBe("battle");
    const queued = run([{ type: "queue_joined", message: "x" }]);
    expect(run([{ type: "rejoined_battle", battle: fighting }], queued).screen).toBe("battle");
    expect(run([{ type: "rejoined_battle", battle: countdown }]).screen).toBe("countdown");
    expect(run([{ type: "rejoined_battle", battle: finished }])).toMatchObject({ screen: "finished", winner: "Rex" });
  });

  it("keeps the player's tactic for its turn only", () => {
    const chosen = run([
      { type: "battle_started", battle: fighting },
      { type: "tactic_chosen", turn: 1, tactic: "guard" },
    ]);
    expect(chosenForTurn(chosen)).toBe("guard");
    const next = run([{ type: "battle_update", battle: { ...fighting, current_turn: 2 } }], chosen);
    expect(chosenForTurn(next)).toBeNull();
    expect(chosenForTurn(run([{ type: "tactic_chosen", turn: 1, tactic: "press" }]))).toBeNull();
  });

  it("does not leave a running battle for another battle_found", () => {
    const state = run([
      { type: "battle_started", battle: fighting },
      { type: "battle_found", battle: { ...countdown, id: "other" } },
      { type: "queue_joined", message: "x" },
    ]);
    expect(state).toMatchObject({ screen: "battle", battle: fighting });
  });
});

describe("arena messages", () => {
  it("keeps the last 10 and shows the last 5", () => {
    let list: ArenaMessage[] = [];
    for (let n = 1; n <= 12; n++) list = addMessage(list, "info", `m${n}`);
    expect(list.map((m) => m.text)).toEqual(["m3", "m4", "m5", "m6", "m7", "m8", "m9", "m10", "m11", "m12"]);
    expect(shownMessages(list).map((m) => m.text)).toEqual(["m8", "m9", "m10", "m11", "m12"]);
    expect(new Set(list.map((m) => m.id)).size).toBe(10);
  });

  it("keeps one line per countdown: each countdown message replaces the countdown line just before it", () => {
    let list: ArenaMessage[] = addMessage([], "system", "Looking for a worthy challenger...");
    for (const n of [3, 2, 1]) list = addMessage(list, "countdown", `Get Ready! The battle starts in ${n}...`);
    list = addMessage(list, "info", "The battle has begun!");
    list = addMessage(list, "countdown", "Get Ready! The battle starts in 3...");
    expect(list.map((m) => m.text)).toEqual([
      "Looking for a worthy challenger...",
      "Get Ready! The battle starts in 1...",
      "The battle has begun!",
      "Get Ready! The battle starts in 3...",
    ]);
    expect(new Set(list.map((m) => m.id)).size).toBe(4);
  });

  it("types live messages: error, system, invitation, countdown, info", () => {
    const kinds = [
      messageFor({ type: "error", message: "Ant not ready" }, player.id),
      messageFor({ type: "queue_joined", message: "" }, player.id),
      messageFor({ type: "battle_invitation_received", inviter_username: "ann" }, player.id),
      messageFor({ type: "countdown_update", message: "3" }, player.id),
      messageFor({ type: "battle_ended", battle: finished, winner: "Rex" }, player.id),
    ];
    expect(kinds).toEqual([
      { kind: "error", text: "Ant not ready" },
      { kind: "system", text: "Looking for a worthy challenger..." },
      { kind: "invitation", text: "ann challenged you to a battle!" },
      { kind: "countdown", text: "3" },
      { kind: "info", text: "Rex wins the battle!" },
    ]);
    expect(messageFor({ type: "pong" }, player.id)).toBeNull();
  });

  it("word the countdown from its seconds, the box with 'Get Ready!' and the screen under its own 'Get Ready!'", () => {
    const update = { type: "countdown_update", message: "", seconds_left: 2 } as const;
    expect(messageFor(update, player.id)).toEqual({ kind: "countdown", text: "Get Ready! The battle starts in 2..." });
    expect(countdownShown(update)).toBe("The battle starts in 2...");
  });
});

describe("turn clock", () => {
  const ends = "2026-11-24T06:00:10.000Z";
  const at = (iso: string) => Date.parse(iso);

  it("counts whole seconds down to turn_ends_at, never below 0 or above the turn's length", () => {
    expect(secondsLeft(ends, 10, at("2026-11-24T06:00:00.000Z"))).toBe(10);
    expect(secondsLeft(ends, 10, at("2026-11-24T06:00:07.400Z"))).toBe(3);
    expect(secondsLeft(ends, 10, at("2026-11-24T06:00:12.000Z"))).toBe(0);
    expect(secondsLeft(ends, 10, at("2026-11-24T05:59:00.000Z"))).toBe(10);
    expect(secondsLeft(null, 10, 0)).toBeNull();
    expect(secondsLeft("not a time", 10, 0)).toBeNull();
  });
});
