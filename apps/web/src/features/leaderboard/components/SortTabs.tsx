// The leaderboard's four orderings as a tab strip.
import type { KeyboardEvent } from "react";
import type { LeaderboardSort } from "../api/leaderboard-api";
import { SORT_TABS } from "../leaderboard-format";

export const RANKINGS_PANEL_ID = "leaderboard-rankings";

interface Props {
  active: LeaderboardSort;
  onSelect(sort: LeaderboardSort): void;
}

export function SortTabs({ active, onSelect }: Props) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SORT_TABS.findIndex((tab) => tab.id === active);
    const step = event.key === "ArrowRight" ? 1 : event.key === "ArrowLeft" ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = SORT_TABS[(index + step + SORT_TABS.length) % SORT_TABS.length]!;
    onSelect(next.id);
    document.getElementById(`sort-tab-${next.id}`)?.focus();
  };
  return (
    <div className="sort-tabs" role="tablist" aria-label="Sort rankings" onKeyDown={onKeyDown}>
      {SORT_TABS.map((tab) => (
        <button
          key={tab.id}
          id={`sort-tab-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={tab.id === active}
          aria-controls={RANKINGS_PANEL_ID}
          tabIndex={tab.id === active ? 0 : -1}
          className="arena-tab"
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}
