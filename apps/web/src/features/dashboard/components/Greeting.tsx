// The dashboard greeting: 'Welcome, {name}!' for a new player (no ant yet), 'Welcome back, {name}!' after, the ant
// count, and the Achievements and Create New Ant buttons.
import { memo } from "react";
import { useAppSelector } from "../../../lib/store/hooks";
import { CreateAntButton, useColony } from "../../ants/public";

export const Greeting = memo(function Greeting({ onAchievements }: { onAchievements: () => void }) {
  const user = useAppSelector((s) => s.user.user);
  const { ants, maxAnts, isLoading } = useColony();
  if (!user) return null;
  const count = ants.length;
  return (
    <section className="card greeting">
      <div className="greeting-text">
        <h1>
          {isLoading || count > 0 ? "Welcome back" : "Welcome"}, {user.name || user.username}!
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
