// The Ant Arena tab (its Friends panel behind a header toggle) and honest placeholders for the tabs later issues build.
import { useId, useState } from "react";
import { Link } from "react-router";
import { FriendsPanel, useFriendCount, usePendingRequestCount } from "../../friends/public";
import "./ant-arena.css";

/** The Ant Arena header: a Friends (n) toggle with a badge of pending friend requests. */
function FriendsToggle({ open, controls, onToggle }: { open: boolean; controls: string; onToggle(): void }) {
  const friends = useFriendCount();
  const pending = usePendingRequestCount();
  return (
    <button
      type="button"
      className={`btn btn-secondary ant-arena-friends-toggle${open ? " is-open" : ""}`}
      aria-expanded={open}
      aria-controls={controls}
      onClick={onToggle}
    >
      <span aria-hidden="true">👥</span> Friends ({friends})
      {pending > 0 ? (
        <span className="ant-arena-badge" role="status" aria-label={`${pending} pending friend requests`}>
          {pending}
        </span>
      ) : null}
    </button>
  );
}

export function AntArenaPanel({ onSelfBattle }: { onSelfBattle(): void }) {
  const [friendsOpen, setFriendsOpen] = useState(false);
  const friendsId = useId();
  return (
    <div className="ant-arena">
      <header className="ant-arena-header">
        <h2>Ant Arena</h2>
        <FriendsToggle open={friendsOpen} controls={friendsId} onToggle={() => setFriendsOpen(!friendsOpen)} />
      </header>
      <div className={`ant-arena-body${friendsOpen ? " with-friends" : ""}`}>
        {friendsOpen ? (
          <aside id={friendsId} className="card ant-arena-friends" aria-label="Friends panel">
            <FriendsPanel />
          </aside>
        ) : null}
        <div className="coming-soon">
          <div className="coming-soon-icon" aria-hidden="true">
            🐜
          </div>
          <p>
            The live multiplayer arena opens soon: real-time matches against other players, with battle invitations from
            friends.
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
