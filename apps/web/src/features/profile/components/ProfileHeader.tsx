// The profile's header: a welcome with the player's initial and the counts of Ants, Friends and Rank.
import type { ProfileStatistics } from "@antbrawl/protocol/profile";
import type { User } from "@antbrawl/protocol/users";

interface Props {
  user: User;
  statistics: ProfileStatistics | undefined;
  friendCount: number | undefined;
}

export function ProfileHeader({ user, statistics, friendCount }: Props) {
  const name = user.name?.trim() || user.username;
  const counts = [
    { label: "Ants", value: statistics ? String(statistics.collection.total_ants) : "–" },
    { label: "Friends", value: friendCount === undefined ? "–" : String(friendCount) },
    { label: "Rank", value: statistics?.rank.title ?? "–" },
  ];
  return (
    <header className="card profile-header">
      <div className="profile-welcome">
        <span className="profile-avatar" aria-hidden="true">
          {user.avatar_url ? <img src={user.avatar_url} alt="" /> : user.username.charAt(0).toUpperCase()}
        </span>
        <div>
          <h1>Welcome, {name}!</h1>
          <p className="muted">Manage your account, friends and colony statistics.</p>
        </div>
      </div>
      <dl className="profile-counts">
        {counts.map((count) => (
          <div key={count.label} className="profile-count">
            <dt>{count.label}</dt>
            <dd>{count.value}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
}
