// Remembers the Live Battle on screen in sessionStorage, so a reload shows that battle again instead of 'Waiting'.
import { LIVE_BATTLE_KEY } from "../../../lib/store/storage-keys";

interface Remembered {
  userId: string;
  battleId: string;
}

function storage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** The battle this player had on the Live Battle tab before the reload, if any. */
export function rememberedBattle(userId: string): string | null {
  try {
    const raw = storage()?.getItem(LIVE_BATTLE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Remembered>) : null;
    return value?.userId === userId && typeof value.battleId === "string" ? value.battleId : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the battle on the Live Battle tab. */
export function rememberBattle(userId: string, battleId: string | null): void {
  try {
    if (battleId) storage()?.setItem(LIVE_BATTLE_KEY, JSON.stringify({ userId, battleId }));
    else storage()?.removeItem(LIVE_BATTLE_KEY);
  } catch {
    // Storage may be full or blocked; the battle is still in History.
  }
}
