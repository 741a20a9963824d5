// The readable success lines of battles (their error texts live in @antbrawl/protocol/errors).

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
