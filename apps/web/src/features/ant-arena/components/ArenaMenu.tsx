// The arena menu: the battle type, the fighter grid, and Find Match or one Challenge per friend.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Friend } from "@antbrawl/protocol/social";
import { ARENA_TEXTS } from "../arena-messages";
import type { MatchType } from "../hooks/use-arena";
import { ChallengeButton } from "./ChallengeButton";
import { FighterGrid } from "./FighterGrid";

export type BattleKind = MatchType | "friendly";

const BATTLE_TYPES: readonly { id: BattleKind; label: string; blurb: string; icon: string }[] = [
  { id: "quick", label: "Quick Match", blurb: "Fast casual", icon: "⚡" },
  { id: "ranked", label: "Ranked Match", blurb: "Competitive with stakes", icon: "🏅" },
  { id: "friendly", label: "Friendly Match", blurb: "Battle friends", icon: "🤝" },
];

interface Props {
  ants: readonly Ant[];
  antsLoading: boolean;
  kind: BattleKind;
  onKind(kind: BattleKind): void;
  selectedId: string | null;
  /** The selected ant when it is ready. */
  ready: Ant | null;
  onSelect(id: string): void;
  friends: readonly Friend[];
  challenging: string | null;
  joining: boolean;
  onFindMatch(): void;
  onChallenge(username: string): void;
}

export function ArenaMenu(props: Props) {
  const { ants, antsLoading, kind, onKind, selectedId, ready, onSelect, friends } = props;
  return (
    <div className="arena-menu">
      <fieldset className="arena-types">
        <legend>Battle type</legend>
        {BATTLE_TYPES.map((type) => (
          <label key={type.id} className={`arena-type${kind === type.id ? " is-selected" : ""}`}>
            <input
              type="radio"
              name="arena-battle-type"
              value={type.id}
              checked={kind === type.id}
              onChange={() => onKind(type.id)}
            />
            <span aria-hidden="true" className="arena-type-icon">
              {type.icon}
            </span>
            <span>
              <strong>{type.label}</strong>
              <span className="muted small arena-type-blurb">{type.blurb}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {antsLoading ? <p className="muted">Loading your ants…</p> : null}
      {!antsLoading && ants.length === 0 ? <p className="arena-empty">{ARENA_TEXTS.noAnts}</p> : null}
      {ants.length > 0 ? <FighterGrid ants={ants} selectedId={selectedId} onSelect={onSelect} /> : null}
      {kind !== "friendly" && ready ? (
        <button
          type="button"
          className="btn btn-primary arena-find"
          disabled={props.joining}
          onClick={props.onFindMatch}
        >
          {props.joining ? "Finding..." : "Find Match"}
        </button>
      ) : null}
      {kind === "friendly" && ants.length > 0 ? (
        <section className="arena-challenges" aria-label="Challenge a friend">
          {friends.length === 0 ? <p className="muted">{ARENA_TEXTS.noFriends}</p> : null}
          {friends.length > 0 && !ready ? <p className="muted small">{ARENA_TEXTS.selectAnt}</p> : null}
          <ul className="arena-challenge-list">
            {friends.map((friend) => (
              <li key={friend.id}>
                <span className={`friends-dot${friend.is_online ? " is-online" : ""}`} aria-hidden="true" />
                <strong>{friend.username}</strong>
                <span className="muted small">{friend.is_online ? "Online" : "Offline"}</span>
                <ChallengeButton
                  username={friend.username}
                  disabled={!ready}
                  busy={props.challenging === friend.username}
                  onChallenge={props.onChallenge}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
