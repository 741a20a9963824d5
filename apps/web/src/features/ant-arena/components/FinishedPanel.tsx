// The end of a live battle: 'Battle Complete!', the spec's won or lost line, and Return to Arena.
import type { LiveBattle } from "@antbrawl/protocol/ws-server";
import { ARENA_TEXTS } from "../arena-messages";

interface Props {
  battle: LiveBattle | null;
  winner: string | null;
  userId: string;
  onReturn(): void;
}

export function FinishedPanel({ battle, winner, userId, onReturn }: Props) {
  const seated = battle?.participants.some((p) => p.user_id === userId) ?? true;
  const won = battle?.winner_id === userId;
  return (
    <div className="arena-finished" role="status">
      <h3>Battle Complete!</h3>
      {seated ? <p className={won ? "arena-won" : "arena-lost"}>{won ? ARENA_TEXTS.won : ARENA_TEXTS.lost}</p> : null}
      {winner ? <p className="muted">Winner: {winner}</p> : null}
      <button type="button" className="btn btn-primary" onClick={onReturn}>
        Return to Arena
      </button>
    </div>
  );
}
