// The Ant Arena feature's public entry: the live multiplayer arena tab, and starting its store early.
import { arenaStore } from "./arena-store";

export { AntArena } from "./components/AntArena";

/**
 * Starts the tab's arena for the player now, so a live battle found while another tab is on screen is kept; answers
 * the running battle the player sits in, if any.
 */
export function followArena(userId: string): { id: string; battleType: string } | null {
  const store = arenaStore();
  store.bind(userId);
  return store.seatedBattle();
}
