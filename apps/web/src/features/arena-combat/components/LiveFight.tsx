// A fight the player is in: the server runs it and streams it here; the page draws it, sends commands, and asks the
// server to settle it once it ends.
import type { ArenaCombatFinishAnswer, ArenaFighter } from "@antbrawl/protocol/arena-combat";
import type { Battle } from "@antbrawl/protocol/battles";
import { FINISH_DELAY_MS } from "@antbrawl/rules/topdown/index";
import { type ReactNode, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { LoadingNote } from "../../../components/LoadingNote";
import { errorText } from "../../../lib/api/api-error";
import { LiveStatus } from "../../../lib/live/LiveStatus";
import { useLiveStatus } from "../../../lib/live/use-live";
import { useFinishArenaCombatMutation } from "../api/arena-combat-api";
import { useFightView } from "../hooks/use-fight-view";
import { StreamedFight } from "../streamed-fight";
import { CombatResult } from "./CombatResult";
import { CommandPanel } from "./CommandPanel";
import { SettledFightDice } from "./FightDiceProof";
import { FightStage } from "./FightStage";

/** What a fight on the page starts from: its id, rules version, the fighters' snapshots and colours (never its seed). */
export interface FightStart {
  battle_id: string;
  rules_version: number;
  fighters: readonly ArenaFighter[];
  participants: readonly { appearance: { color: string } }[];
}

interface Props {
  userId: string;
  started: FightStart;
  /** Shown under the result once the server settled the fight. */
  summary?: (battle: Battle) => ReactNode;
  /** Back to the setup, with a line to show there when the fight was settled without the player watching. */
  onBack(notice?: string): void;
}

export function colorsOf(participants: readonly { appearance: { color: string } }[]): [string, string] {
  return [participants[0]?.appearance.color ?? "#8B4513", participants[1]?.appearance.color ?? "#2F2F2F"];
}

const NOTHING = { state: null, subscribe: () => () => {} };

/** Follows the fight over the live connection while mounted (watch on mount, unwatch on unmount). */
function useStreamedFight(battleId: string): StreamedFight | null {
  const [fight, setFight] = useState<StreamedFight | null>(null);
  useEffect(() => {
    const streamed = new StreamedFight(battleId);
    setFight(streamed);
    return () => streamed.dispose();
  }, [battleId]);
  return fight;
}

/** Says so while the live connection is down: the fight goes on at the server meanwhile. */
function ConnectionLine() {
  const status = useLiveStatus();
  if (status.state !== "reconnecting" && status.state !== "failed") return null;
  return (
    <div className="combat-connection small">
      <LiveStatus />
      <span>The fight goes on at the server; it shows here again when the connection is back.</span>
    </div>
  );
}

export function LiveFight({ userId, started, summary, onBack }: Props) {
  const fight = useStreamedFight(started.battle_id);
  const view = useFightView(fight ?? NOTHING);
  const refusal = useSyncExternalStore(fight?.subscribe ?? NOTHING.subscribe, () => fight?.refusal ?? null);
  const [finish, { isLoading }] = useFinishArenaCombatMutation();
  const [answer, setAnswer] = useState<ArenaCombatFinishAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef<Promise<ArenaCombatFinishAnswer | null> | null>(null);

  /** Asks the server to settle the fight from the commands it took (before the end, the ants fight the rest alone). */
  const report = useCallback((): Promise<ArenaCombatFinishAnswer | null> => {
    sending.current ??= finish({ userId, battleId: started.battle_id })
      .unwrap()
      .then((settled) => {
        setAnswer(settled);
        setError(null);
        return settled;
      })
      .catch((caught: unknown) => {
        sending.current = null;
        setError(errorText(caught, "The result could not be recorded. Please try again."));
        return null;
      });
    return sending.current;
  }, [finish, started.battle_id, userId]);

  const phase = view?.phase;
  useEffect(() => {
    if (phase !== "finished") return;
    const timer = setTimeout(() => void report(), FINISH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [phase, report]);

  const back = async () => {
    if (answer || (!view && refusal)) return onBack();
    const settled = await report();
    if (settled) {
      onBack(
        phase === "finished" ? undefined : `The fight was played out without you: ${settled.result.winner_name} won.`,
      );
    }
  };
  const backButton = (
    <div className="combat-actions">
      <button type="button" className="btn btn-secondary" disabled={isLoading} onClick={() => void back()}>
        Back to Setup
      </button>
    </div>
  );

  if (!fight?.hasFrame() || !view) {
    return (
      <div className="card combat-waiting">
        {refusal ? (
          <p className="form-error" role="alert">
            {refusal}
          </p>
        ) : (
          <LoadingNote text="Connecting to the arena…" />
        )}
        <ConnectionLine />
        {error ? (
          <p className="form-error" role="alert">
            {error}
          </p>
        ) : null}
        {backButton}
      </div>
    );
  }

  return (
    <FightStage
      fight={fight}
      view={view}
      colors={colorsOf(started.participants)}
      panel={(side) => (
        <CommandPanel
          side={side}
          ant={view.ants[side]}
          tick={view.tick}
          phase={view.phase}
          winnerAntId={view.winnerAntId}
          onSend={(text) => fight.command(view.ants[side].antId, text)}
        />
      )}
    >
      <ConnectionLine />
      {refusal && !answer ? (
        <p className="form-error small" role="alert">
          The arena did not take that: {refusal}
        </p>
      ) : null}
      {view.phase === "finished" && !answer && !error ? (
        <p className="muted small" role="status">
          Recording the result…
        </p>
      ) : null}
      {answer ? <CombatResult result={answer.result} message={answer.message} /> : null}
      {answer && summary ? summary(answer.battle) : null}
      {answer ? <SettledFightDice userId={userId} battleId={started.battle_id} /> : null}
      {error ? (
        <div className="form-error banner" role="alert">
          <span>{error}</span>{" "}
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void report()}>
            Try Again
          </button>
        </div>
      ) : null}
      {backButton}
    </FightStage>
  );
}
