// The main menu: a left rail (icons, labels when it expands on hover or focus); a bottom bar on phones.
import { useRef, useState } from "react";
import { NavLink } from "react-router";

export const MENU_ENTRIES = [
  { to: "/", label: "Colony Dashboard", icon: "🏠" },
  { to: "/my-ants", label: "My Ants", icon: "🐜" },
  { to: "/ant-lab", label: "Ant Lab", icon: "🧪" },
  { to: "/training", label: "Training Arena", icon: "🏋️" },
  { to: "/battle", label: "Battle Arena", icon: "⚔️" },
  { to: "/leaderboard", label: "Leaderboard", icon: "🏆" },
  { to: "/profile", label: "Profile", icon: "👤" },
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
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
