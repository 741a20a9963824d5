// Mini-game status and start: one play per game per ant per UTC day, 20% energy, a fresh seed for each play.
import { randomInt, randomUUID } from "node:crypto";
import { COLONY_ERRORS } from "@antbrawl/protocol/errors";
import type { TrainingGameStatus } from "@antbrawl/protocol/training-games";
import { TRAINING_GAME_TEXTS } from "@antbrawl/protocol/training-games";
import {
  COMPLETION_GRACE_MS,
  GAME_IDS,
  GAME_MIN_ENERGY,
  GAME_NAMES,
  GAME_SECONDS,
  GAME_TICKS,
  type GameId,
  isGameId,
  nextPlayAvailable,
  playDay,
  TICK_MS,
} from "@antbrawl/rules/training/games/constants";
import type { Kysely } from "kysely";
import { antForUpdateOr404, currentVitals, findAnt } from "../../colony";
import type { Database } from "../../db/schema";
import { conflict, invalid, notFound } from "../../lib/domain-error";
import { settleLockedAnt } from "../settle";
import { insertPlay, type PlayRow, playsOnDay } from "./repository";

/** The game id from the path, or 400 'Error: Invalid game type selected.' (spec 001 §8). */
export function gameOrThrow(raw: unknown): GameId {
  if (!isGameId(raw)) throw invalid(TRAINING_GAME_TEXTS.invalidGame);
  return raw;
}

/** [MG7] What refuses a start: today's play of this game, then energy below 20 (spec 001 §5); null when it may start. */
function startRefusal(game: GameId, playedToday: boolean, energy: number): string | null {
  if (playedToday) return TRAINING_GAME_TEXTS.alreadyPlayed(GAME_NAMES[game]);
  if (energy < GAME_MIN_ENERGY) return TRAINING_GAME_TEXTS.lowEnergy;
  return null;
}

function statusOf(game: GameId, play: PlayRow | undefined, energy: number, now: Date): TrainingGameStatus {
  const reason = startRefusal(game, play !== undefined, energy);
  return {
    can_play: reason === null,
    next_available: play ? new Date(nextPlayAvailable(now.getTime())).toISOString() : null,
    reason,
    today: play?.score != null && play.grade ? { score: play.score, grade: play.grade } : null,
  };
}

/** [MG7] Each game's status for a player's ant (404 for an ant that is not theirs). */
export async function trainingGamesStatus(
  db: Kysely<Database>,
  ownerId: string,
  antId: string,
  now: Date,
): Promise<Record<GameId, TrainingGameStatus>> {
  const ant = await findAnt(db, ownerId, antId);
  if (!ant) throw notFound(COLONY_ERRORS.antNotFound);
  const plays = await playsOnDay(db, antId, playDay(now.getTime()));
  const energy = currentVitals(ant, now).energy;
  return Object.fromEntries(
    GAME_IDS.map((game) => [
      game,
      statusOf(
        game,
        plays.find((play) => play.game === game),
        energy,
        now,
      ),
    ]),
  ) as Record<GameId, TrainingGameStatus>;
}

/** A started play as the API answers it. */
export interface StartedPlay {
  play_id: string;
  game: GameId;
  seed: number;
  tick_ms: number;
  duration_ticks: number;
  started_at: string;
  complete_by: string;
}

/**
 * [MG7] Starts a play: the ant is locked and settled, today's play of this game and the energy are checked (409 with
 * the spec's text), and a play with a fresh seed is recorded. Starting uses up the day's play of that game, so a level
 * cannot be looked at and abandoned for a better one.
 */
export async function startTrainingGame(
  db: Kysely<Database>,
  ownerId: string,
  antId: string,
  rawGame: unknown,
  now: Date,
): Promise<StartedPlay> {
  const game = gameOrThrow(rawGame);
  return db.transaction().execute(async (trx) => {
    const row = await settleLockedAnt(trx, await antForUpdateOr404(trx, ownerId, antId), now);
    const day = playDay(now.getTime());
    const played = (await playsOnDay(trx, antId, day)).some((play) => play.game === game);
    const refused = startRefusal(game, played, currentVitals(row, now).energy);
    if (refused) throw conflict(refused);
    const play = await insertPlay(trx, {
      id: randomUUID(),
      ant_id: antId,
      user_id: ownerId,
      game,
      day,
      seed: randomInt(0, 2 ** 31 - 1),
      started_at: now,
    });
    return {
      play_id: play.id,
      game,
      seed: play.seed,
      tick_ms: TICK_MS,
      duration_ticks: GAME_TICKS,
      started_at: now.toISOString(),
      complete_by: new Date(now.getTime() + GAME_SECONDS * 1000 + COMPLETION_GRACE_MS).toISOString(),
    };
  });
}
