// Arena Combat (top-down, spec 001 §2): start a fight, finish it with the command log, read it back for a replay.
import { NEED_NAMES, STAT_NAMES } from "@antbrawl/rules/ant";
import { COMMAND_LOG_MAX, COMMAND_TEXT_MAX } from "@antbrawl/rules/topdown/constants";
import { type Static, type TSchema, Type } from "@sinclair/typebox";
import { Appearance, StatsShape } from "./ants";
import { Battle } from "./battles";

/** Texts of the Arena Combat routes (readiness texts come from the rules, Y5). */
export const ARENA_COMBAT_ERRORS = {
  notFound: "Arena combat not found",
  finished: "This arena combat has already finished",
  expired: "This arena combat expired; start a new one",
  wrongWinner: "The command log does not give that winner",
  commandsLive: "Commands are sent while the fight runs; the server keeps the log",
  notFighting: "The ants are not fighting yet",
  antDown: "That ant cannot fight any more",
  logFull: "This fight has taken all the commands it can",
  blank: "Type a command for your ant first",
  notInFight: "That ant is not in this fight",
  aheadOfTime: (tick: number) => `A command at tick ${tick} is ahead of the fight: it had not got that far yet`,
} as const;

const record = <K extends readonly string[], S extends TSchema>(keys: K, schema: S) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, schema])) as { [P in K[number]]: S });

/** Most commands one fight may log, and the longest command text (the rules' TD33). */
export const ARENA_COMMANDS_MAX = COMMAND_LOG_MAX;
export const ARENA_COMMAND_TEXT_MAX = COMMAND_TEXT_MAX;

export const ArenaCombatIdParams = Type.Object({ userId: Type.String(), battleId: Type.String() });

export const ArenaCombatStartBody = Type.Object(
  { ant1_id: Type.String({ maxLength: 100 }), ant2_id: Type.String({ maxLength: 100 }) },
  { additionalProperties: false },
);
export type ArenaCombatStartBody = Static<typeof ArenaCombatStartBody>;

/** An ant as it entered the fight: the snapshot both the browser's and the server's simulation run on. */
export const ArenaFighter = Type.Object({
  antId: Type.String(),
  userId: Type.String(),
  name: Type.String(),
  stats: StatsShape,
  health: Type.Number(),
  energy: Type.Number(),
  needs: record(NEED_NAMES, Type.Number()),
  mood: Type.Number(),
  level: Type.Integer(),
  equipmentBonuses: Type.Optional(Type.Partial(record(STAT_NAMES, Type.Number()))),
  /** Skill id → level (rule TR23, TD34): the page's simulation must see what the server replays with. */
  skills: Type.Optional(Type.Record(Type.String(), Type.Number())),
});
export type ArenaFighter = Static<typeof ArenaFighter>;

/** One side as the spec's local battle lists it (spec 001 §2). */
export const ArenaParticipant = Type.Object({
  ant_id: Type.String(),
  ant_name: Type.String(),
  user_id: Type.String(),
  starting_health: Type.Number(),
  starting_energy: Type.Number(),
  current_health: Type.Number(),
  energy: Type.Number(),
  stats: StatsShape,
  appearance: Appearance,
});
export type ArenaParticipant = Static<typeof ArenaParticipant>;

/** The spec's battle of a started fight: type topdown_arena, status active, arena topdown, two participants. */
export const ArenaCombatBattle = Type.Object({
  id: Type.String(),
  battle_type: Type.Literal("topdown_arena"),
  status: Type.Literal("active"),
  arena_type: Type.Literal("topdown"),
  participants: Type.Array(ArenaParticipant),
});
export type ArenaCombatBattle = Static<typeof ArenaCombatBattle>;

/** FD1 for a fight: the commitment at the start; the seed and salt once it is over (null until then). */
const DiceFields = {
  dice_commitment: Type.Union([Type.String(), Type.Null()], { description: "SHA-256 commitment to seed and salt" }),
  dice_salt: Type.Union([Type.String(), Type.Null()], { description: "revealed when the fight is over" }),
};

