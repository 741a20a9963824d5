// One tournament drawn as a bracket: a column per round, each match's sides and winner, its replay; the winners (an
// arena is shown as its standings instead).
import type { TournamentMatch, TournamentSide } from "@antbrawl/protocol/tournaments";
import { useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useTournamentQuery } from "../api/tournaments-api";
import { eth, ordinal, roundName } from "../format";
import { useTournamentWatch } from "../hooks/use-tournament-watch";
import { ArenaBoard } from "./ArenaBoard";
import { MatchReplay } from "./MatchReplay";

/**
 * A bracket that can still change is followed over the socket (`tournament_updated` refetches it, so each round
 * resolves on screen at once) and fetched again every 30 s in case a notice was missed.
 */
const RUNNING_POLL_MS = 30_000;

export function BracketView({ tournamentId }: { tournamentId: string }) {
  const [polling, setPolling] = useState(RUNNING_POLL_MS);
  const detail = useTournamentQuery(tournamentId, { pollingInterval: polling });
  const [replay, setReplay] = useState<string | null>(null);
  useTournamentWatch(tournamentId, polling > 0);
  if (detail.isLoading) return <p className="muted">Loading the bracket...</p>;
  if (detail.isError || !detail.data) return <p className="form-error">{errorText(detail.error, "Failed to load")}</p>;
  const { tournament, rounds, winners } = detail.data;
  const wanted = tournament.status === "running" || tournament.status === "registering" ? RUNNING_POLL_MS : 0;
  if (wanted !== polling) setPolling(wanted);
  if (tournament.format === "arena") return <ArenaBoard detail={detail.data} />;
  return (
    <section className="card tourney-bracket" aria-label={`Bracket of ${tournament.name}`}>
      <h3>
        {tournament.name} <span className={`tourney-status tourney-${tournament.status}`}>{tournament.status}</span>
      </h3>
      {winners.length > 0 ? (
        <ol className="tourney-winners" aria-label="Winners">
          {winners.map((winner) => (
            <li key={`${winner.place}-${winner.ant_id}`}>
              <strong>{ordinal(winner.place)}</strong> {winner.ant_name}
              {winner.user_id === null ? " (house)" : ""} — {eth(winner.prize)}
            </li>
          ))}
        </ol>
      ) : null}
      {rounds.length === 0 ? <p className="muted">The bracket is drawn at the start.</p> : null}
      <div className="tourney-rounds">
        {rounds.map((round) => (
          <section key={round.number} className="tourney-round" aria-label={roundName(round.number, rounds.length)}>
            <h4>{roundName(round.number, rounds.length)}</h4>
            <div className="tourney-round-matches">
              {round.matches.map((match) => (
                <MatchBox key={match.id} match={match} onReplay={setReplay} />
              ))}
            </div>
          </section>
        ))}
      </div>
      {replay ? <MatchReplay tournamentId={tournamentId} battleId={replay} onClose={() => setReplay(null)} /> : null}
    </section>
  );
}

function SideRow({ side, won, decided }: { side: TournamentSide | null; won: boolean; decided: boolean }) {
  if (!side) return <li className="tourney-side tourney-empty">—</li>;
  const state = decided ? (won ? " tourney-won" : " tourney-lost") : "";
  return (
    <li className={`tourney-side${state}`}>
      <span className="tourney-seed">{side.seed ?? ""}</span>
      <span className="tourney-ant">{side.ant_name}</span>
      {side.house ? <span className="tourney-house">House</span> : null}
      {decided && won ? <span className="tourney-mark"> (winner)</span> : null}
    </li>
  );
}

function MatchBox({ match, onReplay }: { match: TournamentMatch; onReplay: (battleId: string) => void }) {
  const decided = match.winner_side !== null;
  return (
    <div className="tourney-match">
      <ul>
        {match.sides.map((side, i) => (
          <SideRow key={side?.ant_id ?? `empty-${i}`} side={side} won={match.winner_side === i} decided={decided} />
        ))}
      </ul>
      {match.battle_id ? (
        <button
          type="button"
          className="btn btn-small btn-secondary"
          onClick={() => onReplay(match.battle_id as string)}
        >
          Replay
        </button>
      ) : match.ended_by === "bye" ? (
        <span className="muted small">Bye</span>
      ) : null}
    </div>
  );
}
