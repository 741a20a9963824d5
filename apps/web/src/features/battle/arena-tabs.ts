// The six tabs of the Battle Arena (spec 001 §2), in order, with the slug kept in the ?tab= query.
export const ARENA_TABS = [
  { id: "arena", label: "Ant Arena" },
  { id: "self", label: "Self Battle" },
  { id: "combat", label: "Arena Combat" },
  { id: "live", label: "Live Battle" },
  { id: "history", label: "Battle History" },
  { id: "tournaments", label: "Tournaments" },
] as const;

export type ArenaTabId = (typeof ARENA_TABS)[number]["id"];
/** Spec 000 §2: the arena opens on the Ant Arena, the live multiplayer tab. */
export const DEFAULT_ARENA_TAB: ArenaTabId = "arena";

export function isArenaTab(value: string | null): value is ArenaTabId {
  return ARENA_TABS.some((tab) => tab.id === value);
}

export const tabId = (id: ArenaTabId) => `arena-tab-${id}`;
export const panelId = (id: ArenaTabId) => `arena-panel-${id}`;
