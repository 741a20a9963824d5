// The tactical AI: plans from the situation, styles that fight differently, cover, reflexes and obeyed commands.
import { describe, expect, it } from "vitest";
import { STAT_NAMES, type Stats } from "../../src/ant";
import { type PrimaryStyle, primaryStyle, STYLE_STATS } from "../../src/colony/style";
import { bestCover, chooseIntent, inSight, react, STYLE_WEIGHTS } from "../../src/topdown/ai";
import { blocked } from "../../src/topdown/arena";
import type { Ctx } from "../../src/topdown/combat";
import { COMMAND_TICKS, PREPARATION_TICKS } from "../../src/topdown/constants";
import { createTopdown, isTopdownFinished, runTopdown, stepTopdown } from "../../src/topdown/engine";
import { ACTION_KINDS, type ActionKind, type TopdownCommand, type TopdownState } from "../../src/topdown/types";
import { openFloor, scriptedRng, tdFighter, tdInput, tdOpponent } from "./builders";

const FIGHTS = 100;

/** Same total as an average ant (200): the style's four stats at 14, the other sixteen at 9. */
function styleBuild(style: PrimaryStyle): Stats {
  const group: readonly string[] = style === "balanced" ? [] : STYLE_STATS[style];
  return Object.fromEntries(
    STAT_NAMES.map((n) => [n, style === "balanced" ? 10 : group.includes(n) ? 14 : 9]),
  ) as Stats;
}

function ctxOf(state: TopdownState, values: number[] = [0]): Ctx {
  return { state, rng: scriptedRng(...values), fightTick: 0 };
}

/** Share of each action kind of ant A over FIGHTS fights against an average ant, and the share of ticks in cover. */
function mix(style: PrimaryStyle): Record<ActionKind | "cover", number> {
  const totals = Object.fromEntries(ACTION_KINDS.map((k) => [k, 0])) as Record<ActionKind, number>;
  let all = 0;
  let cover = 0;
  let ticks = 0;
  for (let seed = 1; seed <= FIGHTS; seed++) {
    const { state, result } = runTopdown(tdInput({ seed, a: tdFighter({ stats: styleBuild(style) }) }));
    for (const kind of ACTION_KINDS) {
      totals[kind] += result.ants[0].actions[kind];
      all += result.ants[0].actions[kind];
    }
    cover += state.ants[0].coverTicks;
    ticks += state.tick - PREPARATION_TICKS;
  }
  const shares = Object.fromEntries(ACTION_KINDS.map((k) => [k, totals[k] / all])) as Record<ActionKind, number>;
  return { ...shares, cover: cover / ticks };
}

/** Ant A told `text` every COMMAND_TICKS from the first fighting tick, for FIGHTS seeds. */
function commanded(text: string | null) {
  let throws = 0;
  let distance = 0;
  let ticks = 0;
  for (let seed = 1; seed <= FIGHTS; seed++) {
    const log: TopdownCommand[] = [];
    if (text)
      for (let t = PREPARATION_TICKS + 1; t < 2000; t += COMMAND_TICKS) log.push({ tick: t, antId: "ant-a", text });
    const byTick = new Map(log.map((c) => [c.tick, [c]]));
    let state = createTopdown(tdInput({ seed }));
    while (!isTopdownFinished(state)) {
      state = stepTopdown(state, byTick.get(state.tick + 1));
      if (state.phase === "fighting") {
        distance += Math.hypot(state.ants[0].x - state.ants[1].x, state.ants[0].y - state.ants[1].y);
        ticks += 1;
      }
    }
    throws += state.ants[0].actions.throw;
  }
  return { throws: throws / FIGHTS, distance: distance / ticks };
}

