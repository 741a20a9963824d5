// Readiness for the live arena: the server bar of the rules (health 50+, energy 30+, not in battle or training).
import type { Ant } from "@antbrawl/protocol/ants";
import { battleReadiness, type Readiness } from "@antbrawl/rules/battle/readiness";

export function arenaReadiness(ant: Ant): Readiness {
  return battleReadiness(
    {
      health: ant.current_health,
      energy: ant.energy,
      isInBattle: ant.is_in_battle,
      isTraining: ant.is_training,
      isInTreatment: ant.treatment_until !== null && Date.parse(ant.treatment_until) > Date.now(),
    },
    "server",
  );
}

/** The selected ant if it is still ready, else null. */
export function readySelection(ants: readonly Ant[], selectedId: string | null): Ant | null {
  const ant = ants.find((a) => a.id === selectedId);
  return ant && arenaReadiness(ant).ready ? ant : null;
}
