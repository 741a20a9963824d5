// Readiness a player can act on: why an ant is Not Ready, until when, and the one-click fixes with their cost.
import { describe, expect, it } from "vitest";
import { READINESS_MESSAGES } from "../../src/battle/readiness";
import { readinessHelp } from "../../src/colony/readiness-help";

const NOW = Date.parse("2026-11-27T10:00:00Z");
const needs = { food: 10, water: 10, rest: 10, hygiene: 10, exercise: 10 };
const ant = { health: 100, energy: 100, isInBattle: false, isTraining: false, isInTreatment: false, needs };

describe("readiness help", () => {
  it("[Y8] a ready ant has nothing to fix", () => {
    expect(readinessHelp(ant, "server", NOW)).toEqual({ ready: true, why: "Ready", when: null, fixes: [] });
  });

  it("[Y8] a hurt ant says why and when, with free care of the needs that are not full and Wound Care with its cost", () => {
    const help = readinessHelp(
      { ...ant, health: 5, needs: { food: 19.5, water: 19, rest: 19, hygiene: 20, exercise: 20 } },
      "server",
      NOW,
    );
    expect(help.why).toBe(READINESS_MESSAGES.serverHealth);
    expect(help.when).toBe("ready in about 2 h with care");
    expect(help.fixes).toEqual([
      { kind: "care", label: "Care now: rest, feed, water", cost: "free", actions: ["rest", "feed", "water"] },
      { kind: "treat", label: "Wound Care (10 min)", cost: "0.2 ETH", treatment: "wound_care", minutes: 10 },
    ]);
  });

  it("[Y8] a tired ant is offered rest only; a busy ant says when it is free", () => {
    const tired = readinessHelp({ ...ant, energy: 10 }, "server", NOW);
    expect(tired.why).toBe(READINESS_MESSAGES.serverEnergy);
    expect(tired.when).toBe("ready right after a round of care");
    expect(tired.fixes).toEqual([{ kind: "care", label: "Care now: rest", cost: "free", actions: ["rest"] }]);
    const treated = readinessHelp({ ...ant, isInTreatment: true, treatmentEndsAtMs: NOW + 12 * 60_000 }, "server", NOW);
    expect(treated).toEqual({
      ready: false,
      why: READINESS_MESSAGES.inTreatment,
      when: "free again in about 15 min",
      fixes: [],
    });
    expect(readinessHelp({ ...ant, isTraining: true }, "server", NOW).when).toBe("free again when the training ends");
    expect(readinessHelp({ ...ant, isInBattle: true }, "server", NOW).when).toBe("free again when its battle ends");
  });
});
