// The profile's three tabs as a tablist: arrows move and select, Home and End jump to the ends.
import type { KeyboardEvent } from "react";

export const PROFILE_TABS = [
  { id: "account", label: "Account Settings", icon: "⚙️" },
  { id: "friends", label: "Friends & Social", icon: "👥" },
  { id: "statistics", label: "Statistics", icon: "📊" },
] as const;
export type ProfileTabId = (typeof PROFILE_TABS)[number]["id"];

export const tabId = (tab: ProfileTabId) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTabId) => `profile-panel-${tab}`;

export function ProfileTabs({ active, onSelect }: { active: ProfileTabId; onSelect(tab: ProfileTabId): void }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROFILE_TABS.findIndex((tab) => tab.id === active);
    const last = PROFILE_TABS.length - 1;
    const target =
      event.key === "ArrowRight"
        ? (index + 1) % PROFILE_TABS.length
        : event.key === "ArrowLeft"
          ? (index + last) % PROFILE_TABS.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const next = PROFILE_TABS[target]!;
    onSelect(next.id);
    document.getElementById(tabId(next.id))?.focus();
  };
  return (
    <div className="profile-tabs" role="tablist" aria-label="Profile sections" onKeyDown={onKeyDown}>
      {PROFILE_TABS.map((tab) => (
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
          <span aria-hidden="true">{tab.icon} </span>
          {tab.label}
        </button>
      ))}
    </div>
  );
}
