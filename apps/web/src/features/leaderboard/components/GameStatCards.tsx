// The four game-wide numbers above the leaderboard: ants, players, battles fought and battles running now.
import type { GameStats } from "@antbrawl/protocol/battles";

const CARDS: { key: keyof GameStats; label: string; icon: string }[] = [
  { key: "total_ants", label: "Total Ants", icon: "🐜" },
  { key: "total_users", label: "Active Players", icon: "👥" },
  { key: "total_battles", label: "Battles Fought", icon: "⚔️" },
  { key: "active_battles", label: "Live Battles", icon: "🔥" },
];

export function GameStatCards({ stats }: { stats: GameStats | undefined }) {
  return (
    <ul className="stat-cards" aria-label="Game statistics">
      {CARDS.map((card) => (
        <li key={card.key} className="card stat-card">
          <span className="stat-card-icon" aria-hidden="true">
            {card.icon}
          </span>
          <span className="stat-card-value">{stats ? stats[card.key].toLocaleString() : "–"}</span>
          <span className="stat-card-label">{card.label}</span>
        </li>
      ))}
    </ul>
  );
}
