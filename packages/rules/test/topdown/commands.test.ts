// Command chat: keywords, praise, blank lines, when commands apply, and the server's command-log check.
import { describe, expect, it } from "vitest";
import { interpretCommand, validateCommandLog } from "../../src/topdown/commands";
import {
  COMMAND_LOG_MAX,
  COMMAND_TEXT_MAX,
  COMMAND_TICKS,
  MOTIVATION_TICKS,
  PREPARATION_TICKS,
  TOPDOWN_TICK_CAP,
} from "../../src/topdown/constants";
import { createTopdown, stepTopdown } from "../../src/topdown/engine";
import type { TopdownState } from "../../src/topdown/types";
import { tdFighter, tdInput } from "./builders";

function fighting(mood = 10): TopdownState {
  let state = createTopdown(tdInput({ a: tdFighter({ mood }) }));
  while (state.phase === "preparing") state = stepTopdown(state);
  return state;
}

describe("command chat", () => {
  it("[TD30] recognises the seven keywords case-insensitively anywhere in a sentence", () => {
    for (const kind of ["attack", "dodge", "retreat", "bite", "throw", "grapple", "cover"] as const) {
      expect(interpretCommand(`Come on, ${kind.toUpperCase()} now!`).kind).toBe(kind);
    }
    expect(interpretCommand("keep throwing rocks").kind).toBe("throw");
    expect(interpretCommand("hello there").kind).toBeNull();
  });

  it("[TD30] the last keyword of a line wins and a negated keyword does not count", () => {
    expect(interpretCommand("stop biting and retreat").kind).toBe("retreat");
    expect(interpretCommand("don't attack, take cover").kind).toBe("cover");
    expect(interpretCommand("do not grapple").kind).toBeNull();
  });

  it("[TD30] a command steers its ant for COMMAND_TICKS (100) and a new one replaces it", () => {
    const start = fighting();
    const tick = start.tick + 1;
    const state = stepTopdown(start, [{ tick, antId: "ant-a", text: "throw" }]);
    expect(state.ants[0].command).toEqual({ kind: "throw", untilTick: tick + COMMAND_TICKS - 1 });
    expect(state.events.some((e) => e.kind === "command" && e.command === "throw")).toBe(true);
    const replaced = stepTopdown(state, [{ tick: tick + 1, antId: "ant-a", text: "retreat" }]);
    expect(replaced.ants[0].command?.kind).toBe("retreat");
    let later = replaced;
    while (later.tick < tick + COMMAND_TICKS && later.phase === "fighting") later = stepTopdown(later);
    expect(later.ants[0].command?.kind).toBe("retreat");
    while (later.tick < tick + 1 + COMMAND_TICKS && later.phase === "fighting") later = stepTopdown(later);
    if (later.phase === "fighting") expect(later.ants[0].command).toBeNull();
  });

  it("[TD31] each distinct praise word gives 4 mood, at most 8 a line, mood at most 20, and 300 ticks of motivation", () => {
    expect(interpretCommand("good").moodBoost).toBe(4);
    expect(interpretCommand("good good good").moodBoost).toBe(4);
    expect(interpretCommand("good brave amazing hero").moodBoost).toBe(8);
    expect(interpretCommand("not good").moodBoost).toBe(0);
    const start = fighting(15);
    const state = stepTopdown(start, [{ tick: start.tick + 1, antId: "ant-a", text: "Great job, brave ant! Bite!" }]);
    expect(state.ants[0].mood).toBe(20);
    expect(state.ants[0].motivationTicks).toBe(MOTIVATION_TICKS - 1);
    expect(state.ants[0].command?.kind).toBe("bite");
    expect(state.events.find((e) => e.kind === "praise")?.amount).toBe(5);
  });

  it("[TD32] blank text is ignored, and commands apply only while fighting and while the ant is alive", () => {
    expect(interpretCommand("   ")).toEqual({ kind: null, moodBoost: 0, blank: true });
    const start = fighting();
    const blank = stepTopdown(start, [{ tick: start.tick + 1, antId: "ant-a", text: " \t " }]);
    expect(blank.ants[0].command).toBeNull();
    expect(blank.commandsIgnored).toBe(1);
    const early = stepTopdown(createTopdown(tdInput()), [{ tick: 1, antId: "ant-a", text: "attack" }]);
    expect(early.ants[0].command).toBeNull();
    expect(early.commandsIgnored).toBe(1);
    const dead: TopdownState = JSON.parse(JSON.stringify(start));
    dead.ants[1].health = 0;
    const ignored = stepTopdown(dead, [{ tick: dead.tick + 1, antId: "ant-b", text: "good, attack" }]);
    expect(ignored.ants[1].command).toBeNull();
    expect(ignored.ants[1].mood).toBe(10);
    const stranger = stepTopdown(start, [{ tick: start.tick + 1, antId: "nobody", text: "attack" }]);
    expect(stranger.commandsIgnored).toBe(1);
  });

  it("[TD33] the server's log check: list, count, whole ticks in order within the fight, known ants, text length", () => {
    const ids = ["ant-a", "ant-b"];
    const ok = (tick: number, text = "attack", antId = "ant-a") => ({ tick, antId, text });
    expect(validateCommandLog([ok(61), ok(61, "dodge", "ant-b"), ok(200)], ids, TOPDOWN_TICK_CAP)).toEqual({
      ok: true,
    });
    expect(validateCommandLog([], ids, TOPDOWN_TICK_CAP)).toEqual({ ok: true });
    const bad = (log: unknown) => validateCommandLog(log, ids, TOPDOWN_TICK_CAP).ok;
    expect(bad("attack")).toBe(false);
    expect(bad([ok(PREPARATION_TICKS)])).toBe(false);
    expect(bad([ok(TOPDOWN_TICK_CAP + 1)])).toBe(false);
    expect(bad([ok(70.5)])).toBe(false);
    expect(bad([ok(80), ok(79)])).toBe(false);
    expect(bad([ok(80, "attack", "ant-c")])).toBe(false);
    expect(bad([ok(80, "x".repeat(COMMAND_TEXT_MAX + 1))])).toBe(false);
    expect(bad([ok(80, "x".repeat(COMMAND_TEXT_MAX))])).toBe(true);
    expect(bad([{ tick: 80, antId: "ant-a", text: 5 }])).toBe(false);
    expect(bad([null])).toBe(false);
    expect(bad(Array.from({ length: COMMAND_LOG_MAX + 1 }, () => ok(80)))).toBe(false);
    expect(bad(Array.from({ length: COMMAND_LOG_MAX }, () => ok(80)))).toBe(true);
    expect(validateCommandLog([ok(80), ok(79)], ids, TOPDOWN_TICK_CAP)).toEqual({
      ok: false,
      error: "Command 2: ticks must be in order",
    });
  });
});
