// An ant as the readiness rules see it, and its readiness for self battles or server battles.
import type { Ant } from "@antbrawl/protocol/ants";
import {
  battleReadiness,
  type Readiness,
  type ReadinessAnt,
  type ReadinessKind,
} from "@antbrawl/rules/battle/readiness";

export function readinessAnt(ant: Ant): ReadinessAnt {
  return {
    id: ant.id,
    name: ant.name,
    health: ant.current_health,
    energy: ant.energy,
    isInBattle: ant.is_in_battle,
    isTraining: ant.is_training,
  };
}

export function antReadiness(ant: Ant, kind: ReadinessKind): Readiness {
  return battleReadiness(readinessAnt(ant), kind);
}
