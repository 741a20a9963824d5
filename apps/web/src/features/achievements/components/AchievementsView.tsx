// The Achievements view inside the dashboard: back button, progress summary, filter bar and the grid of cards.
import type { Achievement } from "@antbrawl/protocol/ants";
import { ACHIEVEMENT_FILTERS, type AchievementFilter, filterAchievements } from "@antbrawl/rules/achievements/progress";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { useMemo, useState } from "react";
import { LoadingNote } from "../../../components/LoadingNote";
import { useAppSelector } from "../../../lib/store/hooks";
import { useAchievementStatsQuery, useAchievementsQuery } from "../api/achievements-api";
import { AchievementCard } from "./AchievementCard";
import { AchievementFilters } from "./AchievementFilters";
import { AchievementSummary } from "./AchievementSummary";
import "./achievements.css";

const asFilterable = (list: readonly Achievement[]) =>
  list as readonly (Achievement & { type: Exclude<AchievementFilter, "all" | "unlocked" | "locked"> })[];

export function AchievementsView({ onBack }: { onBack: () => void }) {
  const userId = useAppSelector((s) => s.user.user?.id);
  const list = useAchievementsQuery(userId ?? skipToken);
  const stats = useAchievementStatsQuery(userId ?? skipToken);
  const [filter, setFilter] = useState<AchievementFilter>("all");
  const achievements = asFilterable(list.data ?? []);
  const counts = useMemo(
    () =>
      Object.fromEntries(
        ACHIEVEMENT_FILTERS.map((entry) => [entry, filterAchievements(achievements, entry).length]),
      ) as Record<AchievementFilter, number>,
    [achievements],
  );
  const shown = filterAchievements(achievements, filter);

  return (
    <div className="achievements-view">
      <div className="view-head">
        <button type="button" className="btn btn-secondary" onClick={onBack}>
          <span aria-hidden="true">←</span>Back to Dashboard
        </button>
        <h1>Achievements</h1>
      </div>
      {stats.data ? <AchievementSummary stats={stats.data} /> : null}
      {stats.isLoading ? <LoadingNote text="Counting your trophies…" /> : null}
      <AchievementFilters value={filter} counts={counts} onChange={setFilter} />
      {list.isLoading ? <LoadingNote text="Loading achievements…" /> : null}
      {list.isError ? <p className="muted">Achievements could not be loaded. Try again in a moment.</p> : null}
      {list.data && shown.length === 0 ? (
        <p className="card muted empty-filter">No achievements match this filter yet.</p>
      ) : null}
      <ul className="achievement-grid" aria-label="Achievements">
        {shown.map((achievement) => (
          <AchievementCard key={achievement.achievement_id} achievement={achievement} />
        ))}
      </ul>
    </div>
  );
}
