// The profile's four achievements, each earned or not, with its progress toward the goal.
import type { ProfileAchievement } from "../profile-achievements";

export function AchievementList({ achievements }: { achievements: readonly ProfileAchievement[] }) {
  return (
    <section className="card" aria-labelledby="profile-achievements-heading">
      <h2 id="profile-achievements-heading">Achievements</h2>
      <ul className="profile-achievements">
        {achievements.map((achievement) => (
          <AchievementItem key={achievement.id} achievement={achievement} />
        ))}
      </ul>
    </section>
  );
}

function AchievementItem({ achievement }: { achievement: ProfileAchievement }) {
  const { progress, goal, earned } = achievement;
  const percent = progress === null ? 0 : Math.round((progress / goal) * 100);
  const status = earned ? "Earned" : "Not earned yet";
  return (
    <li
      className={`profile-achievement ${earned ? "profile-achievement-earned" : ""}`}
      aria-label={`${achievement.name}: ${status}`}
    >
      <span className="profile-achievement-icon" aria-hidden="true">
        {achievement.icon}
      </span>
      <div className="profile-achievement-body">
        <h3>{achievement.name}</h3>
        <p className="muted small">{achievement.description}</p>
        <div
          className="completion-bar"
          role="progressbar"
          aria-label={`${achievement.name} progress`}
          aria-valuemin={0}
          aria-valuemax={goal}
          aria-valuenow={progress ?? 0}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
        <p className="small profile-achievement-status">
          <span className={earned ? "profile-earned" : "muted"}>{earned ? "✓ Earned" : status}</span>
          <span>{progress === null ? `– / ${goal}` : `${progress} / ${goal}`}</span>
        </p>
      </div>
    </li>
  );
}
