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
  stake: "none" | "matched" | "unmatched" | "unconsented",
): string {
  const found = `Opponent found: ${opponentName} (${rating} ELO).`;
  if (stake === "matched") return `${found} Both stakes are held until the battle ends.`;
  if (stake === "unconsented")
    return `${found} Its owner does not accept this stake while away, so this battle is unstaked.`;
  if (stake === "unmatched") return `${found} Its owner cannot match your stake, so this battle is unstaked.`;
  return found;
}
