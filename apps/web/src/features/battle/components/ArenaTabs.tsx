// The Battle Arena's tab strip on the shared tablist.
import { TabList } from "../../../components/TabList";
import { ARENA_TABS, type ArenaTabId, panelId, tabId } from "../arena-tabs";

const ICONS: Record<ArenaTabId, string> = {
  arena: "🐜",
  self: "🤺",
  combat: "🗺️",
  live: "⚔️",
  history: "📜",
  tournaments: "🏆",
};

const TABS = ARENA_TABS.map((tab) => ({ ...tab, icon: ICONS[tab.id] }));

export function ArenaTabs({ active, onSelect }: { active: ArenaTabId; onSelect(id: ArenaTabId): void }) {
  return (
    <TabList
      tabs={TABS}
      active={active}
      onSelect={onSelect}
      label="Battle Arena sections"
      className="arena-tabs"
      tabId={tabId}
      panelId={panelId}
    />
  );
}
