// Set or change the password a player signs back in with (the current one is asked once one is set); a change signs
// every other device out, and this one too when the player asks.
import { PASSWORD_MIN, passwordProblem } from "@antbrawl/protocol/users";
import { type FormEvent, useState } from "react";
import { errorText } from "../../../../lib/api/api-error";
import { useAppSelector } from "../../../../lib/store/hooks";
import { useSetPasswordMutation, useSignInMethodsQuery } from "../../api/account";
import { useLogout } from "../../hooks/use-logout";
import { type OnNotice, useNotice } from "./notice";
import "./account.css";

export function PasswordSection({ onNotice }: { onNotice?: OnNotice }) {
  const user = useAppSelector((s) => s.user.user);
  const { data: methods } = useSignInMethodsQuery(user?.id ?? "", { skip: !user });
  const [save, { isLoading }] = useSetPasswordMutation();
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [again, setAgain] = useState("");
  const [signOutHere, setSignOutHere] = useState(false);
  const { notify, inline } = useNotice(onNotice);
  const logout = useLogout();
  if (!user) return null;
  const hasPassword = methods?.password === true;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordProblem(next) ?? (next !== again ? "The two new passwords differ" : null);
    if (problem) return notify({ kind: "error", text: problem });
    if (hasPassword && !current) return notify({ kind: "error", text: "Enter your current password to change it" });
    try {
      const answer = await save({
        userId: user.id,
        newPassword: next,
        currentPassword: hasPassword ? current : undefined,
        signOutHere,
      }).unwrap();
      if (signOutHere) return await logout();
      setCurrent("");
      setNext("");
      setAgain("");
      notify({ kind: "success", text: passwordSavedText(answer.message, answer.ended_sessions) });
    } catch (error) {
      notify({ kind: "error", text: errorText(error, "Failed to save the password") });
    }
  };

  return (
    <form className="account-section" onSubmit={submit} aria-labelledby="password-title">
      <h3 id="password-title">{hasPassword ? "Change password" : "Set a password"}</h3>
      <p className="muted small">
        {hasPassword
          ? "You can sign in with your username and this password."
          : `Set a password (at least ${PASSWORD_MIN} characters) to sign back in with your username after logging out.`}
      </p>
      <input type="text" name="username" autoComplete="username" value={user.username} readOnly hidden />
      <div className="account-fields">
        {hasPassword ? (
          <label>
            <span>Current password</span>
            <input
              type="password"
              autoComplete="current-password"
              value={current}
              onChange={(e) => setCurrent(e.target.value)}
            />
          </label>
        ) : null}
        <label>
          <span>New password</span>
          <input
            type="password"
            autoComplete="new-password"
            minLength={PASSWORD_MIN}
            maxLength={128}
            value={next}
            onChange={(e) => setNext(e.target.value)}
          />
        </label>
        <label>
          <span>Repeat new password</span>
          <input
            type="password"
            autoComplete="new-password"
            maxLength={128}
            value={again}
            onChange={(e) => setAgain(e.target.value)}
          />
        </label>
      </div>
      <p className="muted small">Saving a password signs you out on every other device.</p>
      <label className="account-check">
        <input type="checkbox" checked={signOutHere} onChange={(e) => setSignOutHere(e.target.checked)} />
        <span>Sign out on this device too</span>
      </label>
      {inline}
      <button type="submit" className="btn btn-primary btn-small" disabled={isLoading || !next}>
        {isLoading ? "Saving..." : hasPassword ? "Change password" : "Set password"}
      </button>
    </form>
  );
}

/** The server's confirmation, and how many other devices were signed out. */
function passwordSavedText(message: string, endedSessions: number): string {
  if (endedSessions === 0) return message;
  return `${message}. Signed out on ${endedSessions} other ${endedSessions === 1 ? "device" : "devices"}.`;
}
