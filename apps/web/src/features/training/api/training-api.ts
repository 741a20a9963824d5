// The training calls: quick training, advice, the weekly schedule and the skill tree of one ant.

import { apiPath, type RoutePath } from "@antbrawl/protocol/paths/route";
import { TRAINING_PATHS } from "@antbrawl/protocol/paths/training";
import type {
  ScheduleAnswer,
  SchedulePlanShape,
  SkillsAnswer,
  TrainingAdvice,
  TrainingResult,
} from "@antbrawl/protocol/training";
import { api } from "../../../lib/api/base-api";
import { replaceCachedAnt } from "../../ants/public";

interface AntArgs {
  userId: string;
  antId: string;
}

/** A training route of one ant. */
const antPath = (path: RoutePath<"userId" | "antId">, { userId, antId }: AntArgs) => apiPath(path, { userId, antId });
const tag = (antId: string) => [{ type: "Training" as const, id: antId }];

const trainingApi = api.injectEndpoints({
  endpoints: (build) => ({
    trainAnt: build.mutation<TrainingResult, AntArgs & { trainingType: string }>({
      query: (args) => ({
        url: antPath(TRAINING_PATHS.train, args),
        method: "POST",
        params: { training_type: args.trainingType },
      }),
      invalidatesTags: (_r, _e, args) => [...tag(args.antId), "Achievements"],
      async onQueryStarted({ userId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data?.ant) replaceCachedAnt(dispatch, userId, data.ant);
      },
    }),
    trainingAdvice: build.query<TrainingAdvice, AntArgs>({
      query: (args) => antPath(TRAINING_PATHS.advice, args),
      providesTags: (_r, _e, args) => tag(args.antId),
    }),
    schedule: build.query<ScheduleAnswer, AntArgs>({
      query: (args) => antPath(TRAINING_PATHS.schedule, args),
      providesTags: (_r, _e, args) => tag(args.antId),
    }),
    saveSchedule: build.mutation<ScheduleAnswer, AntArgs & { plan: SchedulePlanShape }>({
      query: (args) => ({ url: antPath(TRAINING_PATHS.setSchedule, args), method: "PUT", body: { plan: args.plan } }),
      invalidatesTags: (_r, _e, args) => [...tag(args.antId), "Ants"],
    }),
    skills: build.query<SkillsAnswer, AntArgs>({
      query: (args) => antPath(TRAINING_PATHS.skills, args),
      providesTags: (_r, _e, args) => tag(args.antId),
    }),
    raiseSkill: build.mutation<SkillsAnswer, AntArgs & { skillId: string }>({
      query: ({ userId, antId, skillId }) => ({
        url: apiPath(TRAINING_PATHS.raiseSkill, { userId, antId, skillId }),
        method: "POST",
      }),
      invalidatesTags: (_r, _e, args) => tag(args.antId),
    }),
    autoAllocateSkills: build.mutation<SkillsAnswer, AntArgs>({
      query: (args) => ({ url: antPath(TRAINING_PATHS.autoAllocate, args), method: "POST" }),
      invalidatesTags: (_r, _e, args) => tag(args.antId),
    }),
    resetSkills: build.mutation<SkillsAnswer, AntArgs>({
      query: (args) => ({ url: antPath(TRAINING_PATHS.resetSkills, args), method: "POST" }),
      invalidatesTags: (_r, _e, args) => [...tag(args.antId), { type: "User", id: "balance" }],
    }),
  }),
});

export const {
  useTrainAntMutation,
  useTrainingAdviceQuery,
  useScheduleQuery,
  useSaveScheduleMutation,
  useSkillsQuery,
  useRaiseSkillMutation,
  useAutoAllocateSkillsMutation,
  useResetSkillsMutation,
} = trainingApi;
