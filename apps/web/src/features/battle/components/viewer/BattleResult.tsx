// The end of a battle: '{name} wins!', 'Victory!' or 'Defeat!', and what each ant earned.
import type { Battle } from "@antbrawl/protocol/battles";
import { formatAmount, toMilli } from "@antbrawl/rules/economy/money";
import type { ReactNode } from "react";
import { winnerName } from "../../battle-view";
import { DiceProof } from "../proof/DiceProof";

interface Props {
  battle: Battle;
  /** True when the player won (always, in a self battle). */
  victory: boolean;
  children?: ReactNode;
}

function eloChange(before: number, after: number): string | null {
  const delta = Math.round(after - before);
  if (delta === 0) return null;
  return `${delta > 0 ? "+" : ""}${delta} ELO`;
}

export function BattleResult({ battle, victory, children }: Props) {
  const winner = winnerName(battle);
  const summary = battle.battle_summary;
  return (
    <section className={`card battle-result ${victory ? "is-victory" : "is-defeat"}`} aria-label="Battle result">
      <p className="battle-result-title">{victory ? "Victory!" : "Defeat!"}</p>
      {winner ? <p className="battle-result-winner">{winner} wins!</p> : null}
      {summary ? (
        <p className="muted small">
          {summary.turns} turns{summary.payout > 0 ? ` · payout ${formatAmount(toMilli(summary.payout))}` : ""}
        </p>
      ) : null}
      <ul className="battle-result-gains">
        {battle.participants.map((p) => {
          const elo = eloChange(p.elo_before, p.elo_after);
          return (
            <li key={p.ant_id}>
              <strong>{p.ant_name}</strong> +{p.experience_gained} XP{elo ? ` · ${elo}` : ""}
            </li>
          );
        })}
      </ul>
      {children ? <div className="battle-result-actions">{children}</div> : null}
      <DiceProof battle={battle} />
    </section>
  );
}
