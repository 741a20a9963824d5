// Battle invitations waiting for the player: inviter, match type and inviter's ant, with Accept Battle and Decline.
// Accepting asks which ant fights: the ready ants first, the others greyed with the reason they cannot fight.
import type { Ant } from "@antbrawl/protocol/ants";
import { useEffect, useState } from "react";
import { errorText } from "../../../lib/api/api-error";
import {
  type BattleInvitation,
  useBattleInvitationsQuery,
  useRespondBattleInvitationMutation,
} from "../api/invitations-api";
import { ARENA_TEXTS, type ArenaMessageKind } from "../arena-messages";
import { arenaReadiness } from "../arena-readiness";
import { ReadinessNote } from "./ReadinessNote";

interface Props {
  userId: string;
  ants: readonly Ant[];
  /** The ant chosen in the arena's grid: offered first when it is ready. */
  selectedId: string | null;
  /** An invitation a notification's Accept leads to: its picker opens once the list holds it. */
  linkedId: string | null;
  onLinkedSeen(): void;
  say(kind: ArenaMessageKind, text: string): void;
  onAccepted(): void;
}

/** Ready ants first (in the colony's order), then the others. */
function readyFirst(ants: readonly Ant[]) {
  const rated = ants.map((ant) => ({ ant, readiness: arenaReadiness(ant) }));
  return [...rated.filter((r) => r.readiness.ready), ...rated.filter((r) => !r.readiness.ready)];
}

export function InvitationsList({ userId, ants, selectedId, linkedId, onLinkedSeen, say, onAccepted }: Props) {
  const invitations = useBattleInvitationsQuery(userId);
  const [respond, responding] = useRespondBattleInvitationMutation();
  const [picking, setPicking] = useState<string | null>(null);
  const list = invitations.data?.battle_invitations ?? [];
  const linkedListed = linkedId !== null && list.some((invitation) => invitation.invitation_id === linkedId);
  useEffect(() => {
    if (!linkedId || !invitations.isSuccess) return;
    if (linkedListed) setPicking(linkedId);
    else say("error", ARENA_TEXTS.invitationGone);
    onLinkedSeen();
  }, [linkedId, linkedListed, invitations.isSuccess, onLinkedSeen, say]);
  if (invitations.isError) console.warn("Battle invitations failed to load", invitations.error);

  const answer = async (invitation: BattleInvitation, antId: string | null) => {
    const accept = antId !== null;
    try {
      const result = await respond({ userId, invitationId: invitation.invitation_id, antId, accept }).unwrap();
      if (result.message) say("invitation", result.message);
      setPicking(null);
      if (accept) onAccepted();
    } catch (error) {
      say("error", errorText(error, ARENA_TEXTS.respondFailed));
    }
  };
  const busy = (id: string) => responding.isLoading && responding.originalArgs?.invitationId === id;
  const openPicker = (invitation: BattleInvitation) => {
    if (ants.length === 0) {
      say("error", ARENA_TEXTS.noAnts);
      return;
    }
    setPicking(invitation.invitation_id);
  };

  return (
    <section className="friends-section arena-invitations" aria-labelledby={`${userId}-battle-invitations`}>
      <h3 id={`${userId}-battle-invitations`} className="friends-heading">
        Battle Invitations <span className="muted small">{list.length}</span>
      </h3>
      {invitations.isLoading ? <p className="muted small">Loading invitations…</p> : null}
      {invitations.isSuccess && list.length === 0 ? <p className="muted small">No battle invitations</p> : null}
      {list.length > 0 ? (
        <ul className="arena-invitation-list" aria-label="Battle invitations">
          {list.map((invitation) => (
            <li key={invitation.invitation_id} className="arena-invitation">
              <div>
                <strong>{invitation.inviter_username}</strong>{" "}
                <span className="arena-match-type small">{invitation.match_type}</span>
                <div className="muted small">with {invitation.inviter_ant_name}</div>
              </div>
              <div className="arena-invitation-actions">
                <button
                  type="button"
                  className="btn btn-primary btn-small"
                  disabled={busy(invitation.invitation_id)}
                  aria-expanded={picking === invitation.invitation_id}
                  onClick={() => openPicker(invitation)}
                >
                  Accept Battle
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={busy(invitation.invitation_id)}
                  onClick={() => void answer(invitation, null)}
                >
                  Decline
                </button>
              </div>
              {picking === invitation.invitation_id ? (
                <AntPicker
                  invitation={invitation}
                  ants={ants}
                  selectedId={selectedId}
                  busy={busy(invitation.invitation_id)}
                  onPick={(antId) => void answer(invitation, antId)}
                  onCancel={() => setPicking(null)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

interface PickerProps {
  invitation: BattleInvitation;
  ants: readonly Ant[];
  selectedId: string | null;
  busy: boolean;
  onPick(antId: string): void;
  onCancel(): void;
}

function AntPicker({ invitation, ants, selectedId, busy, onPick, onCancel }: PickerProps) {
  const rated = readyFirst(ants);
  // The arena's chosen ant when it is ready, else the first ready one: the Fight button names it before the click.
  const readyAnts = rated.filter((r) => r.readiness.ready).map((r) => r.ant.id);
  const firstChoice = readyAnts.find((id) => id === selectedId) ?? readyAnts[0] ?? null;
  const [choice, setChoice] = useState<string | null>(firstChoice);
  const chosen = rated.find((r) => r.ant.id === choice && r.readiness.ready)?.ant ?? null;
  const anyReady = rated.some((r) => r.readiness.ready);
  return (
    <fieldset className="arena-invitation-picker">
      <legend>Which ant fights {invitation.inviter_username}?</legend>
      {anyReady ? null : <p className="small arena-not-ready-text">None of your ants can fight right now.</p>}
      <ul className="arena-picker-list">
        {rated.map(({ ant, readiness }) => (
          <li key={ant.id} className={readiness.ready ? "" : "is-not-ready"}>
            <label>
              <input
                type="radio"
                name={`pick-${invitation.invitation_id}`}
                value={ant.id}
                checked={choice === ant.id}
                disabled={!readiness.ready}
                onChange={() => setChoice(ant.id)}
              />
              <span className="ant-dot" style={{ background: ant.appearance.color }} aria-hidden="true" />
              <strong>{ant.name}</strong>
              <span className={readiness.ready ? "arena-ready small" : "arena-not-ready small"}>
                {readiness.ready ? "Ready" : "Not Ready"}
              </span>
            </label>
            {readiness.ready ? null : <ReadinessNote ant={ant} />}
          </li>
        ))}
      </ul>
      <div className="arena-invitation-actions">
        <button
          type="button"
          className="btn btn-primary btn-small"
          disabled={!chosen || busy}
          onClick={() => chosen && onPick(chosen.id)}
        >
          {chosen ? `Fight with ${chosen.name}` : "Pick a ready ant"}
        </button>
        <button type="button" className="btn btn-secondary btn-small" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </fieldset>
  );
}
