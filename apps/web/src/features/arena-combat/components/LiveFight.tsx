// A fight the player is in: the browser runs it, logs each command with its tick, and sends the log when it ends.
import type { ArenaCombatFinishAnswer, ArenaFighter } from "@antbrawl/protocol/arena-combat";
import type { Battle } from "@antbrawl/protocol/battles";
import { FINISH_DELAY_MS, type TopdownFighter } from "@antbrawl/rules/topdown/index";
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { errorStatus, errorText } from "../../../lib/api/api-error";
import { useFinishArenaCombatMutation } from "../api/arena-combat-api";
import { FightRunner } from "../fight-runner";
import { useFightView } from "../hooks/use-fight-view";
import { CombatResult } from "./CombatResult";
import { CommandPanel } from "./CommandPanel";
import { FightStage } from "./FightStage";

/**
 * What a fight on the page starts from: the server's seed, rules version and snapshots, and for a resumed fight its
 * tick so far.
 */
export interface FightStart {
  battle_id: string;
  seed: number;
  rules_version: number;
  fighters: readonly ArenaFighter[];
  participants: readonly { appearance: { color: string } }[];
  resumeAtTick?: number;
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

export function LiveFight({ userId, started, summary, onBack }: Props) {
  const runner = useMemo(() => {
    const [a, b] = started.fighters as [TopdownFighter, TopdownFighter];
    const fight = new FightRunner({ seed: started.seed, fighters: [a, b], version: started.rules_version });
    if (started.resumeAtTick) fight.fastForward(started.resumeAtTick);
    return fight;
  }, [started]);
  const view = useFightView(runner);
  const [finish, { isLoading }] = useFinishArenaCombatMutation();
  const [answer, setAnswer] = useState<ArenaCombatFinishAnswer | null>(null);
  const [error, setError] = useState<{ text: string; refused: boolean } | null>(null);
  const sending = useRef<Promise<ArenaCombatFinishAnswer | null> | null>(null);

  /**
   * Sends the log, with the winner this page saw unless `claim` is false: when the server's replay disagrees (a page
   * built from older rules than the server's), the player may take the server's result, which counts in any case.
   */
  const report = useCallback(
    (claim = true): Promise<ArenaCombatFinishAnswer | null> => {
      const winner = claim && runner.finished ? runner.state.winnerAntId : null;
      sending.current ??= finish({
        userId,
        battleId: started.battle_id,
        commands: runner.log.map((c) => ({ tick: c.tick, ant_id: c.antId, text: c.text })),
        ...(winner ? { winner_ant_id: winner } : {}),
      })
        .unwrap()
        .then((settled) => {
          setAnswer(settled);
          setError(null);
          return settled;
        })
        .catch((caught: unknown) => {
          sending.current = null;
          setError({
            text: errorText(caught, "The result could not be recorded. Please try again."),
            refused: errorStatus(caught) === 400,
          });
          return null;
        });
      return sending.current;
    },
    [finish, runner, started.battle_id, userId],
  );

  useEffect(() => {
    if (view.phase !== "finished") return;
    const timer = setTimeout(() => void report(), FINISH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [view.phase, report]);

  const back = async () => {
    if (answer) return onBack();
    const settled = await report(!error?.refused);
    if (settled) {
      const note = runner.finished
        ? undefined
        : `The fight was played out without you: ${settled.result.winner_name} won.`;
      onBack(note);
    }
  };

  return (
    <FightStage
      runner={runner}
      view={view}
      colors={colorsOf(started.participants)}
      panel={(side) => (
        <CommandPanel
          side={side}
          ant={view.ants[side]}
          tick={view.tick}
          phase={view.phase}
          winnerAntId={view.winnerAntId}
          onSend={(text) => runner.command(view.ants[side].antId, text)}
        />
      )}
    >
      {view.phase === "finished" && !answer && !error ? (
        <p className="muted small" role="status">
          Recording the result…
        </p>
      ) : null}
      {answer ? <CombatResult result={answer.result} message={answer.message} /> : null}
      {answer && summary ? summary(answer.battle) : null}
      {error ? (
        <div className="form-error banner" role="alert">
          <span>{error.text}</span>{" "}
          {error.refused ? (
            <>
              <span className="small">
                The server's replay of this fight differs from this page's: reload for the newest rules.
              </span>{" "}
              <button type="button" className="btn btn-secondary btn-small" onClick={() => void report(false)}>
                Take the Server's Result
              </button>
            </>
          ) : (
            <button type="button" className="btn btn-secondary btn-small" onClick={() => void report()}>
              Try Again
            </button>
          )}
        </div>
      ) : null}
      <div className="combat-actions">
        <button type="button" className="btn btn-secondary" disabled={isLoading} onClick={() => void back()}>
          Back to Setup
        </button>
      </div>
    </FightStage>
  );
}
