// The progress summary above the achievements grid: unlocked of total, completion and counts by rarity.
import type { AchievementStats } from "@antbrawl/protocol/ants";
import { ACHIEVEMENT_RARITIES } from "@antbrawl/rules/achievements/catalog";

export function AchievementSummary({ stats }: { stats: AchievementStats }) {
  const pct = Math.round(stats.completion_percentage * 10) / 10;
  return (
    <section className="card achievement-summary" aria-label="Achievement progress">
      <div className="summary-figures">
        <div className="figure">
          <span className="figure-value">
            {stats.unlocked_count}/{stats.total_count}
          </span>
          <span className="figure-label">Unlocked</span>
        </div>
        <div className="figure">
          <span className="figure-value">{pct}%</span>
          <span className="figure-label">Complete</span>
        </div>
      </div>
      <div
        className="completion-bar"
        role="progressbar"
        aria-label="Completion"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={pct}
      >
        <span style={{ width: `${Math.min(100, pct)}%` }} />
      </div>
      <ul className="rarity-counts" aria-label="By rarity">
        {ACHIEVEMENT_RARITIES.map((rarity) => {
          const count = stats.rarity_counts[rarity] ?? { unlocked: 0, total: 0 };
          return (
            <li key={rarity} className={`rarity-badge rarity-${rarity}`}>
              {rarity} {count.unlocked}/{count.total}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
