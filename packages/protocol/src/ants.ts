// Ant, care, stats and chat shapes of /api/users/{userId}/ants/…
import { ANT_NAME_MAX, NEED_NAMES, STAT_NAMES } from "@antbrawl/rules/ant";
import { CARE_ACTION_IDS, CARE_ACTIONS, type CareAction, type CareActionRule } from "@antbrawl/rules/colony/care";
import { type Static, type TSchema, Type } from "@sinclair/typebox";

const record = <K extends readonly string[], S extends TSchema>(keys: K, schema: S) =>
  Type.Object(Object.fromEntries(keys.map((k) => [k, schema])) as { [P in K[number]]: S });

export const StatsShape = record(STAT_NAMES, Type.Number());
export type StatsShape = Static<typeof StatsShape>;

export const NeedShape = Type.Object({
  current: Type.Number({ description: "0 to 20, two decimals; shown rounded" }),
  max: Type.Number(),
  status: Type.String({ description: "excellent, good, okay, low or critical" }),
});
export const NeedsShape = record(NEED_NAMES, NeedShape);
export type NeedsShape = Static<typeof NeedsShape>;

export const Appearance = Type.Object({
  color: Type.String(),
  pattern: Type.String(),
  size: Type.Number(),
  battle_scars: Type.Array(Type.String()),
});

export const Ant = Type.Object(
  {
    id: Type.String(),
    owner_id: Type.String(),
    name: Type.String(),
    appearance: Appearance,
    stats: StatsShape,
    needs: NeedsShape,
    condition: Type.Object({ level: Type.String(), message: Type.String() }),
    total_experience: Type.Number(),
    level: Type.Integer(),
    current_health: Type.Number(),
    energy: Type.Number(),
    personality: Type.Object({ mood: Type.Number(), last_interaction: Type.Union([Type.String(), Type.Null()]) }),
    battle_history: Type.Object({
      wins: Type.Integer(),
      losses: Type.Integer(),
      elo_rating: Type.Number(),
      win_streak: Type.Integer(),
    }),
    is_in_battle: Type.Boolean(),
    is_training: Type.Boolean(),
    /** Stats set by the testing stat editor: the ant fights self, quick and friendly battles only and is off the leaderboard. */
    stats_edited: Type.Boolean(),
    training_sessions_today: Type.Integer(),
    generation: Type.Integer(),
    primary_style: Type.String({ description: "aggressive, defensive, agile, tactical or balanced (rule G5)" }),
    birth_date: Type.String(),
    traits: Type.Object({ genetic: Type.Array(Type.String()), personality: Type.Array(Type.String()) }),
    /** A bred ant's parents as named at its birth (rule AR3); null for a founder. The pedigree call has more. */
    parents: Type.Union([
      Type.Object({
        parent1_id: Type.String(),
        parent1_name: Type.String(),
        parent2_id: Type.String(),
        parent2_name: Type.String(),
      }),
      Type.Null(),
    ]),
    /** In the Medical Center until this time (ISO, rule MD12): battles, breeding and treatments wait; null when free. */
    treatment_until: Type.Union([Type.String(), Type.Null()]),
    /** The running training session ends at this time (ISO); null when not training (issue 26: Not Ready says when). */
    training_until: Type.Optional(Type.Union([Type.String(), Type.Null()])),
    created_at: Type.String(),
    updated_at: Type.String(),
  },
  { $id: "Ant" },
);
export type Ant = Static<typeof Ant>;

export const CreateAntBody = Type.Object(
  {
    name: Type.String({ description: `trimmed, 1 to ${ANT_NAME_MAX} characters` }),
    appearance: Type.Object(
      {
        color: Type.String({ description: "one of the six preset colours, e.g. #8B4513" }),
        pattern: Type.Optional(Type.Literal("solid")),
        size: Type.Optional(Type.Literal(1)),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type CreateAntBody = Static<typeof CreateAntBody>;

export const UpdateAntBody = Type.Object(
  {
    name: Type.Optional(Type.String()),
    appearance: Type.Optional(Type.Object({ color: Type.String() }, { additionalProperties: false })),
  },
  { additionalProperties: false },
);
export type UpdateAntBody = Static<typeof UpdateAntBody>;

export const UpdateStatsBody = Type.Object(
  { stats: Type.Record(Type.String(), Type.Unknown()) },
  { additionalProperties: false },
);
export type UpdateStatsBody = Static<typeof UpdateStatsBody>;

export const AntParams = Type.Object({ userId: Type.String(), antId: Type.String() });
export type AntParams = Static<typeof AntParams>;

/** Care routes: action → query parameter, as spec 000 §7 (the rules' care table). */
export const CARE_ROUTES = Object.fromEntries(CARE_ACTIONS.map((rule) => [rule.action, rule.queryParam])) as Readonly<
  Record<CareAction, CareActionRule["queryParam"]>
>;

/** What one care action did, as data: the web words it (rules' careResultText) with the need's live value. */
export const CareResult = Type.Object({
  action: Type.Union(CARE_ACTION_IDS.map((id) => Type.Literal(id))),
  need: Type.Union(NEED_NAMES.map((name) => Type.Literal(name))),
  amount: Type.Integer({ description: "what was given: need points, or hours of rest" }),
  value: Type.Number({ description: "the need after care, 0 to 20, two decimals; shown rounded" }),
  max: Type.Integer({ description: "the need's maximum (20)" }),
});
export type CareResult = Static<typeof CareResult>;

export const CareAnswer = Type.Object({
  success: Type.Boolean(),
  message: Type.String({ description: "the same in words, e.g. 'Fed Rex: Food is now 20/20'" }),
  care: CareResult,
  ant: Ant,
});
export type CareAnswer = Static<typeof CareAnswer>;

export const DeleteAntAnswer = Type.Object({ success: Type.Boolean(), message: Type.String(), ant_id: Type.String() });

export const ChatBody = Type.Object({ message: Type.String() }, { additionalProperties: false });
export const ChatAnswer = Type.Object({
  message: Type.String(),
  mood: Type.Number(),
  mood_delta: Type.Number(),
  source: Type.Union([Type.Literal("personality"), Type.Literal("model")]),
  ant: Ant,
});
export type ChatAnswer = Static<typeof ChatAnswer>;

export const ChatHistoryAnswer = Type.Object({
  messages: Type.Array(
    Type.Object({
      role: Type.Union([Type.Literal("player"), Type.Literal("ant")]),
      text: Type.String(),
      created_at: Type.String(),
    }),
  ),
});
export type ChatHistoryAnswer = Static<typeof ChatHistoryAnswer>;

export const Achievement = Type.Object({
  achievement_id: Type.String(),
  name: Type.String(),
  description: Type.String(),
  icon: Type.String(),
  type: Type.String(),
  rarity: Type.String(),
  unlocked: Type.Boolean(),
  unlocked_at: Type.Union([Type.String(), Type.Null()]),
  current_progress: Type.Number(),
  required_progress: Type.Number(),
  experience_reward: Type.Number(),
});
export type Achievement = Static<typeof Achievement>;

export const AchievementStats = Type.Object({
  unlocked_count: Type.Integer(),
  total_count: Type.Integer(),
  completion_percentage: Type.Number(),
  total_experience_from_achievements: Type.Number(),
  rarity_counts: Type.Record(Type.String(), Type.Object({ unlocked: Type.Integer(), total: Type.Integer() })),
});
export type AchievementStats = Static<typeof AchievementStats>;
