// The four tabs of the Ant Laboratory (spec 001 §2), in order, with the slug kept in the ?tab= query.
export const LAB_TABS = [
  { id: "inspector", label: "Ant Inspector", icon: "🔬" },
  { id: "breeding", label: "Breeding Lab", icon: "🥚" },
  { id: "medical", label: "Medical Center", icon: "🩺" },
  { id: "equipment", label: "Equipment Lab", icon: "🛡️" },
] as const;

export type LabTabId = (typeof LAB_TABS)[number]["id"];
export const DEFAULT_LAB_TAB: LabTabId = "inspector";

export function isLabTab(value: string | null): value is LabTabId {
  return LAB_TABS.some((tab) => tab.id === value);
}

export const labTabId = (id: LabTabId) => `lab-tab-${id}`;
export const labPanelId = (id: LabTabId) => `lab-panel-${id}`;
