// The Ant Arena feature's public entry: the live multiplayer arena tab, and starting its store early.
import { arenaStore } from "./arena-store";

export { AntArena } from "./components/AntArena";

/** Starts the tab's arena for the player now, so a live battle found while another tab is on screen is kept. */
export function followArena(userId: string): void {
  arenaStore().bind(userId);
}
