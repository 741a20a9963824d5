// The Battle Arena's tab strip: a tablist with arrow, Home and End keys moving between tabs.
import type { KeyboardEvent } from "react";
import { ARENA_TABS, type ArenaTabId, panelId, tabId } from "../arena-tabs";

interface Props {
  active: ArenaTabId;
  onSelect(id: ArenaTabId): void;
}

const ICONS: Record<ArenaTabId, string> = {
  arena: "🐜",
  self: "🤺",
  combat: "🗺️",
  live: "⚔️",
  history: "📜",
  tournaments: "🏆",
};

export function ArenaTabs({ active, onSelect }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = ARENA_TABS.findIndex((tab) => tab.id === active);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % ARENA_TABS.length,
      ArrowLeft: (index - 1 + ARENA_TABS.length) % ARENA_TABS.length,
      Home: 0,
      End: ARENA_TABS.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const id = ARENA_TABS[next]!.id;
    onSelect(id);
    document.getElementById(tabId(id))?.focus();
  };
  return (
    <div className="arena-tabs" role="tablist" aria-label="Battle Arena sections" onKeyDown={onKeyDown}>
      {ARENA_TABS.map((tab) => (
        <button
          key={tab.id}
          id={tabId(tab.id)}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          aria-controls={panelId(tab.id)}
          tabIndex={tab.id === active ? 0 : -1}
          className="arena-tab"
          onClick={() => onSelect(tab.id)}
        >
          <span aria-hidden="true">{ICONS[tab.id]}</span> {tab.label}
        </button>
      ))}
    </div>
  );
}
