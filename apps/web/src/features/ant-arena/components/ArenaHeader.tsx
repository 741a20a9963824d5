// The Ant Arena header: a Friends (n) toggle with badges of pending friend requests and pending battle invites.
import { useFriendCount, usePendingRequestCount } from "../../friends/public";

interface Props {
  open: boolean;
  controls: string;
  invites: number;
  onToggle(): void;
}

function Badge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="count-badge" role="status" aria-label={`${count} ${label}`}>
      {count}
    </span>
  );
}

export function ArenaHeader({ open, controls, invites, onToggle }: Props) {
  const friends = useFriendCount();
  const pending = usePendingRequestCount();
  return (
    <header className="ant-arena-header">
      <h2>Ant Arena</h2>
      <div className="ant-arena-header-actions">
        {invites > 0 && !open ? (
          <button type="button" className="btn btn-secondary ant-arena-invites" onClick={onToggle}>
            <span aria-hidden="true">⚔️</span> Invites
            <Badge count={invites} label="pending battle invitations" />
          </button>
        ) : null}
        <button
          type="button"
          className={`btn btn-secondary ant-arena-friends-toggle${open ? " is-open" : ""}`}
          aria-expanded={open}
          aria-controls={controls}
          onClick={onToggle}
        >
          <span aria-hidden="true">👥</span> Friends ({friends})
          <Badge count={pending} label="pending friend requests" />
        </button>
      </div>
    </header>
  );
}
