// The Medical Center: each condition rule (MD1–MD7) and each treatment rule (MD8–MD13).
import { describe, expect, it } from "vitest";
import type { Needs } from "../../src/ant";
import { battleReadiness, READINESS_MESSAGES } from "../../src/battle/readiness";
import { CONDITIONS, diagnose, HEALTHY, type PatientState, SEVERITIES } from "../../src/lab/conditions";
import {
  applyTreatment,
  inTreatment,
  isTreatmentType,
  MEDICAL_MESSAGES,
  recommendedTreatments,
  TREATMENT_TYPES,
  TREATMENTS,
  treatmentChargeEntries,
  treatmentDurationMs,
  treatmentEffect,
  unknownTreatmentMessage,
} from "../../src/lab/treatments";
import { createRng } from "../../src/random";

const fullNeeds: Needs = { food: 18, water: 18, rest: 18, hygiene: 18, exercise: 18 };
const well: PatientState = { health: 100, energy: 100, needs: fullNeeds };
const state = (patch: Partial<Omit<PatientState, "needs">> & { needs?: Partial<Needs> } = {}): PatientState => ({
  ...well,
  ...patch,
  needs: { ...fullNeeds, ...patch.needs },
});
const find = (s: PatientState, name: string) => diagnose(s).find((c) => c.condition === name);

describe("conditions", () => {
  it("[MD1] six conditions and four severities", () => {
    expect(CONDITIONS).toEqual(["healthy", "injured", "sick", "exhausted", "poisoned", "infected"]);
    expect(SEVERITIES).toEqual(["none", "mild", "moderate", "severe"]);
  });

  it("[MD2] injured by health: below 70 mild, 50 moderate, 30 severe", () => {
    expect(find(state({ health: 70 }), "injured")).toBeUndefined();
    expect(find(state({ health: 69.9 }), "injured")?.severity).toBe("mild");
    expect(find(state({ health: 49 }), "injured")?.severity).toBe("moderate");
    expect(find(state({ health: 29 }), "injured")?.severity).toBe("severe");
    expect(find(state({ health: 42 }), "injured")?.description).toBe("Battle wounds: health is down to 42%.");
  });

  it("[MD3] sick from neglected hygiene", () => {
    expect(find(state({ needs: { hygiene: 8 } }), "sick")).toBeUndefined();
    expect(find(state({ needs: { hygiene: 7 } }), "sick")?.severity).toBe("mild");
    expect(find(state({ needs: { hygiene: 4 } }), "sick")?.severity).toBe("moderate");
    expect(find(state({ needs: { hygiene: 1 } }), "sick")?.severity).toBe("severe");
  });

  it("[MD4] exhausted from energy, at least moderate when rest is critical", () => {
    expect(find(state({ energy: 30 }), "exhausted")).toBeUndefined();
    expect(find(state({ energy: 29 }), "exhausted")?.severity).toBe("mild");
    expect(find(state({ energy: 14 }), "exhausted")?.severity).toBe("moderate");
    expect(find(state({ energy: 4.9 }), "exhausted")?.severity).toBe("severe");
    expect(find(state({ needs: { rest: 4 } }), "exhausted")?.severity).toBe("moderate");
  });

  it("[MD5] poisoned from dehydration (water below 10) or starvation (food below 5)", () => {
    expect(find(state({ needs: { water: 10, food: 5 } }), "poisoned")).toBeUndefined();
    expect(find(state({ needs: { water: 9 } }), "poisoned")?.severity).toBe("mild");
    expect(find(state({ needs: { water: 9 } }), "poisoned")?.description).toContain("dehydration");
    expect(find(state({ needs: { food: 4 } }), "poisoned")?.severity).toBe("mild");
    expect(find(state({ needs: { water: 9, food: 4 } }), "poisoned")?.severity).toBe("moderate");
    expect(find(state({ needs: { water: 2 } }), "poisoned")?.severity).toBe("moderate");
    expect(find(state({ needs: { water: 2, food: 2 } }), "poisoned")?.severity).toBe("severe");
  });

  it("[MD6] infected: an injury below 50% with hygiene below 8", () => {
    expect(find(state({ health: 45 }), "infected")).toBeUndefined();
    expect(find(state({ health: 60, needs: { hygiene: 3 } }), "infected")).toBeUndefined();
    expect(find(state({ health: 45, needs: { hygiene: 7 } }), "infected")?.severity).toBe("mild");
    expect(find(state({ health: 25, needs: { hygiene: 7 } }), "infected")?.severity).toBe("moderate");
    expect(find(state({ health: 25, needs: { hygiene: 3 } }), "infected")?.severity).toBe("severe");
  });

  it("[MD7] healthy alone when nothing is wrong; otherwise worst first", () => {
    expect(diagnose(well)).toEqual([HEALTHY]);
    const list = diagnose(state({ health: 25, energy: 20, needs: { hygiene: 3 } }));
    expect(list.map((c) => c.condition)).toEqual(["injured", "infected", "sick", "exhausted"]);
    expect(list.every((c) => c.severity !== "none")).toBe(true);
  });
});

