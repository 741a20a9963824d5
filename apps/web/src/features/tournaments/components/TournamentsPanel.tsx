// The Tournaments tab: upcoming daily brackets and arenas to register for, running ones live, finished results.
import type { TournamentSummary } from "@antbrawl/protocol/tournaments";
import { useState } from "react";
import { useSearchParams } from "react-router";
import { errorText } from "../../../lib/api/api-error";
import { useTournamentsQuery } from "../api/tournaments-api";
import { useArenaGames } from "../hooks/use-arena-games";
import { BracketView } from "./BracketView";
import { UpcomingCard } from "./UpcomingCard";
import "./tournaments.css";

/** The list refreshes every 15 s so counts and statuses move without a reload. */
const LIST_POLL_MS = 15_000;

export function TournamentsPanel({ userId }: { userId: string }) {
  const list = useTournamentsQuery(undefined, { pollingInterval: LIST_POLL_MS });
  const [params] = useSearchParams();
  // A link from elsewhere (the profile's tournament history) opens that tournament's bracket: ?tournament={id}.
  const [openId, setOpenId] = useState<string | null>(() => params.get("tournament"));
  useArenaGames(userId);
  if (list.isLoading) return <p className="muted">Loading tournaments...</p>;
  if (list.isError || !list.data)
    return <p className="form-error">{errorText(list.error, "Failed to load tournaments")}</p>;
  const all = list.data.tournaments;
  const upcoming = all.filter((t) => t.status === "registering").reverse();
  const running = all.filter((t) => t.status === "running");
  const finished = all.filter((t) => t.status === "finished" || t.status === "cancelled");
  const shown = openId ?? running[0]?.id ?? finished[0]?.id ?? null;
  return (
    <div className="tourney">
      <section aria-labelledby="tourney-upcoming">
        <h2 id="tourney-upcoming">Upcoming</h2>
        {upcoming.length === 0 ? <p className="muted">No tournament is open for registration right now.</p> : null}
        {upcoming.map((t) => (
          <UpcomingCard key={t.id} tournament={t} userId={userId} />
        ))}
      </section>
      <section aria-labelledby="tourney-running">
        <h2 id="tourney-running">Running</h2>
        {running.length === 0 ? <p className="muted">No tournament is running.</p> : null}
        <TournamentButtons list={running} shown={shown} onOpen={setOpenId} />
      </section>
      <section aria-labelledby="tourney-finished">
        <h2 id="tourney-finished">Finished</h2>
        {finished.length === 0 ? <p className="muted">No tournament has finished this week.</p> : null}
        <TournamentButtons list={finished} shown={shown} onOpen={setOpenId} />
      </section>
      {shown ? <BracketView tournamentId={shown} /> : null}
    </div>
  );
}

function TournamentButtons({
  list,
  shown,
  onOpen,
}: {
  list: readonly TournamentSummary[];
  shown: string | null;
  onOpen: (id: string) => void;
}) {
  return (
    <ul className="tourney-list">
      {list.map((t) => (
        <li key={t.id}>
          <button
            type="button"
            className={`btn btn-secondary btn-small${t.id === shown ? " tourney-open" : ""}`}
            aria-pressed={t.id === shown}
            onClick={() => onOpen(t.id)}
          >
            {t.name}
            {t.status === "cancelled" ? " (cancelled)" : ""}
          </button>
          <span className="muted small">
            {" "}
            {t.registered} players · pool {t.prize_pool} ETH
          </span>
        </li>
      ))}
    </ul>
  );
}
