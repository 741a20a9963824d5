// The profile's editable display username: Edit, then Save ('Saving...') or Cancel, with the spec's checks.
import { usernameChangeProblem } from "@antbrawl/protocol/users";
import { type FormEvent, useState } from "react";
import { errorText } from "../../../../lib/api/api-error";
import { userRefreshed } from "../../../../lib/session/session-slice";
import { useAppDispatch, useAppSelector } from "../../../../lib/store/hooks";
import { useChangeUsernameMutation } from "../../api/account";
import { type OnNotice, useNotice } from "./notice";
import "./account.css";

export function UsernameEditor({ onNotice }: { onNotice?: OnNotice }) {
  const dispatch = useAppDispatch();
  const user = useAppSelector((s) => s.user.user);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState("");
  const [change, { isLoading }] = useChangeUsernameMutation();
  const { notify, inline } = useNotice(onNotice);
  if (!user) return null;

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const problem = usernameChangeProblem(draft);
    if (problem) return notify({ kind: "error", text: problem });
    try {
      const answer = await change({ userId: user.id, newUsername: draft }).unwrap();
      dispatch(userRefreshed({ ...user, username: draft.trim() }));
      setEditing(false);
      notify({ kind: "success", text: answer.message });
    } catch (error) {
      notify({ kind: "error", text: errorText(error, "Failed to update username") });
    }
  };

  return (
    <div className="account-row">
      <span className="account-label" id="username-editor-label">
        Display username
      </span>
      {editing ? (
        <form className="account-inline-form" onSubmit={save}>
          <input
            aria-labelledby="username-editor-label"
            value={draft}
            maxLength={30}
            autoComplete="username"
            onChange={(e) => setDraft(e.target.value)}
          />
          <button type="submit" className="btn btn-primary btn-small" disabled={isLoading}>
            {isLoading ? "Saving..." : "Save"}
          </button>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            disabled={isLoading}
            onClick={() => {
              setEditing(false);
              notify(null);
            }}
          >
            Cancel
          </button>
        </form>
      ) : (
        <div className="account-value">
          <strong>{user.username}</strong>
          <button
            type="button"
            className="btn btn-secondary btn-small"
            onClick={() => {
              setDraft(user.username);
              setEditing(true);
              notify(null);
            }}
          >
            Edit
          </button>
        </div>
      )}
      {inline}
    </div>
  );
}