describe("treatments", () => {
  it("[MD8] every treatment has a name, description, cost, duration, effectiveness and success rate in range", () => {
    for (const type of TREATMENT_TYPES) {
      const t = TREATMENTS[type];
      expect(t.type).toBe(type);
      expect(t.name.length).toBeGreaterThan(0);
      expect(t.costMilli).toBeGreaterThanOrEqual(0);
      expect(t.durationMinutes).toBeGreaterThan(0);
      expect(t.durationMinutes).toBeLessThanOrEqual(30);
      expect(t.effectiveness).toBeGreaterThan(0);
      expect(t.effectiveness).toBeLessThanOrEqual(1);
      expect(t.successRate).toBeGreaterThan(0);
      expect(t.successRate).toBeLessThanOrEqual(1);
    }
    expect(isTreatmentType("surgery")).toBe(true);
    expect(isTreatmentType("magic")).toBe(false);
    expect(isTreatmentType(3)).toBe(false);
  });

  it("[MD9] a diagnosis recommends the treatments of its conditions, without repeats", () => {
    const types = (s: PatientState) => recommendedTreatments(diagnose(s)).map((t) => t.type);
    expect(types(well)).toEqual(["checkup"]);
    expect(types(state({ health: 60 }))).toEqual(["wound_care"]);
    expect(types(state({ health: 20, needs: { hygiene: 3 } }))).toEqual(["surgery", "wound_care", "antibiotics"]);
    expect(types(state({ energy: 3, needs: { water: 5 } }))).toEqual(["rest_therapy", "detox"]);
  });

  it("[MD10] a treatment moves its values toward their maximum by its effectiveness", () => {
    const s = { ...state({ health: 40, energy: 20, needs: { hygiene: 4, food: 2, water: 4, rest: 2 } }), mood: 10 };
    expect(treatmentEffect("wound_care", s).health).toBeCloseTo(40 + 60 * 0.6);
    expect(treatmentEffect("surgery", s).health).toBeCloseTo(40 + 60 * 0.95);
    expect(treatmentEffect("surgery", s).needs.hygiene).toBe(10);
    expect(treatmentEffect("antibiotics", s).needs.hygiene).toBeCloseTo(4 + 16 * 0.8);
    expect(treatmentEffect("detox", s).needs.water).toBeCloseTo(4 + 16 * 0.75);
    expect(treatmentEffect("rest_therapy", s).energy).toBeCloseTo(20 + 80 * 0.7);
    expect(treatmentEffect("checkup", s).mood).toBeCloseTo(10 + 10 * 0.3);
    expect(s.health).toBe(40);
  });

  it("[MD11] success is a seeded roll at the success rate; a failure changes nothing", () => {
    const s = { ...state({ health: 40 }), mood: 10 };
    let wins = 0;
    for (let seed = 0; seed < 5000; seed++) {
      const result = applyTreatment(createRng(seed), "surgery", s);
      if (result.success) wins++;
      else expect(result.state).toEqual(s);
    }
    expect(Math.abs(wins / 5000 - TREATMENTS.surgery.successRate)).toBeLessThan(0.03);
    expect(applyTreatment(createRng(9), "wound_care", s)).toEqual(applyTreatment(createRng(9), "wound_care", s));
  });

  it("[MD12] the ant is busy for the duration, and battles refuse it meanwhile", () => {
    expect(treatmentDurationMs("surgery")).toBe(30 * 60_000);
    expect(treatmentDurationMs("surgery", 100)).toBe(3000);
    expect(inTreatment(1000, 999)).toBe(true);
    expect(inTreatment(1000, 1000)).toBe(false);
    expect(inTreatment(null, 0)).toBe(false);
    const ant = { health: 100, energy: 100, isInBattle: false, isTraining: false, isInTreatment: true };
    expect(battleReadiness(ant, "self")).toEqual({ ready: false, message: READINESS_MESSAGES.inTreatment });
    expect(READINESS_MESSAGES.inTreatment).toBe("Currently in treatment");
  });

  it("[MD13] a treatment's charge balances: player pays the house", () => {
    expect(treatmentChargeEntries("u1", 200, "t1")).toEqual({
      kind: "treatment",
      ref: "t1",
      postings: [
        { account: "player:u1", amount: -200 },
        { account: "house", amount: 200 },
      ],
    });
    expect(treatmentChargeEntries("u1", 0, "t2").postings).toEqual([]);
  });

  it("[MD13] texts", () => {
    expect(MEDICAL_MESSAGES.applied).toBe("Treatment applied successfully! Your ant is feeling better.");
    expect(unknownTreatmentMessage("magic")).toBe("Unknown treatment_type: magic");
  });
});
