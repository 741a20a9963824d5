// Battle, self battle, matchmaking request, history, balance and leaderboard shapes.
import { ARENA_TYPES, TOPDOWN_ARENA } from "@antbrawl/rules/battle/types";
import { BATTLE_SPEED_NAMES } from "@antbrawl/rules/battle/viewer";
import { type Static, type TLiteral, Type } from "@sinclair/typebox";
import { Appearance, StatsShape } from "./ants";

/** One TLiteral per member of a string tuple, in order. */
type LiteralTuple<T extends readonly string[]> = { -readonly [K in keyof T]: TLiteral<T[K]> };

/** A union of the tuple's string literals with its exact members: `literals(["a", "b"])` is `"a" | "b"`. */
const literals = <const T extends readonly string[]>(values: T) =>
  // Array.map cannot keep a tuple's members, so the mapped tuple type is asserted here.
  Type.Union<LiteralTuple<T>>(values.map((v) => Type.Literal(v)) as unknown as [...LiteralTuple<T>]);

export const ArenaTypeShape = literals(ARENA_TYPES);
/** The arena a stored battle names: a turn-engine arena, or 'topdown' for an Arena Combat. */
export const BattleArenaTypeShape = Type.Union([ArenaTypeShape, Type.Literal(TOPDOWN_ARENA)]);
export const BattleSpeedShape = literals(BATTLE_SPEED_NAMES);
export const ServerBattleTypeShape = Type.Union([
  Type.Literal("quick_match"),
  Type.Literal("ranked"),
  Type.Literal("friendly"),
]);
export const BattleStatusShape = Type.Union([
  Type.Literal("scheduled"),
  Type.Literal("in_progress"),
  Type.Literal("completed"),
  Type.Literal("cancelled"),
]);

export const BattleLogEntryShape = Type.Object({
  turn: Type.Integer(),
  description: Type.String(),
  ant_id: Type.String(),
  target_id: Type.Union([Type.String(), Type.Null()]),
  damage_dealt: Type.Number(),
  critical_hit: Type.Boolean(),
  timestamp: Type.String({ description: "ISO time of the turn" }),
  kind: Type.String(),
  energy_delta: Type.Number(),
});
export type BattleLogEntryShape = Static<typeof BattleLogEntryShape>;

export const BattleParticipant = Type.Object({
  user_id: Type.String(),
  username: Type.Union([Type.String(), Type.Null()]),
  ant_id: Type.String(),
  ant_name: Type.String(),
  starting_health: Type.Number(),
  current_health: Type.Number(),
  starting_energy: Type.Number(),
  energy: Type.Number(),
  stats: StatsShape,
  appearance: Appearance,
  level: Type.Integer(),
  elo_before: Type.Number(),
  elo_after: Type.Number(),
  experience_gained: Type.Number(),
});
export type BattleParticipant = Static<typeof BattleParticipant>;

export const Battle = Type.Object(
  {
    id: Type.String(),
    battle_type: Type.String({
      description: "quick_match, ranked, friendly, self, topdown_arena, practice or tournament",
    }),
    status: BattleStatusShape,
    arena_type: BattleArenaTypeShape,
    battle_speed: BattleSpeedShape,
    stake_amount: Type.Number({ description: "per player, in ETH (in-game balance)" }),
    participants: Type.Array(BattleParticipant),
    winner_id: Type.Union([Type.String(), Type.Null()]),
    winner_ant_id: Type.Union([Type.String(), Type.Null()]),
    current_turn: Type.Integer(),
    battle_log: Type.Array(BattleLogEntryShape),
    battle_summary: Type.Union([
      Type.Object({
        turns: Type.Integer(),
        ended_by: Type.String(),
        winner_name: Type.String(),
        loser_name: Type.String(),
        payout: Type.Number({ description: "ETH paid to the winner (0 without stakes)" }),
        house_fee: Type.Number(),
      }),
      Type.Null(),
    ]),
    seed: Type.Union([Type.Integer(), Type.Null()], {
      description:
        "the battle's dice seed, revealed once the battle is over (completed or cancelled); null before (FD3)",
    }),
    dice_commitment: Type.Union([Type.String(), Type.Null()], {
      description:
        "SHA-256 (hex) of 'antbrawl-dice-v1' + seed (uint32 big-endian) + salt (32 bytes), published from the start (FD1); null for battles stored before commitments",
    }),
    dice_salt: Type.Union([Type.String(), Type.Null()], {
      description: "the commitment's secret salt (64 hex digits), revealed with the seed once the battle is over (FD3)",
    }),
    created_at: Type.String(),
    completed_at: Type.Union([Type.String(), Type.Null()]),
  },
  { $id: "Battle" },
);
export type Battle = Static<typeof Battle>;

