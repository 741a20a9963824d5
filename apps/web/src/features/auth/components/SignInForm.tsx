// The welcome panel's compact 'Sign in' with username and password, for players coming back without Google.
import { type FormEvent, useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useCall } from "../../../lib/api/request";
import { signedIn } from "../../../lib/session/session-slice";
import { useAppDispatch } from "../../../lib/store/hooks";
import { TRAINING_USER_KEY } from "../../../lib/store/storage-keys";
import { login as loginCall } from "../api/session";

export function SignInForm() {
  const dispatch = useAppDispatch();
  const [username, setUsername] = useState("");
  const [password, setPassword] = useState("");
  const [login, { isLoading, error }] = useCall(loginCall);
  const blank = username.trim().length === 0 || password.length === 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || isLoading) return;
    const answer = await login({ username, password }).catch(() => undefined);
    if (!answer) return;
    localStorage.setItem(TRAINING_USER_KEY, JSON.stringify(answer.user));
    dispatch(signedIn(answer));
  };

  return (
    <form onSubmit={submit} className="signin-form" aria-labelledby="signin-title">
      <h2 id="signin-title">Sign in</h2>
      <div className="signin-fields">
        <label>
          <span>Account name</span>
          <input
            name="signin-username"
            autoComplete="username"
            value={username}
            maxLength={30}
            onChange={(e) => setUsername(e.target.value)}
          />
        </label>
        <label>
          <span>Password</span>
          <input
            name="signin-password"
            type="password"
            autoComplete="current-password"
            value={password}
            maxLength={128}
            onChange={(e) => setPassword(e.target.value)}
          />
        </label>
      </div>
      {error ? (
        <p role="alert" className="form-error">
          {errorText(error, "Authentication failed")}
        </p>
      ) : null}
      <button type="submit" className="btn btn-secondary" disabled={blank || isLoading}>
        {isLoading ? "Signing in…" : "Sign in"}
      </button>
    </form>
  );
}
