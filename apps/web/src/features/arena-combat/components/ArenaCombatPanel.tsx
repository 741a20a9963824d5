// The Battle Arena's 'Arena Combat' tab: the setup, a running fight, or a replay opened from Battle History.
import type { Battle } from "@antbrawl/protocol/battles";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { CombatReplay } from "./CombatReplay";
import { CombatSetup } from "./CombatSetup";
import { type FightStart, LiveFight } from "./LiveFight";
import { OpenFights } from "./OpenFights";
import "./arena-combat.css";

/** The search parameter naming the fight to replay (`?tab=combat&replay={battleId}`). */
export const REPLAY_PARAM = "replay";

interface Props {
  userId: string;
  /** What the fight did for the player once it is settled (the battle feature's summary: rating, achievements, replay). */
  summary?: (battle: Battle) => ReactNode;
}

export function ArenaCombatPanel({ userId, summary }: Props) {
  const [params, setParams] = useSearchParams();
  const replayId = params.get(REPLAY_PARAM);
  const [started, setStarted] = useState<FightStart | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  if (replayId) {
    const back = () => {
      const next = new URLSearchParams(params);
      next.delete(REPLAY_PARAM);
      setParams(next, { replace: true });
    };
    return <CombatReplay key={replayId} userId={userId} battleId={replayId} onBack={back} />;
  }
  if (started) {
    return (
      <LiveFight
        key={started.battle_id}
        userId={userId}
        started={started}
        summary={summary}
        onBack={(text) => {
          setStarted(null);
          setNotice(text ?? null);
        }}
      />
    );
  }
  return (
    <>
      {notice ? (
        <div className="combat-notice card" role="status">
          <span>{notice}</span>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => setNotice(null)}>
            Dismiss
          </button>
        </div>
      ) : null}
      <OpenFights
        userId={userId}
        onNotice={setNotice}
        onResume={(fight) => {
          setNotice(null);
          setStarted(fight);
        }}
      />
      <CombatSetup
        userId={userId}
        onStarted={(answer) => {
          setNotice(null);
          setStarted({
            battle_id: answer.battle_id,
            rules_version: answer.rules_version,
            fighters: answer.fighters,
            participants: answer.battle.participants,
          });
        }}
      />
    </>
  );
}
