// The welcome/login panel: pick a username and 'Start Your Colony', continue with Google, or sign back in.
import { type FormEvent, useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useCall } from "../../../lib/api/request";
import { noticeDismissed, signedIn } from "../../../lib/session/session-slice";
import { useAppDispatch, useAppSelector } from "../../../lib/store/hooks";
import { TRAINING_USER_KEY } from "../../../lib/store/storage-keys";
import { signUp as signUpCall } from "../api/session";
import { GoogleButton } from "./GoogleButton";
import { SignInForm } from "./SignInForm";
import "./welcome.css";

export function WelcomePanel() {
  const dispatch = useAppDispatch();
  const notice = useAppSelector((s) => s.user.notice);
  const [username, setUsername] = useState("");
  const [signUp, { isLoading, error }] = useCall(signUpCall);
  const blank = username.trim().length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || isLoading) return;
    const answer = await signUp({ username }).catch(() => undefined);
    if (!answer) return;
    localStorage.setItem(TRAINING_USER_KEY, JSON.stringify(answer.user));
    dispatch(signedIn(answer));
  };

  return (
    <section className="welcome card" aria-labelledby="welcome-title">
      <div className="welcome-art" aria-hidden="true">
        🐜
      </div>
      <h1 id="welcome-title">Welcome to Antbrawl</h1>
      {notice ? (
        <div className="welcome-notice" role="status">
          <p>{notice}</p>
          <button type="button" className="btn btn-small" onClick={() => dispatch(noticeDismissed())}>
            Dismiss
          </button>
        </div>
      ) : null}
      <p className="muted">
        Raise a colony of combat ants, keep them fed and happy, and battle your way up the leaderboard.
      </p>
      <form onSubmit={submit} className="welcome-form">
        <label htmlFor="welcome-username">Username</label>
        <input
          id="welcome-username"
          name="username"
          autoComplete="username"
          placeholder="3 to 30 characters"
          maxLength={30}
          value={username}
          onChange={(e) => setUsername(e.target.value)}
        />
        {error ? (
          <p role="alert" className="form-error">
            {errorText(error, "Failed to create user")}
          </p>
        ) : null}
        <button type="submit" className="btn btn-primary" disabled={blank || isLoading}>
          {isLoading ? "Creating your colony…" : "Start Your Colony"}
        </button>
      </form>
      <div className="divider">
        <span>or</span>
      </div>
      <GoogleButton label="Continue with Google" showReason />
      <div className="divider">
        <span>Already have a colony?</span>
      </div>
      <SignInForm />
    </section>
  );
}
