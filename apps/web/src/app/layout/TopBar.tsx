// The top bar: the product title, and the user dropdown or the signed-out welcome line.
import { Link } from "react-router";
import { GoogleButton } from "../../features/auth/public-session";
import { LiveStatus } from "../../lib/live/LiveStatus";
import { useAppSelector } from "../../lib/store/hooks";
import { UserMenu } from "./UserMenu";

export function TopBar() {
  const user = useAppSelector((s) => s.user.user);
  return (
    <header className="top-bar">
      <Link to="/" className="brand">
        <span aria-hidden="true">🐜</span> Antbrawl
      </Link>
      {user ? <LiveStatus /> : null}
      {user ? (
        <UserMenu />
      ) : (
        <div className="top-bar-guest">
          <span className="muted hide-narrow">Welcome, commander!</span>
          <GoogleButton label="Sign in with Google" small />
        </div>
      )}
    </header>
  );
}
