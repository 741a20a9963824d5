// One achievement: its icon when unlocked (a lock otherwise), rarity, type and a progress bar (no XP: none is granted).
import type { Achievement } from "@antbrawl/protocol/ants";

export function AchievementCard({ achievement }: { achievement: Achievement }) {
  const { unlocked, current_progress: current, required_progress: required } = achievement;
  const width = required > 0 ? Math.min(100, (current / required) * 100) : 0;
  const when = achievement.unlocked_at ? new Date(achievement.unlocked_at).toLocaleDateString() : null;
  return (
    <li
      className={`achievement-card rarity-${achievement.rarity} ${unlocked ? "is-unlocked" : "is-locked"}`}
      aria-label={`${achievement.name}, ${unlocked ? "unlocked" : "locked"}`}
    >
      <div className="achievement-icon" aria-hidden="true">
        {unlocked ? achievement.icon : "🔒"}
      </div>
      <div className="achievement-body">
        <h2 className="achievement-name">{achievement.name}</h2>
        <p className="small">{achievement.description}</p>
        <p className="achievement-tags">
          <span className={`rarity-badge rarity-${achievement.rarity}`}>{achievement.rarity}</span>
          <span className="type-badge">{achievement.type}</span>
        </p>
        <div
          className="achievement-bar"
          role="progressbar"
          aria-label={`${achievement.name} progress`}
          aria-valuemin={0}
          aria-valuemax={required}
          aria-valuenow={current}
        >
          <span style={{ width: `${width}%` }} />
        </div>
        <p className="muted small achievement-progress">
          {current}/{required}
          {unlocked ? ` · Unlocked${when ? ` ${when}` : ""}` : ""}
        </p>
      </div>
    </li>
  );
}
