// The rank: the tier of the best ant's rating and a bar of the real progress toward the next tier.
import type { CollectionAnt, PlayerRank } from "@antbrawl/protocol/profile";

export function RankBar({ rank, ants }: { rank: PlayerRank; ants: readonly CollectionAnt[] }) {
  const percent = Math.round(rank.progress * 100);
  const holder = ants.find((ant) => ant.id === rank.ant_id);
  const toward = rank.next ? `${percent}% of the way to ${rank.next.title} (${rank.next.min_elo})` : "Top tier reached";
  return (
    <section className="card profile-rank" aria-labelledby="profile-rank-heading">
      <h2 id="profile-rank-heading">Rank</h2>
      <p className="profile-rank-title">
        <span aria-hidden="true">🎖️</span> <span>{rank.title}</span>
      </p>
      <p className="muted small">
        {holder ? `Best rating ${rank.elo} (${holder.name})` : `Starting rating ${rank.elo}`}
      </p>
      <div
        className="completion-bar profile-rank-bar"
        role="progressbar"
        aria-label="Progress to the next rank"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={toward}
      >
        <span style={{ width: `${percent}%` }} />
      </div>
      <p className="small">
        {rank.next
          ? `${rank.next.points_needed} points to ${rank.next.title} · ${percent}%`
          : "Grandmaster: the top tier"}
      </p>
    </section>
  );
}
