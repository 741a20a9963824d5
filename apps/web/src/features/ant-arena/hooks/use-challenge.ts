// Sending a friendly challenge: the spec's call, with the server's answer or 'Failed to send battle invitation'.
import { errorText } from "../../../lib/api/api-error";
import { useSendBattleInvitationMutation } from "../api/invitations-api";
import { ARENA_TEXTS, type ArenaMessageKind } from "../arena-messages";

type Say = (kind: ArenaMessageKind, text: string) => void;

/** Answers the challenge function and the username being challenged right now. */
export function useChallenge(userId: string, antId: string | null, say: Say) {
  const [send, sending] = useSendBattleInvitationMutation();
  const challenge = async (friendUsername: string) => {
    if (!antId) {
      say("error", ARENA_TEXTS.selectAnt);
      return;
    }
    try {
      const answer = await send({ userId, friendUsername, antId }).unwrap();
      say("info", answer.message || `Battle invitation sent to ${friendUsername}`);
    } catch (error) {
      say("error", errorText(error, ARENA_TEXTS.inviteFailed));
    }
  };
  const busyWith = sending.isLoading ? (sending.originalArgs?.friendUsername ?? null) : null;
  return { challenge, busyWith };
}
