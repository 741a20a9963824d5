// Training shapes of /api/users/{userId}/ants/{antId}/…: quick training, advice, the weekly schedule and the skill tree.
import { SCHEDULE_ACTIVITIES, WEEKDAYS } from "@antbrawl/rules/training/schedule";
import { type Static, Type } from "@sinclair/typebox";
import { Ant } from "./ants";

const StatMap = Type.Record(Type.String(), Type.Number(), { description: "stat name → increase" });

/** Refusals of the training routes that are not rule texts. */
export const TRAINING_ERRORS = {
  unknownType: (value: string) =>
    `Unknown training_type: ${value}; use physical, agility, combat, mental or specialized`,
  missingType: "training_type is required: physical, agility, combat, mental or specialized",
  resetFunds: (cost: string) => `Not enough balance to reset skills: a reset costs ${cost}`,
} as const;

export const TrainQuery = Type.Object({
  training_type: Type.Optional(Type.String({ description: "physical, agility, combat, mental or specialized" })),
});
export type TrainQuery = Static<typeof TrainQuery>;

/** Training result (spec 001 §3) plus the trained ant and when its session ends. */
export const TrainingResult = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  experience_gained: Type.Number(),
  energy_consumed: Type.Number(),
  stats_improved: StatMap,
  effectiveness: Type.Number(),
  training_until: Type.String({ description: "ISO time the session ends; the ant cannot battle until then" }),
  sessions_today: Type.Integer(),
  ant: Ant,
});
export type TrainingResult = Static<typeof TrainingResult>;

export const TrainingAdvice = Type.Object({
  ant_id: Type.String(),
  ready: Type.Boolean(),
  reason: Type.String({ description: "a readiness reason of spec 001 §5, e.g. 'Ready for training'" }),
  effectiveness: Type.Number(),
  sessions_today: Type.Integer(),
  sessions_left: Type.Integer(),
  recommended_type: Type.String(),
  weakest_stats: Type.Array(Type.String()),
  tips: Type.Array(Type.String()),
  training_until: Type.Union([Type.String(), Type.Null()]),
});
export type TrainingAdvice = Static<typeof TrainingAdvice>;

const Activity = Type.Union([...SCHEDULE_ACTIVITIES.map((a) => Type.Literal(a)), Type.Null()]);
export const SchedulePlanShape = Type.Object(
  Object.fromEntries(WEEKDAYS.map((day) => [day, Activity])) as Record<(typeof WEEKDAYS)[number], typeof Activity>,
);
export type SchedulePlanShape = Static<typeof SchedulePlanShape>;

export const ScheduleBody = Type.Object(
  {
    plan: Type.Record(Type.String(), Type.Unknown(), {
      description: `the seven weekdays (${WEEKDAYS.join(", ")}), each ${SCHEDULE_ACTIVITIES.join(", ")} or null`,
    }),
  },
  { additionalProperties: false },
);
export type ScheduleBody = Static<typeof ScheduleBody>;

export const ScheduleDayShape = Type.Object({
  date: Type.String({ description: "UTC date, YYYY-MM-DD" }),
  weekday: Type.String(),
  activity: Type.String(),
  status: Type.Union([Type.Literal("applied"), Type.Literal("skipped")]),
  energy: Type.Number(),
  gains: StatMap,
  reason: Type.Union([Type.String(), Type.Null()]),
});
export type ScheduleDayShape = Static<typeof ScheduleDayShape>;

export const ScheduleAnswer = Type.Object({
  ant_id: Type.String(),
  plan: SchedulePlanShape,
  saved: Type.Boolean({ description: "false until a plan has been saved" }),
  history: Type.Array(ScheduleDayShape, { description: "applied and skipped days, newest first (last 28)" }),
  message: Type.Optional(Type.String()),
});
export type ScheduleAnswer = Static<typeof ScheduleAnswer>;

export const SkillParams = Type.Object({ userId: Type.String(), antId: Type.String(), skillId: Type.String() });

export const SkillsAnswer = Type.Object({
  ant_id: Type.String(),
  levels: Type.Record(Type.String(), Type.Integer()),
  points_available: Type.Integer(),
  points_spent: Type.Integer(),
  primary_style: Type.String(),
  reset_cost: Type.Number({ description: "ETH a reset costs" }),
  message: Type.Optional(Type.String()),
  raised: Type.Optional(Type.Array(Type.String())),
});
export type SkillsAnswer = Static<typeof SkillsAnswer>;
