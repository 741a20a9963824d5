// Remembers the Live Battle on screen in sessionStorage, so a reload shows that battle again instead of 'Waiting'.
import { LIVE_BATTLE_KEY } from "../../../lib/store/storage-keys";
import { tabStorage } from "../../../lib/store/tab-storage";

interface Remembered {
  userId: string;
  battleId: string;
}

/** The battle this player had on the Live Battle tab before the reload, if any. */
export function rememberedBattle(userId: string): string | null {
  try {
    const raw = tabStorage()?.getItem(LIVE_BATTLE_KEY);
    const value = raw ? (JSON.parse(raw) as Partial<Remembered>) : null;
    return value?.userId === userId && typeof value.battleId === "string" ? value.battleId : null;
  } catch {
    return null;
  }
}

/** Keeps (or, with null, forgets) the battle on the Live Battle tab. */
export function rememberBattle(userId: string, battleId: string | null): void {
  try {
    if (battleId) tabStorage()?.setItem(LIVE_BATTLE_KEY, JSON.stringify({ userId, battleId }));
    else tabStorage()?.removeItem(LIVE_BATTLE_KEY);
  } catch {
    // Storage may be full or blocked; the battle is still in History.
  }
}
