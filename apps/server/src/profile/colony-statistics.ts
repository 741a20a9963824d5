// Colony Statistics (issue 26): the care the player gave and the training and chats counted so far (the achievement
// counters), and the player's completed battles per UTC day over the last two weeks (every kind, as fought in person).
import { COLONY_CHART_DAYS, type ColonyStatistics } from "@antbrawl/protocol/profile";
import type { Db } from "../db/database";
import { battlesByDay, type METRICS, metricValues } from "./colony-statistics-repository";

const DAY_MS = 86_400_000;
/** The player's colony statistics as of `now`. */
export async function colonyStatistics(db: Db, userId: string, now: Date): Promise<ColonyStatistics> {
  const today = Math.floor(now.getTime() / DAY_MS);
  const first = today - (COLONY_CHART_DAYS - 1);
  const [values, byDay] = await Promise.all([
    metricValues(db, userId),
    battlesByDay(db, userId, new Date(first * DAY_MS)),
  ]);
  const days = Array.from({ length: COLONY_CHART_DAYS }, (_, i) => {
    const day = new Date((first + i) * DAY_MS).toISOString().slice(0, 10);
    return { day, ...(byDay.get(day) ?? { battles: 0, wins: 0 }) };
  });
  const of = (metric: (typeof METRICS)[number]) => values[metric] ?? 0;
  return {
    care: {
      total: of("care_total"),
      feed: of("care_feed"),
      water: of("care_water"),
      rest: of("care_rest"),
      exercise: of("care_exercise"),
      clean: of("care_clean"),
    },
    trainings: of("trainings_completed"),
    chats: of("chats_sent"),
    battles_fought: of("battles_fought"),
    days,
  };
}
