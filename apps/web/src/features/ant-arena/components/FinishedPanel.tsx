// The end of a live battle: 'Battle Complete!', 'Victory!' or 'Defeat!' with the spec's line, the battle summary
// (rating, experience, stake, items, achievements, Rematch, replay link), Return to Arena and the dice.
import type { LiveBattle } from "@antbrawl/protocol/ws-server";
import { BattleSummary, DiceProof } from "../../battle/public-viewer";
import { ARENA_TEXTS, type ArenaMessageKind } from "../arena-messages";
import { useChallenge } from "../hooks/use-challenge";

interface Props {
  battle: LiveBattle | null;
  winner: string | null;
  userId: string;
  say(kind: ArenaMessageKind, text: string): void;
  onReturn(): void;
}

export function FinishedPanel({ battle, winner, userId, say, onReturn }: Props) {
  const mine = battle?.participants.find((p) => p.user_id === userId) ?? null;
  const opponent = battle?.participants.find((p) => p.user_id !== userId) ?? null;
  const seated = battle ? mine !== null : true;
  const won = battle?.winner_id === userId;
  const { challenge, busyWith } = useChallenge(userId, mine?.ant_id ?? null, say);
  const rematch = mine && opponent?.username ? () => void challenge(opponent.username as string) : undefined;
  return (
    <div className="arena-finished" role="status">
      <h3>Battle Complete!</h3>
      {seated ? (
        <p className={`arena-verdict ${won ? "arena-won" : "arena-lost"}`}>
          {won ? ARENA_TEXTS.victory : ARENA_TEXTS.defeat}
        </p>
      ) : null}
      {seated ? <p className={won ? "arena-won" : "arena-lost"}>{won ? ARENA_TEXTS.won : ARENA_TEXTS.lost}</p> : null}
      {winner ? <p className="muted">Winner: {winner}</p> : null}
      {battle ? (
        <BattleSummary battle={battle} userId={userId} onRematch={rematch} rematchBusy={busyWith !== null} untitled />
      ) : null}
      <button type="button" className="btn btn-primary" onClick={onReturn}>
        Return to Arena
      </button>
      {battle ? <DiceProof battle={battle} /> : null}
    </div>
  );
}
