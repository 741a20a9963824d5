// The profile's Tournaments section: every tournament the player entered, newest first, each linking to its bracket.
import type { TournamentHistoryEntry } from "@antbrawl/protocol/tournament-history";
import { useState } from "react";
import { Link } from "react-router";
import { LoadingNote } from "../../../components/LoadingNote";
import { errorText } from "../../../lib/api/api-error";
import { useTournamentHistoryQuery } from "../api/tournament-history-api";
import "./tournament-history.css";

/** The Tournaments tab of the Battle Arena with this tournament's bracket open. */
const tournamentLink = (id: string) => `/battle?tab=tournaments&tournament=${encodeURIComponent(id)}`;

/** "1st", "2nd", "3rd", "5th". */
function ordinal(place: number): string {
  const tens = place % 100;
  if (tens >= 11 && tens <= 13) return `${place}th`;
  return `${place}${["th", "st", "nd", "rd"][place % 10] ?? "th"}`;
}

const eth = (amount: number) => `${Number(amount.toFixed(3))} ETH`;

/** A bracket round counted from the end: the final, the semifinals, the quarterfinals, else "round n of N". */
function stage(reached: number | null, rounds: number | null): string | null {
  if (!reached || !rounds) return null;
  return ["the final", "the semifinals", "the quarterfinals"][rounds - reached] ?? `round ${reached} of ${rounds}`;
}

/** How far the ant got, in words: its place, the round it is in, or why there is none. */
function resultText(entry: TournamentHistoryEntry): string {
  const round = stage(entry.round_reached, entry.rounds);
  if (entry.status === "cancelled") return "Cancelled · fee refunded";
  if (entry.status === "registering") return "Registered · not started";
  if (entry.place === null) return round ? `Still in · ${round}` : "Still in";
  if (entry.place === 1 && entry.format === "bracket") return "1st place · won the final";
  return round ? `${ordinal(entry.place)} place · out in ${round}` : `${ordinal(entry.place)} place`;
}

function when(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
}

function HistoryRow({ entry }: { entry: TournamentHistoryEntry }) {
  const settled = entry.status === "finished";
  return (
    <li className={`profile-tourney${entry.place === 1 ? " profile-tourney-won" : ""}`}>
      <div className="profile-tourney-head">
        <Link to={tournamentLink(entry.tournament_id)} className="profile-tourney-name">
          {entry.name}
        </Link>
        <span className="profile-tourney-meta">
          <time dateTime={entry.starts_at}>{when(entry.starts_at)}</time> ·{" "}
          {entry.format === "arena" ? "Arena" : "Bracket"}
        </span>
      </div>
      <p className="profile-tourney-result">{resultText(entry)}</p>
      <dl className="profile-tourney-facts">
        <div>
          <dt>Ant</dt>
          <dd>{entry.ant_name}</dd>
        </div>
        <div>
          <dt>Matches won</dt>
          <dd>
            {entry.matches_won} of {entry.matches_played}
          </dd>
        </div>
        <div>
          <dt>Prize</dt>
          <dd>{entry.prize > 0 ? eth(entry.prize) : settled ? "None" : "—"}</dd>
        </div>
      </dl>
    </li>
  );
}

/** One page of the history; the last page shown offers the next. */
function HistoryPage({
  userId,
  before,
  onMore,
}: {
  userId: string;
  before?: string;
  onMore?: (cursor: string) => void;
}) {
  const page = useTournamentHistoryQuery({ userId, before });
  if (page.isLoading) return <LoadingNote text="Loading your tournaments…" />;
  if (page.isError || !page.data) {
    return (
      <div className="profile-pending">
        <p className="form-error">{errorText(page.error, "Your tournaments could not be loaded just now.")}</p>
        <button type="button" className="btn btn-secondary" onClick={() => void page.refetch()}>
          Try again
        </button>
      </div>
    );
  }
  const { tournaments, next_cursor } = page.data;
  if (!before && tournaments.length === 0) {
    return (
      <p className="muted">
        No tournaments yet. Register an ant for the next daily bracket on the{" "}
        <Link to="/battle?tab=tournaments">Tournaments</Link> page.
      </p>
    );
  }
  return (
    <>
      <ol className="profile-tourneys">
        {tournaments.map((entry) => (
          <HistoryRow key={entry.tournament_id} entry={entry} />
        ))}
      </ol>
      {next_cursor && onMore ? (
        <button type="button" className="btn btn-secondary" onClick={() => onMore(next_cursor)}>
          Show older tournaments
        </button>
      ) : null}
    </>
  );
}

export function TournamentHistory({ userId }: { userId: string }) {
  const [cursors, setCursors] = useState<string[]>([]);
  const pages = [undefined, ...cursors];
  return (
    <section className="card profile-tourney-section" aria-labelledby="profile-tournaments-heading">
      <h2 id="profile-tournaments-heading">Tournaments</h2>
      {pages.map((before, i) => (
        <HistoryPage
          key={before ?? "first"}
          userId={userId}
          before={before}
          onMore={i === pages.length - 1 ? (cursor) => setCursors([...cursors, cursor]) : undefined}
        />
      ))}
    </section>
  );
}
