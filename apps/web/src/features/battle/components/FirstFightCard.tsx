// The dashboard's call to a first fight: shown while the player has ants but no battle yet.
import { skipToken } from "@reduxjs/toolkit/query/react";
import { Link } from "react-router";
import { CreateAntButton } from "../../ants/public";
import { useBattleHistoryInfiniteQuery } from "../api/battle-history";
import "./first-fight.css";

/**
 * Whether the first-fight call shows: `undefined` until the battle history answers (a failed answer counts as
 * no call), so the dashboard can hold the colony instead of having the card push it down when it arrives.
 */
export function useFirstFightDue(userId: string | undefined, antCount: number): boolean | undefined {
  const history = useBattleHistoryInfiniteQuery(userId ?? skipToken);
  if (!userId || antCount === 0 || history.isError) return false;
  const firstPage = history.data?.pages[0];
  if (!firstPage) return undefined;
  return firstPage.battles.length === 0;
}

/** Opens the Battle Arena on Self Battle; with a single ant it offers to hatch the second one first. */
export function FirstFightCard({ userId, antCount }: { userId: string; antCount: number }) {
  if (useFirstFightDue(userId, antCount) !== true) return null;
  const ready = antCount >= 2;
  return (
    <section className="card first-fight" aria-labelledby="first-fight-title">
      <div className="first-fight-icon" aria-hidden="true">
        ⚔️
      </div>
      <div className="first-fight-text">
        <h2 id="first-fight-title">Ready for your first fight?</h2>
        <p className="muted">
          {ready
            ? "Pit two of your ants against each other in a Self Battle: they earn experience and you see how they fight."
            : "A Self Battle pits two of your own ants against each other. Hatch a sparring partner, then fight!"}
        </p>
      </div>
      <div className="first-fight-actions">
        {ready ? null : <CreateAntButton label="Hatch a Second Ant" />}
        <Link to="/battle?tab=self" className={`btn ${ready ? "btn-primary btn-fight" : "btn-secondary"}`}>
          Fight!
        </Link>
      </div>
    </section>
  );
}
