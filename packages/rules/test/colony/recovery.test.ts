// Recovery pace: care heals, a cared-for ant regains health fast, and readiness says what to do and how long it takes.
import { describe, expect, it } from "vitest";
import { runBattle } from "../../src/battle/engine";
import { battleReadiness, READINESS_MESSAGES } from "../../src/battle/readiness";
import { advanceAnt } from "../../src/colony/advance";
import { applyCare, careHealing, careRule } from "../../src/colony/care";
import { readinessHelp } from "../../src/colony/readiness-help";
import { careHealingAvailable, formatWait, readinessWithAdvice } from "../../src/colony/recovery";
import type { AntVitals } from "../../src/colony/vitals";
import { battleInput, makeFighter, makeOpponent } from "../battle/builders";
import { HOUR, makeNeeds, makeVitals, T0 } from "./builders";

const MINUTE = 60_000;
const idle = { isInBattle: false, isTraining: false };
const ready = (vitals: AntVitals, kind: "self" | "server") => battleReadiness({ ...vitals, ...idle }, kind).ready;

/** Rest, feed, water and clean once each with their default amounts (what a player does after a fight). */
function careForIt(vitals: AntVitals): AntVitals {
  let cared = applyCare(vitals, "rest", 8);
  cared = applyCare(cared, "feed", 5);
  cared = applyCare(cared, "water", 8);
  return applyCare(cared, "clean", 10);
}

describe("recovery", () => {
  it("[C8] care heals: rest 3 per hour, feed, water and clean 2 per point the need rose, exercise none", () => {
    expect(careHealing("rest", 8)).toBe(24);
    expect(careHealing("feed", 5)).toBe(10);
    expect(careHealing("exercise", 6)).toBe(0);
    const hurt = makeVitals({ health: 10, needs: { food: 18, rest: 10 } });
    expect(applyCare(hurt, "feed", 5).health).toBe(14);
    expect(applyCare(hurt, "rest", 8).health).toBe(34);
    expect(applyCare({ ...hurt, health: 99 }, "rest", 8).health).toBe(100);
  });

  it("[V3] a cared-for ant (no need below 8) regains 20 health an hour; with a low need only 4", () => {
    expect(advanceAnt(makeVitals({ health: 0 }), T0, T0 + HOUR).health).toBeCloseTo(20, 9);
    expect(advanceAnt(makeVitals({ health: 0, needs: { water: 7 } }), T0, T0 + HOUR).health).toBeCloseTo(4, 9);
  });

  it("[V3][C8] after a typical battle a cared-for ant is fit for a self battle within 30 minutes, ranked within 3 hours", () => {
    let worstSelf = 0;
    let worstServer = 0;
    for (let seed = 1; seed <= 300; seed++) {
      const result = runBattle(battleInput({ seed, a: makeFighter(), b: makeOpponent() }));
      for (const antId of [result.winnerAntId, result.loserAntId]) {
        const after = makeVitals({ health: result.finalHealth[antId], energy: result.finalEnergy[antId] });
        const cared = careForIt(after);
        let minutes = 0;
        while (!ready(advanceAnt(cared, T0, T0 + minutes * MINUTE), "self")) minutes += 5;
        worstSelf = Math.max(worstSelf, minutes);
        while (!ready(advanceAnt(cared, T0, T0 + minutes * MINUTE), "server")) minutes += 5;
        worstServer = Math.max(worstServer, minutes);
      }
    }
    expect(worstSelf).toBeLessThanOrEqual(30);
    expect(worstServer).toBeLessThanOrEqual(180);
    expect(worstServer).toBeGreaterThan(0);
  });

  it("[Y7] formats waits in steps of 5 minutes", () => {
    expect(formatWait(1)).toBe("5 min");
    expect(formatWait(17)).toBe("20 min");
    expect(formatWait(60)).toBe("1 h");
    expect(formatWait(88)).toBe("1 h 30 min");
  });

  it("[Y7] readiness keeps the spec's text first and says what to do and how long it takes", () => {
    const hurt = { ...idle, health: 0, energy: 100, needs: makeVitals().needs };
    expect(careHealingAvailable(hurt.needs)).toBe(15 + 10 + 10 + 10);
    const self = readinessWithAdvice(hurt, "self");
    expect(self).toEqual({
      ready: false,
      message: `${READINESS_MESSAGES.selfHealth} — rest and feed it: ready right after`,
    });
    const ranked = readinessWithAdvice(hurt, "server");
    expect(ranked.message).toBe(`${READINESS_MESSAGES.serverHealth} — rest and feed it: ready in about 15 min`);
    const full = { ...hurt, needs: { food: 20, water: 20, rest: 20, hygiene: 20, exercise: 20 } };
    expect(readinessWithAdvice(full, "self").message).toBe(
      `${READINESS_MESSAGES.selfHealth} — let it recover: ready in about 1 h 30 min`,
    );
    const tired = { ...hurt, health: 100, energy: 5 };
    expect(readinessWithAdvice(tired, "self").message).toBe(
      `${READINESS_MESSAGES.selfEnergy} — let it rest: ready right after`,
    );
    expect(readinessWithAdvice({ ...full, health: 100, energy: 5 }, "self").message).toBe(
      `${READINESS_MESSAGES.selfEnergy} — let it recover: ready in about 3 h`,
    );
    expect(readinessWithAdvice({ ...hurt, isInBattle: true }, "self").message).toBe(READINESS_MESSAGES.inBattle);
    expect(readinessWithAdvice({ ...hurt, health: 100 }, "self")).toEqual({ ready: true, message: "Ready" });
  });

  it("[Y7][Y8] an ant cared for as the help says is ready when it says, whatever the fight left of health, energy and needs", () => {
    const broken: string[] = [];
    for (const health of [0, 12, 29, 41, 49, 60]) {
      for (const energy of [0, 8, 22, 29, 60]) {
        for (const needs of [makeVitals().needs, makeVitals({ needs: { rest: 20, food: 20 } }).needs, makeNeeds(20)]) {
          for (const kind of ["self", "server"] as const) {
            const vitals: AntVitals = { mood: 10, health, energy, needs };
            const help = readinessHelp({ ...vitals, ...idle }, kind, T0);
            if (help.ready) continue;
            const care = help.fixes.find((fix) => fix.kind === "care");
            let cared = vitals;
            for (const action of care?.kind === "care" ? care.actions : []) {
              cared = applyCare(cared, action, careRule(action).defaultAmount);
            }
            const wait = /ready in about (?:(\d+) h)? ?(?:(\d+) min)?/.exec(help.when ?? "");
            const minutes = wait ? Number(wait[1] ?? 0) * 60 + Number(wait[2] ?? 0) : 0;
            if (!ready(advanceAnt(cared, T0, T0 + minutes * MINUTE), kind)) {
              broken.push(`${kind} health ${health} energy ${energy} rest ${needs.rest}: '${help.when}'`);
            }
          }
        }
      }
    }
    expect(broken).toEqual([]);
  });
});
