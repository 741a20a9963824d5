// One past battle: status icon, who fought whom, Victory or Defeat, type, arena and date; opens the replay.
import type { Battle } from "@antbrawl/protocol/battles";
import {
  arenaName,
  battleDate,
  battleTypeLabel,
  opponentName,
  ownSide,
  resultFor,
  statusIcon,
} from "../../battle-view";

interface Props {
  battle: Battle;
  userId: string;
  onOpen(battleId: string, battleType: string): void;
}

export function BattleHistoryItem({ battle, userId, onOpen }: Props) {
  const status = statusIcon(battle.status);
  const result = battle.status === "completed" ? resultFor(battle, userId) : null;
  const own = ownSide(battle, userId)?.ant_name;
  const opponent = opponentName(battle, userId);
  return (
    <li>
      <button type="button" className="history-item" onClick={() => onOpen(battle.id, battle.battle_type)}>
        <span className="history-status" role="img" aria-label={status.label} title={status.label}>
          {status.icon}
        </span>
        <span className="history-main">
          <span className="history-title">
            {own ? <>{own} vs </> : "vs "}
            <strong>{opponent}</strong>
          </span>
          <span className="history-meta muted small">
            {battleTypeLabel(battle.battle_type)} · {arenaName(battle.arena_type)} · {battleDate(battle.created_at)}
          </span>
        </span>
        {result ? <span className={`history-result is-${result.toLowerCase()}`}>{result}</span> : null}
      </button>
    </li>
  );
}
