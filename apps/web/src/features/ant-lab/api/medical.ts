// The Medical Center's calls: diagnose the selected ant, apply a treatment (spec 001 §7).

import type { Diagnosis, TreatAnswer } from "@antbrawl/protocol/lab-medical";
import { MEDICAL_PATHS } from "@antbrawl/protocol/paths/lab-medical";
import { api } from "../../../lib/api/base-api";
import { type AntArgs, antPath } from "./pedigree";

/** The in-game balance changes with a treatment's cost (the battle feature's balance query reads this tag). */
const BALANCE_TAG = { type: "User", id: "balance" } as const;

const medicalApi = api.injectEndpoints({
  endpoints: (build) => ({
    diagnose: build.query<Diagnosis, AntArgs>({
      query: (args) => antPath(MEDICAL_PATHS.diagnose, args),
      providesTags: ["Ants"],
    }),
    treat: build.mutation<TreatAnswer, AntArgs & { treatmentType: string }>({
      query: ({ treatmentType, ...args }) => ({
        url: antPath(MEDICAL_PATHS.treat, args),
        method: "POST",
        params: { treatment_type: treatmentType },
      }),
      invalidatesTags: ["Ants", "Achievements", BALANCE_TAG],
    }),
  }),
});

export const { useDiagnoseQuery, useTreatMutation } = medicalApi;
