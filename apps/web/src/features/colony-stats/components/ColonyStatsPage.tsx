// Colony Statistics (user menu): totals per ant, the colony's battles, the care given and battles per day.
import type { Ant } from "@antbrawl/protocol/ants";
import { LoadingNote } from "../../../components/LoadingNote";
import { SignedOutPrompt } from "../../../components/SignedOutPrompt";
import { formatPercent } from "../../../lib/format/numbers";
import { useAppSelector } from "../../../lib/store/hooks";
import { antLevel, useListAntsQuery } from "../../ants/public";
import { useColonyStatisticsQuery } from "../api/colony-stats-api";
import { BattlesChart } from "./BattlesChart";
import "./colony-stats.css";

const CARE_LABELS = [
  ["feed", "Fed"],
  ["water", "Watered"],
  ["rest", "Rested"],
  ["exercise", "Exercised"],
  ["clean", "Cleaned"],
] as const;

export function ColonyStatsPage() {
  const user = useAppSelector((s) => s.user.user);
  if (!user)
    return <SignedOutPrompt title="Colony Statistics" message="Please sign in to see your colony's statistics" />;
  return <ColonyStats userId={user.id} />;
}

function winRate(ant: Ant): string {
  const fought = ant.battle_history.wins + ant.battle_history.losses;
  return fought > 0 ? formatPercent((ant.battle_history.wins / fought) * 100) : "–";
}

function ColonyStats({ userId }: { userId: string }) {
  const stats = useColonyStatisticsQuery(userId);
  const ants = useListAntsQuery(userId);
  if (stats.isLoading || ants.isLoading) return <LoadingNote text="Counting your colony…" />;
  if (!stats.data || !ants.data) {
    return (
      <div className="card">
        <p>Your colony statistics could not be loaded just now.</p>
        <button type="button" className="btn btn-secondary" onClick={() => void stats.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const data = stats.data;
  const list = ants.data;
  const wins = list.reduce((sum, ant) => sum + ant.battle_history.wins, 0);
  const losses = list.reduce((sum, ant) => sum + ant.battle_history.losses, 0);
  const figures = [
    { label: "Ants", value: list.length },
    { label: "Battles fought", value: data.battles_fought },
    { label: "Wins · losses", value: `${wins} · ${losses}` },
    { label: "Care given", value: data.care.total },
    { label: "Trainings", value: data.trainings },
    { label: "Chat messages", value: data.chats },
  ];
  const mostCare = Math.max(1, ...CARE_LABELS.map(([key]) => data.care[key]));
  return (
    <div className="colony-stats">
      <h1>Colony Statistics</h1>
      <dl className="colony-figures">
        {figures.map((figure) => (
          <div key={figure.label} className="card colony-figure">
            <dt className="muted small">{figure.label}</dt>
            <dd>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <div className="colony-columns">
        <section className="card" aria-labelledby="colony-chart-heading">
          <h2 id="colony-chart-heading">Battles over time</h2>
          <BattlesChart days={data.days} />
        </section>
        <section className="card" aria-labelledby="colony-care-heading">
          <h2 id="colony-care-heading">Care given</h2>
          <ul className="colony-care">
            {CARE_LABELS.map(([key, label]) => (
              <li key={key}>
                <span>{label}</span>
                <span className="colony-care-bar" aria-hidden="true">
                  <span style={{ width: `${(data.care[key] / mostCare) * 100}%` }} />
                </span>
                <strong>{data.care[key]}</strong>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="card" aria-labelledby="colony-ants-heading">
        <h2 id="colony-ants-heading">Totals per ant</h2>
        {list.length === 0 ? (
          <p className="muted">No ants yet: create one from the dashboard.</p>
        ) : (
          <div className="colony-table-wrap">
            <table className="colony-table">
              <thead>
                <tr>
                  <th scope="col">Ant</th>
                  <th scope="col">Level</th>
                  <th scope="col">Wins</th>
                  <th scope="col">Losses</th>
                  <th scope="col">Win rate</th>
                  <th scope="col">XP</th>
                  <th scope="col">ELO</th>
                </tr>
              </thead>
              <tbody>
                {list.map((ant) => (
                  <tr key={ant.id}>
                    <th scope="row">
                      <span className="ant-dot" style={{ background: ant.appearance.color }} aria-hidden="true" />{" "}
                      {ant.name}
                    </th>
                    <td>{antLevel(ant)}</td>
                    <td>{ant.battle_history.wins}</td>
                    <td>{ant.battle_history.losses}</td>
                    <td>{winRate(ant)}</td>
                    <td>{Math.floor(ant.total_experience)}</td>
                    <td>{Math.round(ant.battle_history.elo_rating)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="muted small">
          Wins and losses count battles against other players' ants; self battles and Arena Combats between your own
          ants are in Battles fought only.
        </p>
      </section>
    </div>
  );
}
