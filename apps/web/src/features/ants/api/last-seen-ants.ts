// The colony as last listed, kept in localStorage so the colony views still show the ants after an offline reload.
import type { Ant } from "@antbrawl/protocol/ants";
import { LAST_SEEN_ANTS_KEY as LAST_SEEN_KEY } from "../../../lib/store/storage-keys";

/** Keeps the player's latest ant list (one player's: the newest list replaces any other). */
export function rememberAnts(userId: string, ants: Ant[]): void {
  try {
    localStorage.setItem(LAST_SEEN_KEY, JSON.stringify({ userId, ants }));
  } catch {
    // A full or blocked storage only costs the offline view.
  }
}

/** The list last kept for this player, or null. */
export function lastSeenAnts(userId: string): Ant[] | null {
  try {
    const stored = JSON.parse(localStorage.getItem(LAST_SEEN_KEY) ?? "null") as {
      userId?: string;
      ants?: Ant[];
    } | null;
    return stored?.userId === userId && Array.isArray(stored.ants) ? stored.ants : null;
  } catch {
    return null;
  }
}
