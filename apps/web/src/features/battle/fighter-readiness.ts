// An ant as the readiness rules see it, and its readiness for self battles or server battles with recovery advice.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Readiness, ReadinessAnt, ReadinessKind } from "@antbrawl/rules/battle/readiness";
import { readinessWithAdvice } from "@antbrawl/rules/colony/recovery";
import { needValues } from "../ants/public";

export function readinessAnt(ant: Ant): ReadinessAnt {
  return {
    id: ant.id,
    name: ant.name,
    health: ant.current_health,
    energy: ant.energy,
    isInBattle: ant.is_in_battle,
    isTraining: ant.is_training,
    isInTreatment: ant.treatment_until !== null && Date.parse(ant.treatment_until) > Date.now(),
  };
}

/** [Y7] Ready, or the spec's reason followed by what to do and how long it takes. */
export function antReadiness(ant: Ant, kind: ReadinessKind): Readiness {
  return readinessWithAdvice({ ...readinessAnt(ant), needs: needValues(ant) }, kind);
}
