// The profile's three tabs (Account Settings, Friends & Social, Statistics) on the shared tablist.
import { TabList } from "../../../components/TabList";

export const PROFILE_TABS = [
  { id: "account", label: "Account Settings", icon: "⚙️" },
  { id: "friends", label: "Friends & Social", icon: "👥" },
  { id: "statistics", label: "Statistics", icon: "📊" },
] as const;
export type ProfileTabId = (typeof PROFILE_TABS)[number]["id"];

export const tabId = (tab: ProfileTabId) => `profile-tab-${tab}`;
export const panelId = (tab: ProfileTabId) => `profile-panel-${tab}`;

export function ProfileTabs({ active, onSelect }: { active: ProfileTabId; onSelect(tab: ProfileTabId): void }) {
  return (
    <TabList
      tabs={PROFILE_TABS}
      active={active}
      onSelect={onSelect}
      label="Profile sections"
      className="profile-tabs"
      tabId={tabId}
      panelId={panelId}
    />
  );
}
