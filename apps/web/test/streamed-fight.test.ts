// A live Arena Combat streamed by the server (AC3): frames in, the last two kept and drawn between, events kept as
// effects, commands sent (or refused here first), the watch sent again after a reconnect and dropped when disposed.
import type { ClientMessage } from "@antbrawl/protocol/ws";
import type { ServerMessage, ServerMessageOf, ServerMessageType } from "@antbrawl/protocol/ws-server";
import { COMMAND_LOG_MAX } from "@antbrawl/rules/topdown/index";
import { describe, expect, it } from "vitest";
import { EFFECT_TICKS } from "../src/features/arena-combat/fight-source";
import { type LiveLink, StreamedFight } from "../src/features/arena-combat/streamed-fight";
import type { LiveStatus } from "../src/lib/live/connection";
import { FIGHT_ID, fightInput, framesOf } from "./support/topdown";

/** The tab's live client as a test drives it: what was sent, messages and status changes pushed in. */
function fakeLive(state: LiveStatus["state"] = "open") {
  const sent: ClientMessage[] = [];
  const handlers = new Map<string, Set<(message: never) => void>>();
  const statusListeners = new Set<() => void>();
  const link: Omit<LiveLink, "status"> & { status: LiveStatus; accept: boolean } = {
    accept: true,
    status: { state, text: null },
    send(message) {
      if (link.status.state !== "open" || !link.accept) return false;
      sent.push(message);
      return true;
    },
    subscribe<T extends ServerMessageType>(type: T, handler: (message: ServerMessageOf<T>) => void) {
      const set = handlers.get(type) ?? new Set();
      handlers.set(type, set);
      set.add(handler as (message: never) => void);
      return () => set.delete(handler as (message: never) => void);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
  };
  return {
    link,
    sent,
    push(message: ServerMessage) {
      for (const handler of handlers.get(message.type) ?? []) (handler as (m: ServerMessage) => void)(message);
    },
    setStatus(next: LiveStatus["state"]) {
      link.status = { state: next, text: null };
      for (const listener of statusListeners) listener();
    },
    get subscribers() {
      return [...handlers.values()].reduce((n, set) => n + set.size, 0) + statusListeners.size;
    },
  };
}

const frames = framesOf(fightInput(21));
const fightingAt = frames.findIndex((f) => f.state.phase === "fighting");

describe("a streamed fight", () => {
  it("[AC3] watches its fight at once and keeps the last two frames, drawing between them by the time since the newest", () => {
    const live = fakeLive();
    let now = 1000;
    const fight = new StreamedFight(FIGHT_ID, live.link, () => now);
    expect(live.sent).toEqual([{ type: "watch_arena_combat", battle_id: FIGHT_ID }]);
    expect(fight.hasFrame()).toBe(false);
    expect(fight.state).toBeNull();

    let notices = 0;
    fight.subscribe(() => {
      notices += 1;
    });
    live.push({ ...(frames[10] as ServerMessage & { type: "arena_combat_frame" }), battle_id: "another-fight" });
    expect(fight.state).toBeNull();
    live.push(frames[10] as ServerMessage);
    expect(fight.hasFrame()).toBe(true);
    expect(fight.previous).toBe(fight.state);
    expect(fight.state?.tick).toBe(20);
    expect(fight.state).not.toHaveProperty("seed");

    now = 1200;
    live.push(frames[11] as ServerMessage);
    expect([fight.previous?.tick, fight.state?.tick]).toEqual([20, 22]);
    expect(notices).toBe(2);
    expect(fight.advance(1200)).toBe(0);
    expect(fight.advance(1250)).toBe(0.5);
    expect(fight.advance(1400)).toBe(1);
    expect(fight.advance(1100)).toBe(0);

    live.push(frames[10] as ServerMessage);
    expect(fight.state?.tick).toBe(22);
    live.push(frames[40] as ServerMessage);
    expect(fight.previous).toBe(fight.state);
  });

  it("[AC3] keeps each frame's events as effects with their tick, and drops them EFFECT_TICKS later", () => {
    const live = fakeLive();
    const fight = new StreamedFight(FIGHT_ID, live.link, () => 0);
    const withEvents = frames.findIndex((f, i) => i > fightingAt && f.events.length > 0);
    expect(withEvents).toBeGreaterThan(0);
    const frame = frames[withEvents] as ServerMessageOf<"arena_combat_frame">;
    live.push(frame);
    expect(fight.effects).toEqual(frame.events);
    expect(fight.effects.every((effect) => effect.tick > frame.tick - 2)).toBe(true);
    for (const later of frames.slice(withEvents + 1, withEvents + 1 + EFFECT_TICKS / 2)) live.push(later);
    expect(fight.effects.filter((effect) => frame.events.includes(effect))).toEqual(frame.events);
    live.push(frames[withEvents + 1 + EFFECT_TICKS / 2] as ServerMessage);
    expect(fight.effects.filter((effect) => frame.events.includes(effect))).toEqual([]);
  });

  it("[AC3] sends a command only while fighting, for an ant with health, not blank, and says when it could not go", () => {
    const live = fakeLive();
    const fight = new StreamedFight(FIGHT_ID, live.link, () => 0);
    expect(fight.command("red", "attack")).toBe("not_fighting");
    live.push(frames[5] as ServerMessage);
    expect(fight.state?.phase).toBe("preparing");
    expect(fight.command("red", "attack")).toBe("not_fighting");
    live.push(frames[fightingAt] as ServerMessage);
    expect(fight.command("red", "  ")).toBe("blank");
    expect(fight.command("nobody", "attack")).toBe("down");
    expect(fight.command("gold", "good ant! throw")).toBeNull();
    expect(live.sent.at(-1)).toEqual({
      type: "arena_combat_command",
      battle_id: FIGHT_ID,
      ant_id: "gold",
      text: "good ant! throw",
    });
    live.link.accept = false;
    expect(fight.command("gold", "bite")).toBe("offline");
    live.link.accept = true;

    live.push({ type: "error", message: "That ant cannot fight any more" });
    expect(fight.refusal).toBe("That ant cannot fight any more");
    live.push({ type: "error", message: "Rex is already in a queue" });
    expect(fight.refusal).toBe("That ant cannot fight any more");
    for (let i = 0; i < COMMAND_LOG_MAX; i += 1) {
      live.push({ type: "arena_combat_command_taken", battle_id: FIGHT_ID, ant_id: "red", tick: 70, text: "x" });
    }
    expect(fight.command("red", "attack")).toBe("full");

    const down = structuredClone(frames[fightingAt + 1] as ServerMessageOf<"arena_combat_frame">);
    down.state.ants[0].health = 0;
    const other = new StreamedFight(FIGHT_ID, live.link, () => 0);
    live.push(down);
    expect(other.command("red", "attack")).toBe("down");
    live.push({ type: "error", message: "This fight has taken all the commands it can" });
    expect(other.command("gold", "attack")).toBe("full");
  });

  it("[AC3] watches again whenever the live connection opens again, and unwatches and stops listening when disposed", () => {
    const live = fakeLive("connecting");
    const before = live.subscribers;
    const fight = new StreamedFight(FIGHT_ID, live.link, () => 0);
    expect(live.sent).toEqual([]);
    live.setStatus("open");
    expect(live.sent).toEqual([{ type: "watch_arena_combat", battle_id: FIGHT_ID }]);
    live.setStatus("open");
    expect(live.sent).toHaveLength(1);
    live.setStatus("reconnecting");
    live.setStatus("open");
    expect(live.sent).toEqual([
      { type: "watch_arena_combat", battle_id: FIGHT_ID },
      { type: "watch_arena_combat", battle_id: FIGHT_ID },
    ]);
    fight.dispose();
    expect(live.sent.at(-1)).toEqual({ type: "unwatch_arena_combat" });
    expect(live.subscribers).toBe(before);
    live.setStatus("reconnecting");
    live.setStatus("open");
    expect(live.sent).toHaveLength(3);
  });
});
