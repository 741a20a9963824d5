// The public Global Leaderboard (/leaderboard): game statistics, four orderings, the podium and the ranked ants.
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { useAppSelector } from "../../../lib/store/hooks";
import { type LeaderboardSort, useGameStatsQuery, useLeaderboardQuery } from "../api/leaderboard-api";
import { GameStatCards } from "./GameStatCards";
import { LeaderboardRow } from "./LeaderboardRow";
import { Podium } from "./Podium";
import { RANKINGS_PANEL_ID, SortTabs } from "./SortTabs";
import "./leaderboard.css";

export function LeaderboardPage() {
  const userId = useAppSelector((s) => s.user.user?.id ?? null);
  const [sort, setSort] = useState<LeaderboardSort>("elo");
  const board = useLeaderboardQuery(sort);
  const stats = useGameStatsQuery();
  const entries = board.currentData?.entries ?? [];

  useEffect(() => {
    if (board.error) console.warn("Could not load the leaderboard", board.error);
    if (stats.error) console.warn("Could not load the game statistics", stats.error);
  }, [board.error, stats.error]);

  const refreshing = board.isFetching || stats.isFetching;
  const refresh = () => {
    void board.refetch();
    void stats.refetch();
  };

  return (
    <div className="leaderboard">
      <header className="card leaderboard-header">
        <div>
          <h1>
            <span aria-hidden="true">🏆 </span>Global Leaderboard
          </h1>
          <p className="muted">The strongest ants of every colony.</p>
        </div>
        <button type="button" className="btn btn-secondary" onClick={refresh} disabled={refreshing}>
          {refreshing ? "Refreshing..." : "Refresh"}
        </button>
      </header>
      <GameStatCards stats={stats.data} />
      <SortTabs active={sort} onSelect={setSort} />
      <section id={RANKINGS_PANEL_ID} role="tabpanel" aria-labelledby={`sort-tab-${sort}`} className="card rankings">
        {board.isLoading || (board.isFetching && !board.currentData) ? (
          <p className="muted">Loading rankings...</p>
        ) : board.isError && entries.length === 0 ? (
          <p className="muted">The rankings could not be loaded just now. Try Refresh in a moment.</p>
        ) : entries.length === 0 ? (
          <div className="rankings-empty">
            <div className="coming-soon-icon" aria-hidden="true">
              🏆
            </div>
            <p>No rankings available yet!</p>
            <p className="muted">Be the first to compete in battles!</p>
          </div>
        ) : (
          <>
            {sort === "elo" && entries.length >= 3 ? <Podium entries={entries} userId={userId} /> : null}
            <ol className="rank-list" aria-label="Rankings">
              {entries.map((entry) => (
                <LeaderboardRow key={entry.ant_id} entry={entry} sort={sort} isMine={entry.owner_id === userId} />
              ))}
            </ol>
          </>
        )}
      </section>
      <footer className="leaderboard-footer muted">
        Want to see your ants here? <Link to="/">Create ants</Link> and battle them in the{" "}
        <Link to="/battle">Battle Arena</Link> to climb the rankings.
      </footer>
    </div>
  );
}
