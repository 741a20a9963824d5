// Training mini-game shapes of /api/users/{userId}/ants/{antId}/training-games…: status, start, completion.
import { GAME_IDS, GAME_TICKS, TICK_MS } from "@antbrawl/rules/training/games/constants";
import { MAX_INPUTS } from "@antbrawl/rules/training/games/inputs";
import { type Static, Type } from "@sinclair/typebox";

/** Player-facing texts of the mini-games (spec 001 §5, §8), shared by the server and the web client. */
export const TRAINING_GAME_TEXTS = {
  invalidGame: "Error: Invalid game type selected.",
  noAnt: "Please select an ant first!",
  alreadyPlayed: (gameName: string) => `You've already played ${gameName} today! Come back tomorrow.`,
  lowEnergy: "Your ant needs at least 20% energy to play training games!",
  playNotFound: "Game session lost. Please refresh the page and try again.",
  alreadyCompleted: "This game has already been saved.",
  tooLate: "Time ran out for this game: it was not completed within 30 seconds.",
  aheadOfClock: "These inputs run ahead of the clock: the game has not been played that long yet.",
} as const;

export const GameIdShape = Type.Union(
  GAME_IDS.map((id) => Type.Literal(id)),
  {
    description: "strength (Boulder Push), speed (Tunnel Sprint), precision (Target Practice), memory (Pattern Memory)",
  },
);

export const TrainingGameParams = Type.Object({
  userId: Type.String(),
  antId: Type.String(),
  game: Type.String({ description: "strength, speed, precision or memory" }),
});

const GradeShape = Type.Union(["S", "A", "B", "C", "D"].map((g) => Type.Literal(g)));

export const TrainingGameStatus = Type.Object({
  can_play: Type.Boolean(),
  /** When the next play opens (the next 00:00 UTC) once today's play is taken; null while it can be played. */
  next_available: Type.Union([Type.String(), Type.Null()]),
  /** Why it cannot be played now, in the player's words; null when it can. */
  reason: Type.Union([Type.String(), Type.Null()]),
  /** Today's completed play, if any. */
  today: Type.Union([Type.Object({ score: Type.Integer(), grade: GradeShape }), Type.Null()]),
});
export type TrainingGameStatus = Static<typeof TrainingGameStatus>;

export const TrainingGamesStatusAnswer = Type.Object({
  games_status: Type.Object(
    Object.fromEntries(GAME_IDS.map((id) => [id, TrainingGameStatus])) as Record<
      (typeof GAME_IDS)[number],
      typeof TrainingGameStatus
    >,
  ),
});
export type TrainingGamesStatusAnswer = Static<typeof TrainingGamesStatusAnswer>;

export const StartGameAnswer = Type.Object({
  play_id: Type.String(),
  game: GameIdShape,
  seed: Type.Integer({ description: "the level (boulders, tunnel, targets, patterns) is generated from it" }),
  tick_ms: Type.Integer({ default: TICK_MS }),
  duration_ticks: Type.Integer({ default: GAME_TICKS }),
  started_at: Type.String(),
  /** The server refuses a completion after this time. */
  complete_by: Type.String(),
});
export type StartGameAnswer = Static<typeof StartGameAnswer>;

const Tick = Type.Integer({ minimum: 0, description: `tick the input applies to, 0 to ${GAME_TICKS - 1}` });
const Point = { x: Type.Number(), y: Type.Number() };

export const GameInputShape = Type.Union([
  Type.Object({ tick: Tick, kind: Type.Literal("press"), ...Point }, { additionalProperties: false }),
  Type.Object({ tick: Tick, kind: Type.Literal("drag"), ...Point }, { additionalProperties: false }),
  Type.Object({ tick: Tick, kind: Type.Literal("release") }, { additionalProperties: false }),
  Type.Object(
    { tick: Tick, kind: Type.Literal("lane"), dir: Type.Union([Type.Literal(-1), Type.Literal(1)]) },
    { additionalProperties: false },
  ),
  Type.Object({ tick: Tick, kind: Type.Literal("shot"), ...Point }, { additionalProperties: false }),
  Type.Object({ tick: Tick, kind: Type.Literal("cell"), cell: Type.Integer() }, { additionalProperties: false }),
]);
export type GameInputShape = Static<typeof GameInputShape>;

export const CompleteGameBody = Type.Object(
  {
    play_id: Type.String({ maxLength: 64 }),
    inputs: Type.Array(Type.Unknown(), {
      maxItems: MAX_INPUTS,
      description: "the inputs the game applied, in tick order (see GameInput); checked by the game's rules",
    }),
    end_tick: Type.Optional(
      Type.Integer({ description: "the tick at which 'End Game Early' was pressed; omitted when time ran out" }),
    ),
    score: Type.Optional(Type.Unknown({ description: "ignored: the server computes the score" })),
    performance_rating: Type.Optional(Type.Unknown({ description: "ignored" })),
    time_played: Type.Optional(Type.Unknown({ description: "ignored" })),
    game_type: Type.Optional(Type.Unknown({ description: "ignored: the path names the game" })),
  },
  { additionalProperties: false },
);
export type CompleteGameBody = Static<typeof CompleteGameBody>;

export const GameCompletionResult = Type.Object({
  success: Type.Boolean(),
  play_id: Type.String(),
  game: GameIdShape,
  /** The server's score: points + time bonus. */
  score: Type.Integer(),
  points: Type.Integer(),
  time_bonus: Type.Integer(),
  ticks_played: Type.Integer(),
  ended_by: Type.Union([Type.Literal("time"), Type.Literal("finished"), Type.Literal("early")]),
  grade: GradeShape,
  /** The grade letter (spec 001 §3 performance_rating). */
  performance_rating: GradeShape,
  summary: Type.Record(Type.String(), Type.Number()),
  experience_gained: Type.Integer(),
  energy_consumed: Type.Number(),
  stat_improvements: Type.Record(Type.String(), Type.Number()),
  next_play_available: Type.String(),
  message: Type.String(),
});
export type GameCompletionResult = Static<typeof GameCompletionResult>;
