// The Equipment Lab tab: the selected ant's Equipped, Available and Locked items, the balance and the rarity guide.
import type { Ant } from "@antbrawl/protocol/ants";
import type { EquipmentItem, OwnedEquipment } from "@antbrawl/protocol/equipment";
import { equipmentAvailability } from "@antbrawl/rules/lab/equipment";
import { RARITIES } from "@antbrawl/rules/lab/equipment-catalog";
import { useState } from "react";
import { LoadingNote } from "../../../components/LoadingNote";
import { TabList } from "../../../components/TabList";
import type { LabTabProps } from "../lab-tab";
import { type CardAction, EquipmentCard } from "./EquipmentCard";
import { useEquipmentCatalogQuery, useLabBalanceQuery, usePlayerEquipmentQuery } from "./equipment-api";
import { RarityGuide } from "./RarityGuide";
import { useEquipmentActions } from "./use-equipment-actions";
import "./equipment.css";

type SubTab = "equipped" | "available" | "locked";
const SUB_TABS = [
  { id: "equipped", label: "Equipped", icon: "🛡️" },
  { id: "available", label: "Available", icon: "🛒" },
  { id: "locked", label: "Locked", icon: "🔒" },
] as const;

const byRarity = (a: EquipmentItem, b: EquipmentItem) =>
  RARITIES.indexOf(a.rarity) - RARITIES.indexOf(b.rarity) || a.type.localeCompare(b.type);

export function EquipmentTab({ userId, ant, ants, notify }: LabTabProps) {
  const [tab, setTab] = useState<SubTab>("equipped");
  const catalog = useEquipmentCatalogQuery();
  const owned = usePlayerEquipmentQuery(userId);
  const balance = useLabBalanceQuery(userId);
  const actions = useEquipmentActions(userId, ant.id, notify);
  const ownedById = new Map((owned.data ?? []).map((row) => [row.equipment.id, row]));
  const items = [...(catalog.data ?? [])].sort(byRarity);

  const actionsFor = (item: EquipmentItem, row: OwnedEquipment | undefined): CardAction[] => {
    const list: CardAction[] = [];
    const locked = equipmentAvailability(item, ant.level) === "locked";
    if (!row) list.push({ verb: "Buy", onClick: () => actions.buy(item.id) });
    else if (row.ant_id === ant.id)
      list.push({ verb: "Unequip", kind: "secondary", onClick: () => actions.unequip(item.id) });
    else if (!row.ant_id && !locked) list.push({ verb: "Equip", onClick: () => actions.equip(item.id) });
    if (row && row.durability < 100)
      list.push({ verb: "Repair", kind: "secondary", onClick: () => actions.repair(item.id) });
    return list;
  };

  const noteFor = (item: EquipmentItem, row: OwnedEquipment | undefined): string | undefined => {
    if (equipmentAvailability(item, ant.level) === "locked") return `Needs level ${item.required_level}`;
    if (row?.ant_id === ant.id) return `Equipped on ${ant.name}`;
    if (row?.ant_id) return `Worn by ${antName(ants, row.ant_id)}: unequip it there first`;
    if (row) return row.source === "reward" ? "Won in battle: in your inventory" : "In your inventory";
    return undefined;
  };

  const shown = items.filter((item) => {
    const row = ownedById.get(item.id);
    if (tab === "equipped") return row?.ant_id === ant.id;
    return equipmentAvailability(item, ant.level) === tab;
  });

  return (
    <div className="lab-equipment">
      <div className="lab-equipment-head">
        <p>
          Gear for <strong>{ant.name}</strong> (level {ant.level}). One item of each type: armor, weapon, accessory,
          enhancement.
        </p>
        <p className="lab-balance">
          Balance: <strong>{balance.data ? `${balance.data.balance} ETH` : "…"}</strong>
        </p>
      </div>
      <TabList
        tabs={SUB_TABS}
        active={tab}
        onSelect={(id) => setTab(id as SubTab)}
        label="Equipment"
        className="arena-tabs lab-subtabs"
        tabId={(id) => `equipment-tab-${id}`}
        panelId={(id) => `equipment-panel-${id}`}
      />
      <div
        className="lab-subpanel"
        role="tabpanel"
        id={`equipment-panel-${tab}`}
        aria-labelledby={`equipment-tab-${tab}`}
      >
        {catalog.isLoading || owned.isLoading ? (
          <LoadingNote text="Loading equipment…" />
        ) : catalog.isError ? (
          <p className="muted">The equipment catalog could not be loaded. Please try again.</p>
        ) : shown.length === 0 ? (
          <p className="muted">{emptyText(tab, ant)}</p>
        ) : (
          <div className="equipment-grid">
            {shown.map((item) => {
              const row = ownedById.get(item.id);
              return (
                <EquipmentCard
                  key={item.id}
                  item={item}
                  owned={row}
                  note={noteFor(item, row)}
                  actions={actionsFor(item, row)}
                  busy={actions.busy}
                />
              );
            })}
          </div>
        )}
      </div>
      <RarityGuide />
    </div>
  );
}

function antName(ants: readonly Ant[], antId: string): string {
  return ants.find((ant) => ant.id === antId)?.name ?? "another ant";
}

function emptyText(tab: SubTab, ant: Ant): string {
  if (tab === "equipped") return `${ant.name} wears no equipment yet. Buy and equip items under Available.`;
  if (tab === "locked") return `Nothing is locked: ${ant.name} can use every item.`;
  return `No item is available at level ${ant.level} yet.`;
}
