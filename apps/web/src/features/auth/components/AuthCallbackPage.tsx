// /auth/callback: the sign-in result page (processing, success, error), outside the main layout.
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { useAppSelector } from "../../../lib/store/hooks";
import "./welcome.css";

type Phase = { kind: "processing" } | { kind: "success"; name: string } | { kind: "error"; message: string };

export function AuthCallbackPage() {
  const navigate = useNavigate();
  const storedState = useAppSelector((s) => s.user.oauthState);
  const [phase, setPhase] = useState<Phase>({ kind: "processing" });

  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const fragment = new URLSearchParams(window.location.hash.slice(1));
    const code = query.get("code") ?? fragment.get("code");
    const token = query.get("access_token") ?? fragment.get("access_token");
    if (!code && !token) {
      setPhase({ kind: "error", message: "No authentication data received from Google OAuth" });
      return;
    }
    const state = query.get("state") ?? fragment.get("state");
    if (state !== storedState) {
      setPhase({ kind: "error", message: "Invalid state parameter - possible CSRF attack" });
      return;
    }
    setPhase({ kind: "error", message: "Authentication failed" });
  }, [storedState]);

  useEffect(() => {
    if (phase.kind !== "success") return;
    const timer = setTimeout(() => navigate("/"), 2000);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <main className="callback">
      <section className="card prompt">
        {phase.kind === "processing" ? <p role="status">Completing sign-in…</p> : null}
        {phase.kind === "success" ? <h1>Welcome to Antbrawl, {phase.name}!</h1> : null}
        {phase.kind === "error" ? (
          <>
            <h1>Sign-In Failed</h1>
            <p role="alert">{phase.message}</p>
            <Link to="/" className="btn btn-primary">
              Try Again
            </Link>
          </>
        ) : null}
      </section>
    </main>
  );
}
