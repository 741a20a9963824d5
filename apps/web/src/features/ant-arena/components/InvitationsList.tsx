// Battle invitations waiting for the player: inviter, match type and inviter's ant, with Accept Battle and Decline.
import { errorText } from "../../../lib/api/api-error";
import {
  type BattleInvitation,
  useBattleInvitationsQuery,
  useRespondBattleInvitationMutation,
} from "../api/invitations-api";
import { ARENA_TEXTS, type ArenaMessageKind } from "../arena-messages";

interface Props {
  userId: string;
  /** The selected ant, else the first ant (spec 000 §7); null without ants. */
  antId: string | null;
  say(kind: ArenaMessageKind, text: string): void;
  onAccepted(): void;
}

export function InvitationsList({ userId, antId, say, onAccepted }: Props) {
  const invitations = useBattleInvitationsQuery(userId);
  const [respond, responding] = useRespondBattleInvitationMutation();
  const list = invitations.data?.battle_invitations ?? [];
  if (invitations.isError) console.warn("Battle invitations failed to load", invitations.error);

  const answer = async (invitation: BattleInvitation, accept: boolean) => {
    if (!antId) {
      say("error", ARENA_TEXTS.noAnts);
      return;
    }
    try {
      const result = await respond({ userId, invitationId: invitation.invitation_id, antId, accept }).unwrap();
      if (result.message) say("invitation", result.message);
      if (accept) onAccepted();
    } catch (error) {
      say("error", errorText(error, ARENA_TEXTS.respondFailed));
    }
  };
  const busy = (id: string) => responding.isLoading && responding.originalArgs?.invitationId === id;

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
                  onClick={() => void answer(invitation, true)}
                >
                  Accept Battle
                </button>
                <button
                  type="button"
                  className="btn btn-secondary btn-small"
                  disabled={busy(invitation.invitation_id)}
                  onClick={() => void answer(invitation, false)}
                >
                  Decline
                </button>
              </div>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
