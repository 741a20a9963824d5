// The server's word on a finished fight: who won, and what it did to each ant's health, energy and experience.
import type { ArenaCombatResult } from "@antbrawl/protocol/arena-combat";

const round = (value: number) => Math.round(value);

export function CombatResult({ result, message }: { result: ArenaCombatResult; message?: string }) {
  return (
    <section className="card combat-result" aria-label="Arena combat result">
      <h3>🏆 {result.winner_name} wins!</h3>
      {message ? <p className="muted small">{message}</p> : null}
      <ul className="combat-result-list">
        {result.sides.map((side) => (
          <li key={side.ant_id}>
            <span>
              <strong>{side.ant_name}</strong> · {side.won ? "Victory" : "Defeat"}
            </span>
            <span className="muted small">
              Health {round(side.starting_health)} → {round(side.final_health)} · Energy {round(side.starting_energy)} →{" "}
              {round(side.final_energy)} · +{side.experience_gained} XP
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
