// /auth/callback: the sign-in result page (processing, success, error), outside the main layout; lazy-loaded.
import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { errorStatus, errorText } from "../../../lib/api/api-error";
import { signedIn } from "../../../lib/session/session-slice";
import { useAppDispatch, useAppSelector } from "../../../lib/store/hooks";
import { TRAINING_USER_KEY } from "../../../lib/store/storage-keys";
import { useOidcCallbackMutation } from "../api/account";
import "./welcome.css";

/** The spec's sign-in texts (the server answers the same ones from @antbrawl/protocol/auth, which carries TypeBox). */
const SIGN_IN_TEXTS = {
  badState: "Invalid state parameter - possible CSRF attack",
  noData: "No authentication data received from Google OAuth",
  failed: "Authentication failed",
  generic: "An error occurred during Google sign-in",
  /** Spec 000 §8: the Google login action's default text when the server answers without a detail. */
  loginFailed: "Failed to login with Google",
} as const;

type Phase =
  | { kind: "processing" }
  | { kind: "success"; name: string; next: string }
  | { kind: "error"; message: string };

/** The success redirect delay of spec 000 §9. */
const SUCCESS_REDIRECT_MS = 2000;

interface IssuerReturn {
  code: string | null;
  state: string | null;
  error: string | null;
  description: string | null;
}

/** What the page shows once a sign-in request answers. */
type Settled = Exclude<Phase, { kind: "processing" }>;

/**
 * The sign-in under way, until it answers: a code works once, and the page may mount again while it runs (React's
 * strict mode mounts it twice in development), so every mount follows the one request, and a mount after the address
 * was cleaned reads the return from here.
 */
let underWay: { back: IssuerReturn; settled: Promise<Settled> } | null = null;

/** What the issuer put in the address: a code and state, or an error; the address is cleaned once the code is sent. */
function readReturn(): IssuerReturn {
  const query = new URLSearchParams(window.location.search);
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  if (underWay && query.size === 0 && fragment.size === 0) return underWay.back;
  const get = (key: string) => query.get(key) ?? fragment.get(key);
  return { code: get("code"), state: get("state"), error: get("error"), description: get("error_description") };
}

export function AuthCallbackPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const current = useAppSelector((s) => s.user);
  const [finish] = useOidcCallbackMutation();
  const [phase, setPhase] = useState<Phase>({ kind: "processing" });

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once for the address the issuer sent back
  useEffect(() => {
    const back = readReturn();
    if (back.error) {
      setPhase({ kind: "error", message: back.description || SIGN_IN_TEXTS.failed });
      return;
    }
    if (!back.code) {
      setPhase({ kind: "error", message: SIGN_IN_TEXTS.noData });
      return;
    }
    if (!back.state) {
      setPhase({ kind: "error", message: SIGN_IN_TEXTS.badState });
      return;
    }
    if (underWay?.back.state !== back.state) {
      const settled = finish({ code: back.code, state: back.state })
        .unwrap()
        .then((answer): Settled => {
          const linked = answer.user.id === current.user?.id && answer.token === current.token;
          localStorage.setItem(TRAINING_USER_KEY, JSON.stringify(answer.user));
          dispatch(signedIn(answer));
          return { kind: "success", name: answer.user.name || answer.user.username, next: linked ? "/profile" : "/" };
        })
        .catch((error: unknown): Settled => {
          const status = errorStatus(error);
          return {
            kind: "error",
            message: status === undefined ? SIGN_IN_TEXTS.generic : errorText(error, SIGN_IN_TEXTS.loginFailed),
          };
        });
      underWay = { back, settled };
      window.history.replaceState(null, "", window.location.pathname);
      void settled.then(() => {
        if (underWay?.settled === settled) underWay = null;
      });
    }
    let mounted = true;
    void underWay.settled.then((settled) => {
      if (mounted) setPhase(settled);
    });
    return () => {
      mounted = false;
    };
  }, []);

  useEffect(() => {
    if (phase.kind !== "success") return;
    const timer = setTimeout(() => navigate(phase.next), SUCCESS_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  return (
    <main className="callback">
      <section className="card prompt callback-card" aria-live="polite">
        <div className="prompt-icon" aria-hidden="true">
          {phase.kind === "error" ? "⚠️" : "🐜"}
        </div>
        {phase.kind === "processing" ? (
          <>
            <h1>Signing you in…</h1>
            <p role="status" className="muted">
              Completing sign-in with Google
            </p>
          </>
        ) : null}
        {phase.kind === "success" ? (
          <>
            <h1>Welcome to Antbrawl, {phase.name}!</h1>
            <p role="status" className="muted">
              Taking you to your colony…
            </p>
          </>
        ) : null}
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
