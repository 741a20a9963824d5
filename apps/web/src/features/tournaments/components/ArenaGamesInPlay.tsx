// An arena's games being fought now, each with Watch for a player outside the arena (no scouting for those still in it).
import type { TournamentDetail } from "@antbrawl/protocol/tournaments";
import { useState } from "react";
import { useNavigate } from "react-router";
import { liveClient } from "../../../lib/live/live-client";
import { LIVE_BATTLE_PATH } from "../hooks/use-arena-games";

const OFFLINE = "Live updates are off: try again once they are back on.";

export function ArenaGamesInPlay({ detail }: { detail: TournamentDetail }) {
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  const games = detail.rounds
    .flatMap((round) => round.matches)
    .filter((match) => match.ended_by === null && match.battle_id !== null);
  if (detail.tournament.status !== "running" || detail.tournament.my_ant_id !== null || games.length === 0) return null;

  const watch = (battleId: string) => {
    if (!liveClient.send({ type: "spectate_battle", battle_id: battleId })) return setRefused(OFFLINE);
    navigate(LIVE_BATTLE_PATH);
  };
  return (
    <section className="tourney-games" aria-label="Games in play">
      <h4>Games in play</h4>
      <ul>
        {games.map((game) => {
          const [a, b] = game.sides;
          const title = `${a?.ant_name ?? "?"} vs ${b?.ant_name ?? "?"}`;
          return (
            <li key={game.id}>
              <span>{title}</span>
              <button
                type="button"
                className="btn btn-secondary btn-small"
                aria-label={`Watch ${title}`}
                onClick={() => watch(game.battle_id as string)}
              >
                Watch
              </button>
            </li>
          );
        })}
      </ul>
      {refused ? (
        <p role="alert" className="small">
          {refused}
        </p>
      ) : null}
    </section>
  );
}
