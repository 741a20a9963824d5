// Mini-game completion: the server replays the recorded inputs from the play's seed and rewards its own score, once.

import type { GameCompletionResult } from "@antbrawl/protocol/training-games";
import { TRAINING_GAME_TEXTS } from "@antbrawl/protocol/training-games";
import type { Stats } from "@antbrawl/rules/ant";
import { levelFor } from "@antbrawl/rules/colony/level";
import {
  CLOCK_SLACK_MS,
  COMPLETION_GRACE_MS,
  GAME_NAMES,
  GAME_SECONDS,
  type GameId,
  nextPlayAvailable,
  playRewards,
  TICK_MS,
} from "@antbrawl/rules/training/games/constants";
import { MINI_GAMES } from "@antbrawl/rules/training/games/registry";
import { type PlayOutcome, replayPlay } from "@antbrawl/rules/training/games/run";
import { antForUpdateOr404, currentVitals, recordAntEvent, writeAntTraining } from "../../colony";
import type { UnitDeps } from "../../events/units";
import { conflict, invalid, notFound } from "../../lib/domain-error";
import { applyTrainingGains } from "../gains";
import { gameOrThrow } from "./plays";
import { completePlay, lockPlay, type PlayRow } from "./repository";

/** What a completion sends; anything else in the body (a score, a rating) is ignored. */
export interface Completion {
  play_id: string;
  inputs: readonly unknown[];
  end_tick?: number;
}

/** [MG9] Refuses a completion after 30 s + grace, or one whose inputs run ahead of the time since the start. */
function clockRefusal(play: PlayRow, outcome: PlayOutcome | null, now: Date): string | null {
  const elapsed = now.getTime() - play.started_at.getTime();
  if (elapsed > GAME_SECONDS * 1000 + COMPLETION_GRACE_MS) return TRAINING_GAME_TEXTS.tooLate;
  if (outcome && elapsed < outcome.ticks * TICK_MS - CLOCK_SLACK_MS) return TRAINING_GAME_TEXTS.aheadOfClock;
  return null;
}

/** The result's message, e.g. "Boulder Push complete! Score 845 (grade S). Rex gained 50 XP." */
function completionMessage(name: string, game: GameId, outcome: PlayOutcome, experience: number): string {
  return `${GAME_NAMES[game]} complete! Score ${outcome.score} (grade ${outcome.grade}). ${name} gained ${experience} XP.`;
}

/**
 * [MG3]–[MG9] Completes a play once. Ant and play are locked (so parallel completions count once); a completed play
 * (409), one past its time (409), impossible inputs (400, naming the first) and inputs ahead of the clock (400) are
 * refused and change nothing. Otherwise the server's outcome is stored, the ant spends 20 energy and gains experience
 * and stats by grade, and the achievement metrics mini_games_played (and mini_game_s_grades for an S) move.
 */
export async function completeTrainingGame(
  { db, events }: UnitDeps,
  ownerId: string,
  antId: string,
  rawGame: unknown,
  completion: Completion,
  now: Date,
): Promise<{ result: GameCompletionResult }> {
  const game = gameOrThrow(rawGame);
  return events.transact(db, async ({ trx, raise }) => {
    const locked = await antForUpdateOr404(trx, ownerId, antId);
    const play = await lockPlay(trx, completion.play_id, antId, game);
    if (!play) throw notFound(TRAINING_GAME_TEXTS.playNotFound);
    if (play.completed_at) throw conflict(TRAINING_GAME_TEXTS.alreadyCompleted);
    const late = clockRefusal(play, null, now);
    if (late) throw conflict(late);
    const replay = replayPlay(MINI_GAMES[game], play.seed, completion.inputs, completion.end_tick);
    if (!replay.ok) throw invalid(replay.detail);
    const { outcome } = replay;
    const ahead = clockRefusal(play, outcome, now);
    if (ahead) throw invalid(ahead);

    const rewards = playRewards(game, outcome.grade);
    const gained = await applyTrainingGains(trx, locked, rewards.gains as Partial<Stats>, now);
    const vitals = currentVitals(gained.row, now);
    const energyAfter = Math.max(0, vitals.energy - rewards.energy);
    const written = await writeAntTraining(
      trx,
      antId,
      { total_experience: gained.row.total_experience + rewards.experience },
      now,
      { ...vitals, energy: energyAfter },
    );
    await completePlay(trx, play.id, {
      completed_at: now,
      score: outcome.score,
      grade: outcome.grade,
      ticks_played: outcome.ticks,
      input_count: completion.inputs.length,
      experience_gained: rewards.experience,
      stat_gains: JSON.stringify(gained.applied),
    });
    await recordAntEvent(trx, antId, "training", "trained", now);
    const levelBefore = levelFor(locked.total_experience);
    const levelAfter = levelFor(written.total_experience);
    await raise({ type: "ant.changed", userId: ownerId, antId });
    await raise({
      type: "player.progressed",
      userId: ownerId,
      progress: [
        { kind: "mini_game_completed", grade: outcome.grade },
        ...(levelAfter > levelBefore ? [{ kind: "level_reached" as const, level: levelAfter }] : []),
      ],
      at: now,
      announce: true,
    });
    const result: GameCompletionResult = {
      success: true,
      play_id: play.id,
      game,
      score: outcome.score,
      points: outcome.points,
      time_bonus: outcome.timeBonus,
      ticks_played: outcome.ticks,
      ended_by: outcome.endedBy,
      grade: outcome.grade,
      performance_rating: outcome.grade,
      summary: outcome.summary,
      experience_gained: rewards.experience,
      energy_consumed: Math.round((vitals.energy - energyAfter) * 100) / 100,
      stat_improvements: gained.applied as Record<string, number>,
      next_play_available: new Date(nextPlayAvailable(play.started_at.getTime())).toISOString(),
      message: completionMessage(written.name, game, outcome, rewards.experience),
    };
    return { result };
  });
}
