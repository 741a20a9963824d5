// The top bar's user dropdown: avatar or first letter, name, e-mail, join date and the four entries.
import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useGuardedLogout } from "../../features/auth/public-session";
import { useAppSelector } from "../../lib/store/hooks";

export function UserMenu() {
  const user = useAppSelector((s) => s.user.user);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();
  const { requestLogout, warning } = useGuardedLogout(user?.id);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (box.current && !box.current.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => event.key === "Escape" && setOpen(false);
    document.addEventListener("mousedown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("mousedown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  if (!user) return null;
  const display = user.name || user.username;
  // Formatting a date loads the locale's calendar data (about 100 ms on a slow phone): only once the menu opens.
  const joined = open
    ? new Date(user.created_at).toLocaleDateString(undefined, { year: "numeric", month: "long", day: "numeric" })
    : "";

  return (
    <div className="user-menu" ref={box}>
      <button
        type="button"
        className="user-button"
        aria-haspopup="menu"
        aria-expanded={open}
        title={display}
        onClick={() => setOpen((v) => !v)}
      >
        <Avatar url={user.avatar_url} letter={display[0]?.toUpperCase() ?? "?"} />
        <span className="user-button-name">{display}</span>
        <span aria-hidden="true">▾</span>
      </button>
      {open ? (
        <div className="user-dropdown" role="menu" aria-label="Account">
          <div className="user-card">
            <Avatar url={user.avatar_url} letter={display[0]?.toUpperCase() ?? "?"} large />
            <div>
              <div className="user-card-name">{display}</div>
              <div className="muted small">{user.email}</div>
              <div className="muted small">Joined {joined}</div>
            </div>
          </div>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              navigate("/profile");
            }}
          >
            Profile Settings
          </button>
          <button type="button" role="menuitem" onClick={() => window.location.assign("/?achievements=true")}>
            My Achievements
          </button>
          <button
            type="button"
            role="menuitem"
            onClick={() => {
              setOpen(false);
              navigate("/colony-stats");
            }}
          >
            Colony Statistics
          </button>
          <button
            type="button"
            role="menuitem"
            className="danger"
            onClick={() => {
              setOpen(false);
              requestLogout();
            }}
          >
            Logout
          </button>
        </div>
      ) : null}
      {warning}
    </div>
  );
}

function Avatar({ url, letter, large }: { url: string | null; letter: string; large?: boolean }) {
  const className = large ? "avatar avatar-large" : "avatar";
  return url ? (
    <img className={className} src={url} alt="" />
  ) : (
    <span className={className} aria-hidden="true">
      {letter}
    </span>
  );
}
