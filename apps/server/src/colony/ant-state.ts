// An ant's vitals as of now: the stored values advanced by the time passed since they were written.
import { advanceAnt } from "@antbrawl/rules/colony/advance";
import type { AntVitals } from "@antbrawl/rules/colony/vitals";
import { type AntRow, storedVitals } from "./ants-repository";

/** The ant's needs, mood, health and energy at `now` (needs fall, mood/health/energy follow them). */
export function currentVitals(row: AntRow, now: Date): AntVitals {
  return advanceAnt(storedVitals(row), row.needs_updated_at.getTime(), now.getTime());
}
