// The main menu: a left rail (icons, labels when it expands on hover or focus); a bottom bar on phones, a short word
// under each icon.
import { useRef, useState } from "react";
import { NavLink } from "react-router";

/** `short`: the word under the icon on the phone's bottom bar (the full label stays the link's name). */
const MENU_ENTRIES = [
  { to: "/", label: "Colony Dashboard", short: "Home", icon: "🏠" },
  { to: "/my-ants", label: "My Ants", short: "Ants", icon: "🐜" },
  { to: "/ant-lab", label: "Ant Lab", short: "Lab", icon: "🧪" },
  { to: "/training", label: "Training Arena", short: "Train", icon: "🏋️" },
  { to: "/battle", label: "Battle Arena", short: "Battle", icon: "⚔️" },
  { to: "/leaderboard", label: "Leaderboard", short: "Ranks", icon: "🏆" },
  { to: "/profile", label: "Profile", short: "Profile", icon: "👤" },
] as const;

export function SideMenu() {
  const nav = useRef<HTMLElement>(null);
  // After a click the rail folds back at once (until the pointer leaves it), so it never covers the new page.
  const [resting, setResting] = useState(false);
  const settle = (link: HTMLAnchorElement) => {
    link.blur();
    if (nav.current) nav.current.scrollLeft = 0;
    setResting(true);
  };
  return (
    <nav
      ref={nav}
      className={resting ? "side-menu is-resting" : "side-menu"}
      aria-label="Main menu"
      onMouseLeave={() => setResting(false)}
    >
      <ul>
        {MENU_ENTRIES.map((entry) => (
          <li key={entry.to}>
            <NavLink
              to={entry.to}
              end={entry.to === "/"}
              className="side-link"
              title={entry.label}
              onClick={(event) => settle(event.currentTarget)}
            >
              <span className="side-icon" aria-hidden="true">
                {entry.icon}
              </span>
              <span className="side-label">{entry.label}</span>
              <span className="side-short" aria-hidden="true">
                {entry.short}
              </span>
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
