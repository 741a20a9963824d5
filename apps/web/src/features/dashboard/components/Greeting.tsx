// The dashboard greeting: 'Welcome, {name}!' for a new player, 'Welcome back, {name}!' for a returning one, the ant
// count, and the Achievements and Create New Ant buttons.
import { memo } from "react";
import { useAppSelector } from "../../../lib/store/hooks";
import { CreateAntButton, useColony } from "../../ants/public";

/** An account younger than this is a new player's, whatever it has done in its first hour. */
const FIRST_HOUR_MS = 60 * 60_000;

/** 'Welcome back' for a player whose account is past its first hour and who has ants; 'Welcome' otherwise. */
export function isReturning(createdAt: string, antCount: number, nowMs: number): boolean {
  return antCount > 0 && nowMs - Date.parse(createdAt) > FIRST_HOUR_MS;
}

export const Greeting = memo(function Greeting({ onAchievements }: { onAchievements: () => void }) {
  const user = useAppSelector((s) => s.user.user);
  const { ants, maxAnts, isLoading } = useColony();
  if (!user) return null;
  const count = ants.length;
  return (
    <section className="card greeting">
      <div className="greeting-text">
        <h1>
          {isReturning(user.created_at, isLoading ? 1 : count, Date.now()) ? "Welcome back" : "Welcome"},{" "}
          {user.name || user.username}!
        </h1>
        <p className="muted">
          {isLoading
            ? "Counting your ants…"
            : `Your colony has ${count} ${count === 1 ? "ant" : "ants"} of ${maxAnts}.`}
        </p>
      </div>
      <div className="greeting-actions">
        <button type="button" className="btn btn-secondary" onClick={onAchievements}>
          <span aria-hidden="true">🏆</span>Achievements
        </button>
        <CreateAntButton />
      </div>
    </section>
  );
});
