// The Medical Center's calls: diagnose the selected ant, apply a treatment (spec 001 §7).
import type { Diagnosis, TreatAnswer } from "@antbrawl/protocol/lab-medical";
import { api } from "../../../lib/api/base-api";
import { type AntArgs, antPath } from "./pedigree";

/** The in-game balance changes with a treatment's cost (the battle feature's balance query reads this tag). */
const BALANCE_TAG = { type: "User", id: "balance" } as const;

export const medicalApi = api.injectEndpoints({
  endpoints: (build) => ({
    diagnose: build.query<Diagnosis, AntArgs>({
      query: (args) => antPath(args, "diagnose"),
      providesTags: ["Ants"],
    }),
    treat: build.mutation<TreatAnswer, AntArgs & { treatmentType: string }>({
      query: ({ treatmentType, ...args }) => ({
        url: antPath(args, "treat"),
        method: "POST",
        params: { treatment_type: treatmentType },
      }),
      invalidatesTags: ["Ants", "Achievements", BALANCE_TAG],
    }),
  }),
});

export const { useDiagnoseQuery, useTreatMutation } = medicalApi;