describe("tactical AI", () => {
  it("[TD20] line of sight is cut by an obstacle, and a cover spot is hidden from the opponent", () => {
    const state = openFloor(-80, 80);
    expect(inSight(ctxOf(state), state.ants[0], state.ants[1])).toBe(true);
    state.obstacles = [{ id: 1, x: 0, y: 0, r: 20 }];
    expect(inSight(ctxOf(state), state.ants[0], state.ants[1])).toBe(false);
    state.obstacles = [{ id: 1, x: -40, y: 50, r: 20 }];
    const spot = bestCover(ctxOf(state), state.ants[0], state.ants[1]);
    expect(spot).not.toBeNull();
    if (spot) expect(blocked(state.obstacles, state.ants[1].x, state.ants[1].y, spot.x, spot.y)).toBe(true);
  });

  it("[TD22] with the same situation and no noise, a tactical ant throws where an aggressive one charges", () => {
    const state = openFloor(-50, 50);
    const [a, b] = state.ants;
    a.carriedRocks = 3;
    a.style = "tactical";
    expect(chooseIntent(ctxOf(state), a, b)).toBe("throw");
    a.style = "aggressive";
    expect(chooseIntent(ctxOf(state), a, b)).toBe("charge");
    a.style = "defensive";
    state.ants[1].x = -35;
    expect(chooseIntent(ctxOf(state), a, b)).toBe("grapple");
  });

  it("[TD22] a tired ant falling behind looks for cover or backs off; a stunned opponent invites a bite or grapple", () => {
    const state = openFloor(-60, 60);
    state.obstacles = [{ id: 1, x: -80, y: 60, r: 20 }];
    const [a, b] = state.ants;
    a.energy = 10;
    a.health = 30;
    b.carriedRocks = 2;
    expect(["cover", "retreat"]).toContain(chooseIntent(ctxOf(state), a, b));
    const close = openFloor(-10, 10);
    close.ants[1].state = "stunned";
    expect(["bite", "grapple"]).toContain(chooseIntent(ctxOf(close), close.ants[0], close.ants[1]));
  });

  it("[TD30] a command in force decides the plan: throw without rocks fetches one first, attack charges when it can", () => {
    const state = openFloor(-60, 60);
    const [a, b] = state.ants;
    a.command = { kind: "throw", untilTick: 500 };
    expect(chooseIntent(ctxOf(state), a, b)).toBe("fetch_rock");
    a.carriedRocks = 1;
    expect(chooseIntent(ctxOf(state), a, b)).toBe("throw");
    a.command = { kind: "attack", untilTick: 500 };
    expect(chooseIntent(ctxOf(state), a, b)).toBe("charge");
    a.command = { kind: "dodge", untilTick: 500 };
    expect(chooseIntent(ctxOf(state), a, b)).toBe("circle");
    a.command = { kind: "cover", untilTick: 500 };
    expect(chooseIntent(ctxOf(state), a, b)).toBe("cover");
  });

  it("[TD18] a bite winding up in reach triggers the dodge reflex, sideways across the line of attack", () => {
    const state = openFloor(-10, 10);
    const [a, b] = state.ants;
    b.state = "attacking";
    b.pending = "bite";
    expect(react(ctxOf(state, [0]), a, b)).toBe(true);
    expect(a.state).toBe("dodging");
    expect(Math.abs(a.dirY)).toBeGreaterThan(Math.abs(a.dirX));
    const calm = openFloor(-10, 10);
    expect(react(ctxOf(calm, [0]), calm.ants[0], calm.ants[1])).toBe(false);
  });

  it("[TD23] each style's build is that style, and the styles' weights differ", () => {
    for (const style of ["aggressive", "defensive", "agile", "tactical", "balanced"] as const) {
      expect(primaryStyle(styleBuild(style))).toBe(style);
    }
    expect(STYLE_WEIGHTS.aggressive.charge).toBeGreaterThan(STYLE_WEIGHTS.balanced.charge);
    expect(STYLE_WEIGHTS.tactical.throw).toBeGreaterThan(STYLE_WEIGHTS.balanced.throw);
  });

  it("[TD23] ants of different styles use measurably different action mixes (100 fights each against an average ant)", () => {
    const styles = ["aggressive", "defensive", "agile", "tactical", "balanced"] as const;
    const mixes = Object.fromEntries(styles.map((s) => [s, mix(s)])) as Record<PrimaryStyle, ReturnType<typeof mix>>;
    const top = (kind: ActionKind | "cover") =>
      styles.reduce((best, s) => ((mixes[s][kind] ?? 0) > (mixes[best][kind] ?? 0) ? s : best), styles[0]);
    expect(top("charge")).toBe("aggressive");
    expect(top("bite")).toBe("aggressive");
    expect(top("grapple")).toBe("defensive");
    expect(top("throw")).toBe("tactical");
    expect(top("counter")).toBe("agile");
    expect(mixes.defensive.grapple).toBeGreaterThan(0.1);
    expect(mixes.aggressive.throw).toBeLessThan(0.02);
    for (const x of styles) {
      for (const y of styles) {
        if (x === y) continue;
        const distance = ACTION_KINDS.reduce((sum, k) => sum + Math.abs(mixes[x][k] - mixes[y][k]), 0) / 2;
        expect(distance, `${x} vs ${y}`).toBeGreaterThan(0.05);
      }
    }
  }, 60_000);

  it("[TD30] 'throw' raises its ant's throws and 'retreat' raises the distance between the ants (100 fights each)", () => {
    const quiet = commanded(null);
    const throwing = commanded("throw");
    const retreating = commanded("retreat");
    expect(throwing.throws).toBeGreaterThan(quiet.throws * 2);
    expect(retreating.distance).toBeGreaterThan(quiet.distance * 1.15);
  }, 60_000);

  it("[TD5] a stronger ant wins a clear majority but not all (combat stats +20%, 400 seeded fights, sides swapped)", () => {
    const combat = ["strength", "speed", "agility", "precision", "endurance", "armor", "resistance", "counter"];
    const stats = Object.fromEntries(STAT_NAMES.map((n) => [n, combat.includes(n) ? 12 : 10])) as Stats;
    let wins = 0;
    const fights = 400;
    for (let seed = 1; seed <= fights; seed++) {
      const strong = tdFighter({ antId: "strong", stats });
      const plain = tdOpponent();
      const fighters = seed % 2 === 0 ? ([plain, strong] as const) : ([strong, plain] as const);
      if (runTopdown({ seed, fighters: [...fighters] }).result.winnerAntId === "strong") wins += 1;
    }
    expect(wins / fights).toBeGreaterThan(0.7);
    expect(wins / fights).toBeLessThan(0.95);
  }, 60_000);
});
