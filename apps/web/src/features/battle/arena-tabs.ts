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
/** Tabs a player can fight in today: the Ant Arena and Arena Combat are placeholders until their issues land. */
const PLAYABLE_TABS: ReadonlySet<ArenaTabId> = new Set<ArenaTabId>(["self", "live", "history"]);

/**
 * The tab the arena opens on: the first playable one (Self Battle), so a new player lands where a first fight is
 * possible (or where the page offers the second ant it needs), not on a placeholder.
 */
export const DEFAULT_ARENA_TAB: ArenaTabId = ARENA_TABS.find((tab) => PLAYABLE_TABS.has(tab.id))?.id ?? "self";

export function isArenaTab(value: string | null): value is ArenaTabId {
  return ARENA_TABS.some((tab) => tab.id === value);
}

export const tabId = (id: ArenaTabId) => `arena-tab-${id}`;
export const panelId = (id: ArenaTabId) => `arena-panel-${id}`;
