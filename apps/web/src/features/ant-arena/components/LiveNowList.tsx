// Live now: ranked and tournament battles being fought now: both sides, the turn, the watchers, a Watch button.
import type { LiveNowBattle } from "@antbrawl/protocol/live-now";
import { useId } from "react";
import { useLiveNowQuery } from "../api/live-now-api";
import { ARENA_TEXTS } from "../arena-messages";

/** How often the list refreshes while it is on screen (battles start and end all the time). */
const REFRESH_MS = 5000;

interface Props {
  /** The signed-in player's username: their own battle says so instead of offering Watch. */
  username: string | null;
  onWatch(battleId: string): void;
}

function Row({ battle, own, onWatch }: { battle: LiveNowBattle; own: boolean } & Omit<Props, "username">) {
  const [a, b] = battle.sides;
  const title = `${a?.ant_name ?? "?"} vs ${b?.ant_name ?? "?"}`;
  const watching = battle.watchers === 1 ? "1 watching" : `${battle.watchers} watching`;
  return (
    <li className="live-now-item">
      <div className="live-now-sides">
        {battle.sides.map((side, index) => (
          <span key={side.username} className="live-now-side">
            {index === 1 ? (
              <span className="live-now-vs" aria-hidden="true">
                vs
              </span>
            ) : null}
            <strong>{side.ant_name}</strong>
            <span className="muted small">
              {side.username} · {side.rating}
            </span>
          </span>
        ))}
      </div>
      <p className="muted small live-now-meta">
        {battle.phase === "countdown" ? "Starting" : `Turn ${battle.turn}`} · {watching}
      </p>
      {own ? (
        <span className="muted small live-now-own">Your battle</span>
      ) : (
        <button
          type="button"
          className="btn btn-secondary btn-small"
          aria-label={`Watch ${title}`}
          onClick={() => onWatch(battle.battle_id)}
        >
          Watch
        </button>
      )}
    </li>
  );
}

export function LiveNowList({ username, onWatch }: Props) {
  const headingId = useId();
  const query = useLiveNowQuery(undefined, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  const battles = query.data?.battles ?? [];
  return (
    <section className="card live-now" aria-labelledby={headingId}>
      <div className="live-now-head">
        <h3 id={headingId}>Live now</h3>
        <button
          type="button"
          className="btn btn-secondary btn-small"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Refresh
        </button>
      </div>
      {query.isLoading ? <p className="muted">{ARENA_TEXTS.liveNowLoading}</p> : null}
      {query.isError && !query.data ? <p className="muted">{ARENA_TEXTS.liveNowFailed}</p> : null}
      {query.data && battles.length === 0 ? <p className="muted">{ARENA_TEXTS.liveNowEmpty}</p> : null}
      {battles.length > 0 ? (
        <ul className="live-now-list">
          {battles.map((battle) => (
            <Row
              key={battle.battle_id}
              battle={battle}
              own={battle.sides.some((side) => side.username === username)}
              onWatch={onWatch}
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