export const ArenaCombatStartAnswer = Type.Object({
  battle_id: Type.String(),
  seed: Type.Union([Type.Integer(), Type.Null()], {
    description: "null: the server runs the fight and reveals its seed at the end (AC3)",
  }),
  dice_commitment: DiceFields.dice_commitment,
  rules_version: Type.Integer({ description: "the top-down rules version the fight runs under (TD35)" }),
  battle: ArenaCombatBattle,
  fighters: Type.Array(ArenaFighter, { minItems: 2, maxItems: 2 }),
  expires_at: Type.String({ description: "ISO time after which an unfinished fight is cancelled" }),
});
export type ArenaCombatStartAnswer = Static<typeof ArenaCombatStartAnswer>;

/** One command typed or tapped in a fighter's panel, at the simulation tick it took effect. */
export const ArenaCommand = Type.Object(
  {
    tick: Type.Integer({ minimum: 0 }),
    ant_id: Type.String({ maxLength: 100 }),
    text: Type.String({ maxLength: ARENA_COMMAND_TEXT_MAX }),
  },
  { additionalProperties: false },
);
export type ArenaCommand = Static<typeof ArenaCommand>;

export const ArenaCombatFinishBody = Type.Object(
  {
    commands: Type.Optional(
      Type.Array(ArenaCommand, {
        maxItems: ARENA_COMMANDS_MAX,
        description: "must be empty: the server keeps the log of commands sent while the fight ran (AC3)",
      }),
    ),
    winner_ant_id: Type.Optional(
      Type.String({ description: "the winner the browser saw; refused if the replay differs" }),
    ),
  },
  { additionalProperties: false },
);
export type ArenaCombatFinishBody = Static<typeof ArenaCombatFinishBody>;

/** What the replayed fight did to one ant. */
export const ArenaSideResult = Type.Object({
  ant_id: Type.String(),
  ant_name: Type.String(),
  won: Type.Boolean(),
  starting_health: Type.Number(),
  final_health: Type.Number(),
  starting_energy: Type.Number(),
  final_energy: Type.Number(),
  experience_gained: Type.Integer(),
});
export type ArenaSideResult = Static<typeof ArenaSideResult>;

export const ArenaCombatResult = Type.Object({
  winner_ant_id: Type.String(),
  winner_name: Type.String(),
  ticks: Type.Integer(),
  ended_by: Type.String({ description: "knockout or tick_cap" }),
  sides: Type.Array(ArenaSideResult),
});
export type ArenaCombatResult = Static<typeof ArenaCombatResult>;

export const ArenaCombatFinishAnswer = Type.Object({
  message: Type.String(),
  result: ArenaCombatResult,
  battle: Battle,
});
export type ArenaCombatFinishAnswer = Static<typeof ArenaCombatFinishAnswer>;

/** A stored fight for the replay: seed, fighters and command log run the same simulation again. */
export const ArenaCombatReplay = Type.Object({
  battle_id: Type.String(),
  seed: Type.Union([Type.Integer(), Type.Null()], { description: "null while the fight runs" }),
  ...DiceFields,
  rules_version: Type.Integer({ description: "the top-down rules version the fight was played under (TD35)" }),
  status: Type.String({ description: "in_progress, completed or cancelled" }),
  fighters: Type.Array(ArenaFighter, { minItems: 2, maxItems: 2 }),
  commands: Type.Array(ArenaCommand),
  result: Type.Union([ArenaCombatResult, Type.Null()]),
  battle: Battle,
});
export type ArenaCombatReplay = Static<typeof ArenaCombatReplay>;

/** A fight of the player's that has not finished: the page offers to resume it or let the ants fight it out. */
export const ArenaOpenFight = Type.Object({
  battle_id: Type.String(),
  ant_names: Type.Array(Type.String()),
  elapsed_ms: Type.Integer({ description: "time since the fight started, by the server's clock" }),
  expires_at: Type.String(),
});
export type ArenaOpenFight = Static<typeof ArenaOpenFight>;

export const ArenaOpenFights = Type.Object({ open: Type.Array(ArenaOpenFight) });
export type ArenaOpenFights = Static<typeof ArenaOpenFights>;
