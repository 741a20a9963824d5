// One ranked ant: medal or #n, name and '(You)', tier, W and L, win rate, streak, and the value sorted by.
import type { LeaderboardEntry } from "@antbrawl/protocol/battles";
import type { LeaderboardSort } from "../api/leaderboard-api";
import { formatWinRate, rankBadge, sortValue, tierOf } from "../leaderboard-format";

interface Props {
  entry: LeaderboardEntry;
  sort: LeaderboardSort;
  isMine: boolean;
}

export function LeaderboardRow({ entry, sort, isMine }: Props) {
  const value = sortValue(entry, sort);
  return (
    <li className={`rank-row${isMine ? " is-mine" : ""}${entry.rank <= 3 ? " is-top" : ""}`}>
      <span className="rank-badge">
        <span aria-hidden="true">{rankBadge(entry.rank)}</span>
        <span className="ab-sr-only">Rank {entry.rank}</span>
      </span>
      <span className="rank-ant">
        <span className="ant-dot" style={{ background: entry.color }} aria-hidden="true" />
        <span className="rank-names">
          <strong>
            {entry.name}
            {isMine ? <span className="you-tag"> (You)</span> : null}
          </strong>
          <span className="muted small">
            {entry.owner_username} · <span className="tier-badge">{tierOf(entry)}</span>
          </span>
        </span>
      </span>
      <span className="rank-record">
        <span className="wins">{entry.wins}W</span> <span className="losses">{entry.losses}L</span>
        <span className="muted"> · {formatWinRate(entry.win_rate)}</span>
        {entry.win_streak > 0 ? <span className="streak"> 🔥{entry.win_streak}</span> : null}
      </span>
      <span className="rank-value">
        <strong>{value.value}</strong> <span className="muted small">{value.unit}</span>
      </span>
    </li>
  );
}