export const BattleIdParams = Type.Object({ battleId: Type.String() });

export const SelfBattleBody = Type.Object(
  {
    user_id: Type.String(),
    ant1_id: Type.String(),
    ant2_id: Type.String(),
    arena_type: Type.Optional(ArenaTypeShape),
    battle_speed: Type.Optional(BattleSpeedShape),
  },
  { additionalProperties: false },
);
export type SelfBattleBody = Static<typeof SelfBattleBody>;

export const BattleAnswer = Type.Object({ success: Type.Boolean(), message: Type.String(), battle: Battle });
export type BattleAnswer = Static<typeof BattleAnswer>;

export const BattleRequestBody = Type.Object(
  {
    ant_id: Type.String(),
    battle_type: ServerBattleTypeShape,
    stake_amount: Type.Optional(Type.Number({ description: "0 to 100 in steps of 0.1; ranked only" })),
    arena_type: Type.Optional(ArenaTypeShape),
    battle_speed: Type.Optional(BattleSpeedShape),
  },
  { additionalProperties: false },
);
export type BattleRequestBody = Static<typeof BattleRequestBody>;

export const Opponent = Type.Object({
  ant_id: Type.String(),
  ant_name: Type.String(),
  username: Type.String(),
  elo_rating: Type.Number(),
  level: Type.Integer(),
});

export const BattleRequestAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  battle_id: Type.String(),
  opponent: Type.Union([Opponent, Type.Null()]),
  estimated_wait: Type.Number({ description: "seconds" }),
  stake_amount: Type.Optional(
    Type.Number({ description: "ETH each side put in escrow: 0 when the opponent's owner could not match the stake" }),
  ),
});
export type BattleRequestAnswer = Static<typeof BattleRequestAnswer>;

export const BattleListQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50, default: 10 })),
  before: Type.Optional(Type.String({ description: "cursor: next_cursor of the previous page" })),
});
export const BattleList = Type.Object({
  battles: Type.Array(Battle),
  next_cursor: Type.Union([Type.String(), Type.Null()]),
  total_wins: Type.Integer({ description: "battles of this user whose winner is this user" }),
});
export type BattleList = Static<typeof BattleList>;

export const BalanceAnswer = Type.Object({ balance: Type.Number(), currency: Type.Literal("ETH") });
export type BalanceAnswer = Static<typeof BalanceAnswer>;

/** GET/PUT /api/users/{userId}/away-stakes: whether others may stake against this player's ants while they are away. */
export const AwayStakes = Type.Object(
  {
    enabled: Type.Boolean({ description: "accept ranked challenges with a stake while away (default false)" }),
    max_stake: Type.Number({ description: "the largest stake per battle, in ETH: 0.1 to 100 in steps of 0.1" }),
  },
  { additionalProperties: false },
);
export type AwayStakes = Static<typeof AwayStakes>;

export const LEADERBOARD_SORTS = ["elo", "wins", "win_rate", "streak"] as const;
export const LeaderboardQuery = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
  sort: Type.Optional(literals(LEADERBOARD_SORTS)),
});
export const LeaderboardEntry = Type.Object({
  rank: Type.Integer(),
  ant_id: Type.String(),
  name: Type.String(),
  owner_id: Type.String(),
  owner_username: Type.String(),
  elo_rating: Type.Number(),
  wins: Type.Integer(),
  losses: Type.Integer(),
  win_rate: Type.Number({ description: "percent, one decimal" }),
  win_streak: Type.Integer(),
  tier: Type.String(),
  color: Type.String(),
});
export type LeaderboardEntry = Static<typeof LeaderboardEntry>;
export const LeaderboardAnswer = Type.Object({ entries: Type.Array(LeaderboardEntry) });
export type LeaderboardAnswer = Static<typeof LeaderboardAnswer>;

export const GameStats = Type.Object({
  total_ants: Type.Integer(),
  total_users: Type.Integer(),
  total_battles: Type.Integer(),
  active_battles: Type.Integer(),
});
export type GameStats = Static<typeof GameStats>;
