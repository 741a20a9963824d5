// Statistics: battle figures, the rank bar, the ant collection, the four achievements, the tournaments entered and each
// ant's ELO history.
import type { ProfileStatistics } from "@antbrawl/protocol/profile";
import { LoadingNote } from "../../../components/LoadingNote";
import { useAppSelector } from "../../../lib/store/hooks";
import { useAchievementsQuery } from "../../achievements/public";
import { profileAchievements } from "../profile-achievements";
import { AchievementList } from "./AchievementList";
import { AntCollection } from "./AntCollection";
import { EloHistorySection } from "./EloHistorySection";
import { RankBar } from "./RankBar";
import { TournamentHistory } from "./TournamentHistory";

interface Props {
  statistics: ProfileStatistics | undefined;
  loading: boolean;
  failed: boolean;
  retry(): void;
}

export function StatisticsTab({ statistics, loading, failed, retry }: Props) {
  const userId = useAppSelector((state) => state.user.user?.id);
  const achievements = useAchievementsQuery(userId ?? "", { skip: !userId });
  if (failed) {
    return (
      <div className="card profile-pending">
        <p>Your statistics could not be loaded just now.</p>
        <button type="button" className="btn btn-secondary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (loading || !statistics) return <LoadingNote text="Loading your statistics…" />;
  const { battles } = statistics;
  const figures = [
    { label: "Total Battles", value: battles.total },
    { label: "Wins", value: battles.wins },
    { label: "Losses", value: battles.losses },
    { label: "Win Rate", value: `${battles.win_rate.toFixed(1)}%` },
  ];
  return (
    <div className="profile-stack">
      <div className="profile-stats-grid">
        <section className="card" aria-labelledby="profile-battles-heading">
          <h2 id="profile-battles-heading">Battle Stats</h2>
          <dl className="profile-figures">
            {figures.map((figure) => (
              <div key={figure.label} className="profile-figure">
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className="muted small">
            Ranked, quick, friendly and tournament battles of all your ants, including fights their stored copies took
            while you were away.
            {battles.self_battles > 0
              ? ` Your ${battles.self_battles} self ${battles.self_battles === 1 ? "battle is" : "battles are"} not counted.`
              : ""}
          </p>
        </section>
        <RankBar rank={statistics.rank} ants={statistics.collection.ants} />
      </div>
      <AntCollection collection={statistics.collection} />
      <AchievementList achievements={profileAchievements(achievements.data)} />
      {userId ? <TournamentHistory userId={userId} /> : null}
      <EloHistorySection histories={statistics.elo_history} />
    </div>
  );
}
