// Who may register an ant for a tournament, and the texts of every refusal ([TN14]).

/** [TN14] Refusal texts (the server answers them as `detail`). */
export const TOURNAMENT_TEXTS = {
  notFound: "Tournament not found",
  closed: "Registration is closed: the tournament has started",
  full: "The tournament is full",
  alreadyRegistered: "You already have an ant in this tournament",
  notRegistered: "You are not registered for this tournament",
  noScouting: "Players still in the tournament can only watch their own matches until it ends",
  notEnough: (feeMilli: number) => `Not enough ETH for the entry fee (${feeMilli / 1000} ETH)`,
} as const;

/** What the refusal rule reads, all of it under lock. */
export interface RegistrationCheck {
  status: "registering" | "running" | "finished" | "cancelled";
  registered: number;
  maxPlayers: number;
  /** The caller already has a registration in this tournament. */
  alreadyIn: boolean;
  /** The ant's readiness message when it is not ready (Y1, Y3); null when ready. */
  notReady: string | null;
  balanceMilli: number;
  feeMilli: number;
}

/**
 * [TN14] The first refusal, in this order: closed (409), already in (409), full (409), ant not ready (409, the Y1/Y3
 * message), balance below the fee (409); null to register. (An ant that is not the caller's is a 404 before this.)
 */
export function registrationRefusal(check: RegistrationCheck): string | null {
  if (check.status !== "registering") return TOURNAMENT_TEXTS.closed;
  if (check.alreadyIn) return TOURNAMENT_TEXTS.alreadyRegistered;
  if (check.registered >= check.maxPlayers) return TOURNAMENT_TEXTS.full;
  if (check.notReady !== null) return check.notReady;
  if (check.balanceMilli < check.feeMilli) return TOURNAMENT_TEXTS.notEnough(check.feeMilli);
  return null;
}
