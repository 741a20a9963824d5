// Matchmaking: pick a fighter ready for server battles, a battle type and (Ranked only) a stake, then 'Start Battle'.
import type { Ant } from "@antbrawl/protocol/ants";
import type { BattleRequestBody } from "@antbrawl/protocol/battles";
import { CURRENCY_UNIT, formatAmount, toMilli } from "@antbrawl/rules/economy/money";
import { canStake, validateStake } from "@antbrawl/rules/economy/stake";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { antReadiness } from "../../fighter-readiness";

type ServerBattleType = BattleRequestBody["battle_type"];

const BATTLE_TYPES: { value: ServerBattleType; label: string; hint: string }[] = [
  { value: "quick_match", label: "Quick Match", hint: "Fast casual fight, no stake" },
  { value: "ranked", label: "Ranked Match", hint: "Competitive, with stakes; changes ELO" },
];

interface Props {
  ants: readonly Ant[];
  balance: number | null;
  busy: boolean;
  onSubmit(body: BattleRequestBody): void;
}

export function MatchmakingForm({ ants, balance, busy, onSubmit }: Props) {
  const firstReady = ants.find((ant) => antReadiness(ant, "server").ready);
  const [antId, setAntId] = useState<string | null>(null);
  const [battleType, setBattleType] = useState<ServerBattleType>("quick_match");
  const [stake, setStake] = useState("0");
  const picked = antId === null ? firstReady : ants.find((ant) => ant.id === antId);
  const chosen = picked && antReadiness(picked, "server").ready ? picked : undefined;

  if (ants.length === 0) {
    return (
      <p>
        You need to create an ant first! <Link to="/">Create one on the Dashboard</Link>.
      </p>
    );
  }

  const ranked = battleType === "ranked";
  const stakeCheck = ranked ? validateStake(Number(stake), "ranked") : null;
  const fundsCheck =
    stakeCheck?.ok && balance !== null ? canStake(toMilli(balance), stakeCheck.milli) : { ok: true as const };
  const stakeProblem = stakeCheck && !stakeCheck.ok ? stakeCheck.message : !fundsCheck.ok ? fundsCheck.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!chosen || stakeProblem) return;
    onSubmit({ ant_id: chosen.id, battle_type: battleType, stake_amount: ranked ? Number(stake) : 0 });
  };

  return (
    <form className="matchmaking" onSubmit={submit} aria-label="Matchmaking">
      <label>
        Fighter
        <select value={chosen?.id ?? ""} onChange={(e) => setAntId(e.target.value)}>
          {chosen ? null : <option value="">Choose a ready ant</option>}
          {ants.map((ant) => {
            const readiness = antReadiness(ant, "server");
            return (
              <option key={ant.id} value={ant.id} disabled={!readiness.ready}>
                {ant.name} · Lv {ant.level} · {readiness.ready ? "Ready" : readiness.message}
              </option>
            );
          })}
        </select>
      </label>
      {firstReady ? null : (
        <p className="muted small">
          Server battles need an ant with 50%+ health and 30%+ energy. Let yours rest first.
        </p>
      )}
      <fieldset className="battle-type-picker">
        <legend>Battle type</legend>
        {BATTLE_TYPES.map((type) => (
          <label key={type.value} className={`type-option${battleType === type.value ? " is-selected" : ""}`}>
            <input
              type="radio"
              name="battle-type"
              value={type.value}
              checked={battleType === type.value}
              onChange={() => setBattleType(type.value)}
            />
            <span>
              <strong>{type.label}</strong>
              <span className="muted small">{type.hint}</span>
            </span>
          </label>
        ))}
        <p className="muted small">Friendly matches are challenges between friends in the Ant Arena.</p>
      </fieldset>
      {ranked ? (
        <div className="stake-field">
          <label>
            Stake ({CURRENCY_UNIT})
            <input
              type="number"
              min={0}
              max={100}
              step={0.1}
              inputMode="decimal"
              value={stake}
              onChange={(e) => setStake(e.target.value)}
              aria-invalid={stakeProblem ? true : undefined}
            />
          </label>
          <p className="muted small">
            Balance: {balance === null ? "…" : formatAmount(toMilli(balance))} · the winner takes 95% of the pot
          </p>
          {stakeProblem ? <p className="form-error">{stakeProblem}</p> : null}
        </div>
      ) : null}
      <button type="submit" className="btn btn-primary" disabled={!chosen || !!stakeProblem || busy}>
        {busy ? "Requesting..." : "Start Battle"}
      </button>
    </form>
  );
}
