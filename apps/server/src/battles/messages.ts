// The readable details of battle errors and successes, in one place for routes, services and tests.

/** 403: a self battle for another account. */
export const SELF_BATTLE_OTHER_USER = "You can only start a self battle with your own ants";
/** 404: an unknown battle id. */
export const BATTLE_NOT_FOUND = "Battle not found";
/** 403: a battle read by someone who did not fight in it. */
export const NOT_A_PARTICIPANT = "You can only view battles you took part in";
/** 403: a battle started by someone other than the player who requested it. */
export const ONLY_CHALLENGER_STARTS = "Only the player who requested this battle can start it";
/** 409: starting a battle that already started or finished. */
export const ALREADY_STARTED = "This battle has already been started";
/** 409: starting a cancelled battle. */
export const BATTLE_CANCELLED = "This battle was cancelled";
/** 409: starting a scheduled battle that waited longer than SCHEDULED_BATTLE_TTL_MS (it is cancelled and refunded). */
export const BATTLE_EXPIRED = "This battle request expired; request a new battle";
/** 409: no other player's ant is ready to fight. */
export const NO_OPPONENT = "No opponent is ready for battle right now. Please try again in a little while.";
/** 404: cancelling when the ant has no scheduled battle. */
export const NO_PENDING_BATTLE = "This ant has no battle waiting to start";
/** 400: a history cursor that next_cursor never produced. */
export const BAD_CURSOR = "Invalid cursor: pass next_cursor from the previous page";
/** Answer to a cancel. */
export const BATTLE_CANCELLED_REFUNDED = "Battle cancelled. Any stake was refunded.";

/** The success line of a finished battle. */
export function battleFinishedMessage(winnerName: string): string {
  return `Battle complete! ${winnerName} wins!`;
}

/** The answer to a battle request, naming the opponent and what happened to the stake. */
export function matchFoundMessage(
  opponentName: string,
  rating: number,
  stake: "none" | "matched" | "unmatched",
): string {
  const found = `Opponent found: ${opponentName} (${rating} ELO).`;
  if (stake === "matched") return `${found} Both stakes are held until the battle ends.`;
  if (stake === "unmatched") return `${found} Its owner cannot match your stake, so this battle is unstaked.`;
  return found;
}
