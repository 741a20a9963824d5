// The top three by ELO on a podium, shown 2nd, 1st, 3rd.
import type { LeaderboardEntry } from "@antbrawl/protocol/battles";
import { placeName, podiumOrder, rankBadge, tierOf } from "../leaderboard-format";

export function Podium({ entries, userId }: { entries: readonly LeaderboardEntry[]; userId: string | null }) {
  const spots = podiumOrder(entries);
  if (spots.length === 0) return null;
  return (
    <ol className="podium" aria-label="Top three">
      {spots.map((entry) => (
        <li
          key={entry.ant_id}
          className={`podium-spot podium-${entry.rank}`}
          aria-label={`${placeName(entry.rank)} place`}
        >
          <span className="podium-medal" aria-hidden="true">
            {rankBadge(entry.rank)}
          </span>
          <span className="ant-dot ant-dot-large" style={{ background: entry.color }} aria-hidden="true" />
          <strong className="podium-name">
            {entry.name}
            {entry.owner_id === userId ? " (You)" : ""}
          </strong>
          <span className="muted small">{entry.owner_username}</span>
          <span className="podium-elo">{Math.round(entry.elo_rating)} ELO</span>
          <span className="tier-badge">{tierOf(entry)}</span>
          <span className="podium-block">{placeName(entry.rank)}</span>
        </li>
      ))}
    </ol>
  );
}
