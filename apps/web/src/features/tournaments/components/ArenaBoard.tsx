// One arena tournament (Lichess style): its window, the player's next game, the live standings and the paid places.
import type { TournamentDetail } from "@antbrawl/protocol/tournaments";
import { useEffect } from "react";
import { useNavigate } from "react-router";
import { liveClient } from "../../../lib/live/live-client";
import { followArena } from "../../ant-arena/public";
import { countdown, eth, ordinal } from "../format";
import { useNow } from "../hooks/use-now";
import { ArenaStandings } from "./ArenaStandings";

/** The Ant Arena tab, where a live battle plays (the Battle Arena's default tab). */
const LIVE_BATTLE_PATH = "/battle";

export function ArenaBoard({ detail, userId }: { detail: TournamentDetail; userId: string }) {
  const now = useNow(1000);
  const navigate = useNavigate();
  const { tournament, standings, winners } = detail;
  const playing = tournament.status === "running" && tournament.my_ant_id !== null;
  const gameId = detail.my_battle_id ?? null;

  // A player in the running arena hears their next game's `battle_found` in the arena and is taken to it.
  useEffect(() => {
    if (!playing) return;
    followArena(userId);
    return liveClient.subscribe("battle_found", () => navigate(LIVE_BATTLE_PATH));
  }, [playing, userId, navigate]);

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
      <ArenaStandings standings={standings} myAntId={tournament.my_ant_id} />
    </section>
  );
}
