// The Ant Arena tab (features/ant-arena) and the honest placeholder of the Tournaments tab.
import { AntArena } from "../../ant-arena/public";

/** The Ant Arena tab: the live multiplayer arena with its Friends panel (features/ant-arena). */
export function AntArenaPanel() {
  return <AntArena />;
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
