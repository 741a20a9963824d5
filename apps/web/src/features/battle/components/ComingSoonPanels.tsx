// Honest placeholders for the Battle Arena tabs that later issues build: the live arena, top-down combat, tournaments.
import { Link } from "react-router";

export function AntArenaPanel({ onSelfBattle }: { onSelfBattle(): void }) {
  return (
    <div className="coming-soon">
      <div className="coming-soon-icon" aria-hidden="true">
        🐜
      </div>
      <h2>Ant Arena</h2>
      <p>
        The live multiplayer arena opens soon: real-time matches against other players, with friends and invitations.
      </p>
      <p className="muted">Until then, pit two of your own ants against each other or fight a server battle.</p>
      <div className="coming-soon-actions">
        <button type="button" className="btn btn-primary" onClick={onSelfBattle}>
          Try a Self Battle
        </button>
        <Link to="/leaderboard" className="btn btn-secondary">
          See the Leaderboard
        </Link>
      </div>
    </div>
  );
}

export function ArenaCombatPanel() {
  return (
    <div className="coming-soon">
      <div className="coming-soon-icon" aria-hidden="true">
        🗺️
      </div>
      <h2>Arena Combat</h2>
      <p>
        The top-down arena is still being dug: a real-time view from above, tactical AI and commands for each fighter.
      </p>
      <p className="muted">It arrives with a later update.</p>
    </div>
  );
}

export function TournamentsPanel() {
  return (
    <div className="coming-soon">
      <div className="coming-soon-icon" aria-hidden="true">
        🏆
      </div>
      <h2>Tournaments Coming Soon</h2>
      <p>Brackets, prizes and seasonal rankings are on their way.</p>
      <ul className="coming-soon-list">
        <li>Bracket tournaments for your best fighters</li>
        <li>Prizes for the champions</li>
        <li>Seasonal rankings</li>
      </ul>
    </div>
  );
}
