// The training calls: quick training, advice, the weekly schedule and the skill tree of one ant.
import type {
  ScheduleAnswer,
  SchedulePlanShape,
  SkillsAnswer,
  TrainingAdvice,
  TrainingResult,
} from "@antbrawl/protocol/training";
import { api } from "../../../lib/api/base-api";
import { replaceCachedAnt } from "../../ants/public";

export interface AntArgs {
  userId: string;
  antId: string;
}

const antPath = ({ userId, antId }: AntArgs) =>
  `/users/${encodeURIComponent(userId)}/ants/${encodeURIComponent(antId)}`;
const tag = (antId: string) => [{ type: "Training" as const, id: antId }];

export const trainingApi = api.injectEndpoints({
  endpoints: (build) => ({
    trainAnt: build.mutation<TrainingResult, AntArgs & { trainingType: string }>({
      query: (args) => ({
        url: `${antPath(args)}/train`,
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
      query: (args) => `${antPath(args)}/training-advice`,
      providesTags: (_r, _e, args) => tag(args.antId),
    }),
    schedule: build.query<ScheduleAnswer, AntArgs>({
      query: (args) => `${antPath(args)}/schedule`,
      providesTags: (_r, _e, args) => tag(args.antId),
    }),
    saveSchedule: build.mutation<ScheduleAnswer, AntArgs & { plan: SchedulePlanShape }>({
      query: (args) => ({ url: `${antPath(args)}/schedule`, method: "PUT", body: { plan: args.plan } }),
      invalidatesTags: (_r, _e, args) => [...tag(args.antId), "Ants"],
    }),
    skills: build.query<SkillsAnswer, AntArgs>({
      query: (args) => `${antPath(args)}/skills`,
      providesTags: (_r, _e, args) => tag(args.antId),
    }),
    raiseSkill: build.mutation<SkillsAnswer, AntArgs & { skillId: string }>({
      query: (args) => ({ url: `${antPath(args)}/skills/${encodeURIComponent(args.skillId)}`, method: "POST" }),
      invalidatesTags: (_r, _e, args) => tag(args.antId),
    }),
    autoAllocateSkills: build.mutation<SkillsAnswer, AntArgs>({
      query: (args) => ({ url: `${antPath(args)}/skills/auto-allocate`, method: "POST" }),
      invalidatesTags: (_r, _e, args) => tag(args.antId),
    }),
    resetSkills: build.mutation<SkillsAnswer, AntArgs>({
      query: (args) => ({ url: `${antPath(args)}/skills/reset`, method: "POST" }),
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
