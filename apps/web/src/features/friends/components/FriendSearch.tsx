// Username search: results with their friendship status and Add Friend; a blank query clears them without a call.
import type { UserSearchResult } from "@antbrawl/protocol/social";
import { skipToken } from "@reduxjs/toolkit/query";
import { type FormEvent, useId, useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import { useSearchPlayersQuery, useSendFriendRequestMutation } from "../api/friends-api";
import { type OnNotice, SOCIAL_TEXTS } from "../notice";

const PAGE = 10;
const MOST = 50;

/** The status words: the profile tells who asked (Request Sent / Pending Request), the arena panel says Pending. */
function statusText(result: UserSearchResult, detailed: boolean): string | null {
  if (result.friendship_status === "accepted") return "Friends";
  if (result.friendship_status === "pending") {
    if (!detailed) return "Pending";
    return result.is_friend_requester ? "Request Sent" : "Pending Request";
  }
  return null;
}

export function FriendSearch(props: { userId: string; detailed: boolean; notify: OnNotice }) {
  const { userId, detailed, notify } = props;
  const inputId = useId();
  const [text, setText] = useState("");
  const [query, setQuery] = useState("");
  const [limit, setLimit] = useState(PAGE);
  const search = useSearchPlayersQuery(query ? { userId, q: query, limit } : skipToken);
  const [send, sending] = useSendFriendRequestMutation();
  const users = query ? (search.data?.users ?? []) : [];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(text.trim());
    setLimit(PAGE);
  };
  const add = async (username: string) => {
    try {
      const answer = await send({ userId, username }).unwrap();
      notify({ kind: "success", text: answer.message });
    } catch (error) {
      notify({ kind: "error", text: errorText(error, SOCIAL_TEXTS.sendFailed) });
    }
  };

  return (
    <div className="friends-search">
      <form className="friends-search-form" aria-label="Player search" onSubmit={submit}>
        <label htmlFor={inputId} className="friends-label">
          Find players
        </label>
        <div className="friends-search-row">
          <input
            id={inputId}
            type="search"
            placeholder="Search by username"
            maxLength={30}
            autoComplete="off"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              if (!event.target.value.trim()) setQuery("");
            }}
          />
          <button type="submit" className="btn btn-secondary btn-small">
            Search
          </button>
        </div>
      </form>
      {query && search.isFetching && users.length === 0 ? <p className="muted small">Searching…</p> : null}
      {query && search.isSuccess && users.length === 0 ? (
        <p className="muted small">No players found for “{query}”</p>
      ) : null}
      {users.length > 0 ? (
        <ul className="friends-list" aria-label="Search results">
          {users.map((result) => {
            const status = statusText(result, detailed);
            return (
              <li key={result.id} className="friends-item">
                <div className="friends-who">
                  <strong>{result.username}</strong>
                  {detailed ? <span className="muted small mono">#{result.id.slice(0, 8)}</span> : null}
                </div>
                {status ? (
                  <span className={`friends-status friends-status-${result.friendship_status}`}>{status}</span>
                ) : (
                  <button
                    type="button"
                    className="btn btn-primary btn-small"
                    disabled={sending.isLoading}
                    onClick={() => void add(result.username)}
                  >
                    Add Friend
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {users.length === limit && limit < MOST ? (
        <button type="button" className="btn btn-secondary btn-small" onClick={() => setLimit(limit + PAGE)}>
          More results
        </button>
      ) : null}
    </div>
  );
}
