// One arena tournament (Lichess style): its window, the player's next game, the live standings and the paid places.
import type { TournamentDetail } from "@antbrawl/protocol/tournaments";
import { useNavigate } from "react-router";
import { countdown, eth, ordinal } from "../format";
import { LIVE_BATTLE_PATH } from "../hooks/use-arena-games";
import { useNow } from "../hooks/use-now";
import { ArenaGamesInPlay } from "./ArenaGamesInPlay";
import { ArenaStandings } from "./ArenaStandings";

export function ArenaBoard({ detail }: { detail: TournamentDetail }) {
  const now = useNow(1000);
  const navigate = useNavigate();
  const { tournament, standings, winners } = detail;
  const playing = tournament.status === "running" && tournament.my_ant_id !== null;
  const gameId = detail.my_battle_id ?? null;

  const timing =
    tournament.status === "registering"
      ? `Starts ${countdown(tournament.starts_at, now)}, ${Math.round(tournament.round_ms / 60_000)} min of games`
      : tournament.status === "running" && tournament.ends_at
        ? Date.parse(tournament.ends_at) > now
          ? `Ends ${countdown(tournament.ends_at, now)}`
          : "Time is up: the last games are finishing"
        : tournament.status === "cancelled"
          ? "Cancelled: fewer than two players registered"
          : "Finished";

  return (
    <section className="card tourney-bracket" aria-label={`Arena of ${tournament.name}`}>
      <h3>
        {tournament.name} <span className={`tourney-status tourney-${tournament.status}`}>{tournament.status}</span>
      </h3>
      <p className="tourney-countdown">{timing}</p>
      <p className="muted small">
        Win 2, loss 0; after two wins in a row every result scores double (🔥). Stay online to be paired.
      </p>
      {playing ? (
        gameId ? (
          <div className="tourney-actions" role="status">
            <p>Your game is on.</p>
            <button type="button" className="btn btn-primary" onClick={() => navigate(LIVE_BATTLE_PATH)}>
              Play your game
            </button>
          </div>
        ) : (
          <p role="status" className="tourney-ok">
            Waiting for your next game…
          </p>
        )
      ) : null}
      {winners.length > 0 ? (
        <ol className="tourney-winners" aria-label="Winners">
          {winners.map((winner) => (
            <li key={`${winner.place}-${winner.ant_id}`}>
              <strong>{ordinal(winner.place)}</strong> {winner.ant_name} — {eth(winner.prize)}
            </li>
          ))}
        </ol>
      ) : null}
      <ArenaGamesInPlay detail={detail} />
      <ArenaStandings standings={standings} myAntId={tournament.my_ant_id} />
    </section>
  );
}
