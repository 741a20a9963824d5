// Keeps the cached ant list in step with answers that carry an updated ant (care, chat, stat edits).
import type { Ant } from "@antbrawl/protocol/ants";
import { antsApi } from "./ants-api";

/** The ant inside an answer: `{ ant }` (care, chat) or the ant itself; null when neither. */
export function antFromAnswer(answer: unknown): Ant | null {
  if (!answer || typeof answer !== "object") return null;
  const wrapped = (answer as { ant?: unknown }).ant;
  if (wrapped && typeof wrapped === "object" && "id" in wrapped) return wrapped as Ant;
  if ("id" in answer && "needs" in answer) return answer as Ant;
  return null;
}

type Dispatch = (patch: ReturnType<typeof antsApi.util.updateQueryData>) => unknown;

/** Replaces one ant in the user's cached list with the version the server just returned. */
export function replaceCachedAnt(dispatch: Dispatch, userId: string, ant: Ant): void {
  dispatch(
    antsApi.util.updateQueryData("listAnts", userId, (list) => {
      const index = list.findIndex((entry) => entry.id === ant.id);
      if (index >= 0) list[index] = ant;
    }),
  );
}
