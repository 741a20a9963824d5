// [AC3] The Arena Combat room without a database or a socket: the server's clock sets the tick, frames go to watchers
// only while the fight moves, a late command recomputes the fight, and the room closes when nobody watches.
import {
  createTopdown,
  isTopdownFinished,
  PREPARATION_TICKS,
  stepTopdown,
  TOPDOWN_TICK_MS,
  type TopdownCommand,
  type TopdownState,
  topdownView,
} from "@antbrawl/rules/topdown/index";
import { describe, expect, it } from "vitest";
import { tdInput } from "../../../../packages/rules/test/topdown/builders";
import { CombatRoom, FRAME_MS } from "../../src/arena-combat/live/room";
import { manualScheduler } from "../../src/live/scheduler";

const SALT = "c3".repeat(32);
const input = { ...tdInput({ seed: 31337 }), salt: SALT };

function played(commands: readonly TopdownCommand[], tick: number): TopdownState {
  let state = createTopdown(input);
  while (state.tick < tick && !isTopdownFinished(state)) {
    state = stepTopdown(
      state,
      commands.filter((c) => c.tick === state.tick + 1),
    );
  }
  return state;
}

function setUp() {
  const clock = manualScheduler(1_000_000);
  let closed = 0;
  const room = new CombatRoom({
    battleId: "b-1",
    userId: "u-1",
    input,
    startedAt: clock.now(),
    commands: [],
    now: () => clock.now(),
    clock,
    onClosed: () => {
      closed += 1;
    },
  });
  const sent: { tick: number; state: Record<string, unknown>; events: { tick: number }[] }[] = [];
  const socket = { readyState: 1, send: (text: string) => sent.push(JSON.parse(text)) };
  return { clock, room, sent, socket, closed: () => closed };
}

describe("Arena Combat room", () => {
  it("[AC3] a watcher gets the fight at the server's tick at once, then a frame every 100 ms, never the dice", () => {
    const { clock, room, sent, socket } = setUp();
    clock.advance(30 * TOPDOWN_TICK_MS);
    room.watch(socket);
    expect(sent.map((frame) => frame.tick)).toEqual([30]);
    clock.advance(5 * FRAME_MS);
    expect(sent.map((frame) => frame.tick)).toEqual([30, 32, 34, 36, 38, 40]);
    expect(sent.at(-1)?.state).toEqual(JSON.parse(JSON.stringify(topdownView(played([], 40)))));
    for (const frame of sent) expect(Object.keys(frame.state)).not.toContain("rngState");
    room.close();
  });

  it("[AC3] a command stored for a tick the room already computed makes it compute the fight again", () => {
    const { clock, room, socket } = setUp();
    room.watch(socket);
    clock.advance((PREPARATION_TICKS + 20) * TOPDOWN_TICK_MS);
    const late = { tick: PREPARATION_TICKS + 12, antId: "ant-a", text: "throw rocks" };
    room.take(late, 0);
    room.take(late, 0);
    expect(room.commandCount).toBe(1);
    const now = PREPARATION_TICKS + 20;
    expect(room.current()).toEqual(played([late], now));
    expect(room.current()).not.toEqual(played([], now));
    room.close();
  });

  it("[AC3] closes when its last watcher leaves or its socket has closed; a finished fight closes after 30 s", () => {
    const first = setUp();
    first.room.watch(first.socket);
    first.room.unwatch(first.socket);
    expect(first.closed()).toBe(1);

    const second = setUp();
    second.room.watch(second.socket);
    second.socket.readyState = 3;
    second.clock.advance(FRAME_MS);
    expect(second.closed()).toBe(1);

    const third = setUp();
    third.room.watch(third.socket);
    const end = played([], Number.MAX_SAFE_INTEGER).tick;
    third.clock.advance(end * TOPDOWN_TICK_MS + FRAME_MS);
    expect(third.sent.at(-1)?.state.phase).toBe("finished");
    const frames = third.sent.length;
    third.clock.advance(29_000);
    expect(third.closed()).toBe(0);
    third.clock.advance(2_000);
    expect(third.closed()).toBe(1);
    expect(third.sent.length).toBe(frames);
    expect(third.clock.pending()).toBe(0);
  });
});
