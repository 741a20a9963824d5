// Keeps a play's save in sessionStorage until the server answers, so the page after a reload can finish it.
import type { CompleteGameBody } from "@antbrawl/protocol/training-games";
import { type GameId, isGameId } from "@antbrawl/rules/training/games/constants";
import { PENDING_GAME_SAVE_KEY } from "../../lib/store/storage-keys";
import { tabStorage } from "../../lib/store/tab-storage";

export interface PendingSave {
  userId: string;
  antId: string;
  game: GameId;
  body: CompleteGameBody;
}

/** Remembers a save before it is sent; it stays until `forgetPendingSave` (the server answered). */
export function rememberPendingSave(save: PendingSave): void {
  try {
    tabStorage()?.setItem(PENDING_GAME_SAVE_KEY, JSON.stringify(save));
  } catch {
    // Storage may be full or blocked; the save itself is still sent.
  }
}

/** Forgets the save of this play once the server has answered it. */
export function forgetPendingSave(playId: string): void {
  if (pendingSaveOf(null)?.body.play_id === playId) tabStorage()?.removeItem(PENDING_GAME_SAVE_KEY);
}

/** The save this player's page left unanswered (a reload or a closed tab mid-save), if any. */
export function pendingSaveOf(userId: string | null): PendingSave | null {
  try {
    const raw = tabStorage()?.getItem(PENDING_GAME_SAVE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PendingSave>) : null;
    if (!value || typeof value.antId !== "string" || !isGameId(value.game)) return null;
    if (typeof value.body?.play_id !== "string" || !Array.isArray(value.body.inputs)) return null;
    if (userId !== null && value.userId !== userId) return null;
    return value as PendingSave;
  } catch {
    return null;
  }
}
