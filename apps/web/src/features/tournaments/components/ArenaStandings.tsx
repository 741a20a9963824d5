// An arena tournament's standings table: place, ant and player, games, points and a streak mark (TN10, TN11).
import type { TournamentStanding } from "@antbrawl/protocol/tournaments";
import { ordinal } from "../format";

/** A streak of two wins or more: the next result scores double (TN10). */
const ON_FIRE = 2;

export function ArenaStandings({
  standings,
  myAntId,
}: {
  standings: readonly TournamentStanding[];
  myAntId: string | null;
}) {
  if (standings.length === 0) return <p className="muted">No one has registered yet.</p>;
  return (
    <table className="tourney-standings">
      <caption>Standings</caption>
      <thead>
        <tr>
          <th scope="col">Place</th>
          <th scope="col">Ant</th>
          <th scope="col">Games</th>
          <th scope="col">Points</th>
        </tr>
      </thead>
      <tbody>
        {standings.map((row) => {
          const mine = row.ant_id === myAntId;
          const fire = (row.streak ?? 0) >= ON_FIRE;
          return (
            <tr key={row.ant_id} className={mine ? "tourney-mine" : undefined} aria-current={mine ? "true" : undefined}>
              <td>{row.place ? ordinal(row.place) : "—"}</td>
              <th scope="row" className="tourney-name">
                {row.ant_name}
                {mine ? " (you)" : ""}
                {row.username ? <span className="tourney-player">{row.username}</span> : null}
              </th>
              <td>{row.games ?? 0}</td>
              <td>
                {row.points}
                {fire ? (
                  <span className="tourney-fire" title="On a streak: the next result scores double">
                    {" "}
                    🔥<span className="visually-hidden"> on a streak</span>
                  </span>
                ) : null}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
