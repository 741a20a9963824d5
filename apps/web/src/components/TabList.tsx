// A row of tabs with the ARIA tablist keys: arrows move and select (wrapping), Home and End jump to the ends.
import type { KeyboardEvent } from "react";

interface TabItem<Id extends string> {
  id: Id;
  label: string;
  icon: string;
}

interface Props<Id extends string> {
  tabs: readonly TabItem<Id>[];
  active: Id;
  onSelect(id: Id): void;
  /** The accessible name of the tablist. */
  label: string;
  className: string;
  tabId(id: Id): string;
  panelId(id: Id): string;
}

/** The tab a key moves to from `index` among `count` tabs, or null for a key that does not move. */
function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (key === "ArrowRight") return (index + 1) % count;
  if (key === "ArrowLeft") return (index - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return null;
}

export function TabList<Id extends string>({ tabs, active, onSelect, label, className, tabId, panelId }: Props<Id>) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.id === active);
    const target = tabKeyTarget(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    const id = tabs[target]!.id;
    onSelect(id);
    document.getElementById(tabId(id))?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
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
          <span aria-hidden="true">{tab.icon}</span> {tab.label}
        </button>
      ))}
    </div>
  );
}
