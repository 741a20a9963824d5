// The top bar: the product title, and the user dropdown or the signed-out welcome line.
import { lazy, Suspense } from "react";
import { Link } from "react-router";
import { GoogleButton } from "../../features/auth/public-session";
import { LiveStatus } from "../../lib/live/LiveStatus";
import { SoundToggle } from "../../lib/sound/SoundToggle";
import { useAppSelector } from "../../lib/store/hooks";
import { UserMenu } from "./UserMenu";

/** The bell needs the API module: it loads after sign-in, so a visitor's first load stays without RTK Query. */
const NotificationBell = lazy(() =>
  import("../../features/notifications/public").then((module) => ({ default: module.NotificationBell })),
);

export function TopBar() {
  const user = useAppSelector((s) => s.user.user);
  return (
    <header className="top-bar">
      <Link to="/" className="brand" aria-label="Antbrawl">
        <span aria-hidden="true">🐜</span> <span className="brand-word">Antbrawl</span>
      </Link>
      {user ? <LiveStatus /> : null}
      {user ? (
        <Suspense fallback={null}>
          <NotificationBell />
        </Suspense>
      ) : null}
      {user ? <SoundToggle /> : null}
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
