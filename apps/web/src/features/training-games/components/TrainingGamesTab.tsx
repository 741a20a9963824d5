// The Training Games tab: pick one of the four daily mini-games, play it on canvas, see the server's result.
import type { Ant } from "@antbrawl/protocol/ants";
import { type GameCompletionResult, TRAINING_GAME_TEXTS } from "@antbrawl/protocol/training-games";
import { type GameId, isGameId } from "@antbrawl/rules/training/games/constants";
import type { GameRun } from "@antbrawl/rules/training/games/run";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTimedNotice } from "../../../components/notice";
import {
  useCompleteTrainingGameMutation,
  useStartTrainingGameMutation,
  useTrainingGamesQuery,
} from "../api/training-games-api";
import { completionFailureText, MISSING_DATA_TEXT, NO_USER_TEXT, startFailureText } from "../errors";
import { forgetPendingSave, pendingSaveOf, rememberPendingSave } from "../pending-save";
import { GamePicker } from "./GamePicker";
import { GamePlay } from "./GamePlay";
import { GameResults } from "./GameResults";
import { NoticeBar } from "./NoticeBar";
import "./training-games.css";

export interface TrainingGamesTabProps {
  /** The signed-in player. */
  userId: string;
  /** The ant selected on the Training Arena page; null when none is selected. */
  ant: Ant | null;
}

type Phase =
  | { kind: "pick" }
  | { kind: "play"; game: GameId; playId: string; seed: number; antId: string }
  | { kind: "saving"; game: GameId }
  | { kind: "done"; result: GameCompletionResult };

/** The Training Games tab (spec 001 §2, §4): picker, play, one save per play, results. */
export function TrainingGamesTab({ userId, ant }: TrainingGamesTabProps) {
  const [phase, setPhase] = useState<Phase>({ kind: "pick" });
  const { notice, notify, dismiss } = useTimedNotice();
  const status = useTrainingGamesQuery({ userId, antId: ant?.id ?? "" }, { skip: !userId || !ant });
  const [startGame, starting] = useStartTrainingGameMutation();
  const [completeGame] = useCompleteTrainingGameMutation();
  const savedPlay = useRef<string | null>(null);

  // A play whose save the last page sent as it went (a reload mid-game) is sent again: the server counts it once
  // (a second send is refused with 409), and the answer, either way, refreshes the day's scores shown in the picker.
  useEffect(() => {
    const pending = pendingSaveOf(userId);
    if (!pending) return;
    savedPlay.current = pending.body.play_id;
    completeGame(pending)
      .unwrap()
      .catch(() => undefined)
      .finally(() => forgetPendingSave(pending.body.play_id));
  }, [userId, completeGame]);

  const onPlay = async (game: GameId) => {
    if (!userId) return notify({ kind: "error", text: NO_USER_TEXT });
    if (!ant) return notify({ kind: "error", text: TRAINING_GAME_TEXTS.noAnt });
    if (!isGameId(game)) return notify({ kind: "error", text: TRAINING_GAME_TEXTS.invalidGame });
    try {
      const play = await startGame({ userId, antId: ant.id, game }).unwrap();
      dismiss();
      setPhase({ kind: "play", game, playId: play.play_id, seed: play.seed, antId: ant.id });
    } catch (error) {
      notify({ kind: "error", text: startFailureText(error) });
    }
  };

  const onEnd = useCallback(
    async (run: GameRun) => {
      if (phase.kind !== "play") return;
      if (savedPlay.current === phase.playId) return;
      savedPlay.current = phase.playId;
      if (!userId || !phase.antId) return notify({ kind: "error", text: MISSING_DATA_TEXT });
      setPhase({ kind: "saving", game: phase.game });
      const body = {
        play_id: phase.playId,
        inputs: run.inputs,
        ...(run.endedBy === "early" ? { end_tick: run.tick } : {}),
      };
      const save = { userId, antId: phase.antId, game: phase.game, body };
      rememberPendingSave(save);
      try {
        const result = await completeGame(save).unwrap();
        setPhase({ kind: "done", result });
      } catch (error) {
        notify({ kind: "error", text: completionFailureText(error) });
        setPhase({ kind: "pick" });
      } finally {
        forgetPendingSave(body.play_id);
      }
    },
    [phase, userId, completeGame, notify],
  );

  if (!userId) return <NoticeBar notice={{ kind: "error", text: NO_USER_TEXT }} onDismiss={() => undefined} />;
  if (!ant) return <p className="tg-empty">{TRAINING_GAME_TEXTS.noAnt}</p>;
  return (
    <section className="tg" aria-label="Training Games">
      <NoticeBar notice={notice} onDismiss={dismiss} />
      {phase.kind === "pick" ? (
        <>
          <p className="small muted">
            One play of each game a day (the day starts at 00:00 UTC). Each play costs 20 energy; your score is checked
            by the server.
          </p>
          {status.isError ? <p className="form-error">Could not load the games. Please try again.</p> : null}
          <GamePicker status={status.data?.games_status} busy={starting.isLoading} onPlay={onPlay} />
        </>
      ) : null}
      {phase.kind === "play" ? (
        <GamePlay game={phase.game} seed={phase.seed} antColor={ant.appearance.color} onEnd={onEnd} />
      ) : null}
      {phase.kind === "saving" ? (
        <p className="card" role="status">
          Saving your score…
        </p>
      ) : null}
      {phase.kind === "done" ? <GameResults result={phase.result} onBack={() => setPhase({ kind: "pick" })} /> : null}
    </section>
  );
}
