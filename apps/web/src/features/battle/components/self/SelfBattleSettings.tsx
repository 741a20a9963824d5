// Arena type and battle speed for a self battle.
import { ARENA_LABELS } from "@antbrawl/rules/battle/arena";
import { ARENA_TYPES, type ArenaType } from "@antbrawl/rules/battle/types";
import { BATTLE_SPEED_NAMES, BATTLE_SPEEDS, type BattleSpeed } from "@antbrawl/rules/battle/viewer";

interface Props {
  arena: ArenaType;
  speed: BattleSpeed;
  onArena(arena: ArenaType): void;
  onSpeed(speed: BattleSpeed): void;
}

const SPEED_NAMES: Record<BattleSpeed, string> = { slow: "Slow", normal: "Normal", fast: "Fast" };

export function SelfBattleSettings({ arena, speed, onArena, onSpeed }: Props) {
  return (
    <div className="battle-settings">
      <label>
        Arena type
        <select value={arena} onChange={(e) => onArena(e.target.value as ArenaType)}>
          {ARENA_TYPES.map((type) => (
            <option key={type} value={type}>
              {ARENA_LABELS[type]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Battle speed
        <select value={speed} onChange={(e) => onSpeed(e.target.value as BattleSpeed)}>
          {BATTLE_SPEED_NAMES.map((name) => (
            <option key={name} value={name}>
              {SPEED_NAMES[name]} ({BATTLE_SPEEDS[name] / 1000}s per turn)
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
