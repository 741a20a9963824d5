// The Ant Arena tab (features/ant-arena) and honest placeholders for the tabs later issues build.
import { AntArena } from "../../ant-arena/public";

/** The Ant Arena tab: the live multiplayer arena with its Friends panel (features/ant-arena). */
export function AntArenaPanel() {
  return <AntArena />;
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
