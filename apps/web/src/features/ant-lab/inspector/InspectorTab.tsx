// The Ant Inspector tab: five sub-tabs over the selected ant; stats count its equipped, unbroken items' bonuses.
import { equipmentBonuses } from "@antbrawl/rules/lab/equipment";
import { useState } from "react";
import { TabList } from "../../../components/TabList";
import { useAntEquipmentQuery } from "../equipment/equipment-api";
import type { LabTabProps } from "../lab-tab";
import { BehaviorPanel } from "./BehaviorPanel";
import { GeneticsPanel } from "./GeneticsPanel";
import { HistoryPanel } from "./HistoryPanel";
import { OverviewPanel } from "./OverviewPanel";
import { PhysiologyPanel } from "./PhysiologyPanel";
import "./inspector.css";

type SubTab = "overview" | "genetics" | "physiology" | "behavior" | "history";
const SUB_TABS = [
  { id: "overview", label: "Overview", icon: "🐜" },
  { id: "genetics", label: "Genetics", icon: "🧬" },
  { id: "physiology", label: "Physiology", icon: "❤️" },
  { id: "behavior", label: "Behavior", icon: "🧠" },
  { id: "history", label: "History", icon: "📜" },
] as const;

export function InspectorTab({ userId, ant, ants, selectAnt }: LabTabProps) {
  const [tab, setTab] = useState<SubTab>("overview");
  const equipment = useAntEquipmentQuery({ userId, antId: ant.id });
  const bonuses = equipmentBonuses(
    (equipment.data ?? []).map((entry) => ({ item: entry.equipment, durability: entry.durability })),
  );
  const equipped = (equipment.data ?? []).map(
    (entry) => `${entry.equipment.name} ${entry.durability > 0 ? `${entry.durability}%` : "(broken)"}`,
  );
  return (
    <div className="lab-inspector">
      <TabList
        tabs={SUB_TABS}
        active={tab}
        onSelect={(id) => setTab(id as SubTab)}
        label="Inspector"
        className="arena-tabs inspector-subtabs"
        tabId={(id) => `inspector-tab-${id}`}
        panelId={(id) => `inspector-panel-${id}`}
      />
      <div
        className="lab-subpanel"
        role="tabpanel"
        id={`inspector-panel-${tab}`}
        aria-labelledby={`inspector-tab-${tab}`}
      >
        {tab === "overview" ? <OverviewPanel ant={ant} bonuses={bonuses} equipped={equipped} /> : null}
        {tab === "genetics" ? <GeneticsPanel userId={userId} ant={ant} ants={ants} selectAnt={selectAnt} /> : null}
        {tab === "physiology" ? <PhysiologyPanel userId={userId} ant={ant} bonuses={bonuses} /> : null}
        {tab === "behavior" ? <BehaviorPanel ant={ant} bonuses={bonuses} /> : null}
        {tab === "history" ? <HistoryPanel userId={userId} ant={ant} /> : null}
      </div>
    </div>
  );
}
