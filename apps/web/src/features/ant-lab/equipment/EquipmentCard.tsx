// One equipment item as a card: rarity, type, bonuses, price and level, durability when owned, and its actions.
import type { EquipmentItem, OwnedEquipment } from "@antbrawl/protocol/equipment";
import { isBroken } from "@antbrawl/rules/lab/equipment";

/** "+2 Strength, +1 Precision". */
function bonusText(item: Pick<EquipmentItem, "stat_bonuses">): string {
  return Object.entries(item.stat_bonuses)
    .filter(([, value]) => value)
    .map(([stat, value]) => `+${value} ${stat.charAt(0).toUpperCase()}${stat.slice(1)}`)
    .join(", ");
}

export interface CardAction {
  /** The button's word; with the item's name it is the accessible name ("Buy Leaf Shield"). */
  verb: "Buy" | "Equip" | "Unequip" | "Repair";
  onClick(): void;
  kind?: "primary" | "secondary";
}

interface Props {
  item: EquipmentItem;
  owned: OwnedEquipment | undefined;
  /** A short line about where the item is (worn by another ant, level needed …). */
  note?: string;
  actions: CardAction[];
  busy: boolean;
}

export function EquipmentCard({ item, owned, note, actions, busy }: Props) {
  const broken = owned !== undefined && isBroken(owned.durability);
  return (
    <article className={`equipment-card rarity-${item.rarity}`} aria-label={item.name}>
      <header className="equipment-card-head">
        <h3>{item.name}</h3>
        <span className={`rarity-badge rarity-${item.rarity}`}>{item.rarity}</span>
      </header>
      <p className="equipment-meta small">
        <span className="equipment-type">{item.type}</span> · Level {item.required_level} · {item.market_value} ETH
      </p>
      <p className="equipment-bonus">{bonusText(item)}</p>
      <p className="muted small">{item.description}</p>
      {owned ? (
        <div className="equipment-durability">
          <div className="vital-head small">
            <span>Durability</span>
            <span>{broken ? "Broken: no bonus until repaired" : `${owned.durability}%`}</span>
          </div>
          <div
            className={`durability-bar${broken ? " is-broken" : owned.durability < 30 ? " is-low" : ""}`}
            role="progressbar"
            aria-label={`${item.name} durability`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={owned.durability}
          >
            <span style={{ width: `${owned.durability}%` }} />
          </div>
          {owned.repair_cost > 0 ? <p className="muted small">Repair costs {owned.repair_cost} ETH</p> : null}
        </div>
      ) : null}
      {note ? <p className="equipment-note small">{note}</p> : null}
      {actions.length > 0 ? (
        <div className="equipment-actions">
          {actions.map((action) => (
            <button
              key={action.verb}
              type="button"
              className={`btn btn-small ${action.kind === "secondary" ? "btn-secondary" : "btn-primary"}`}
              onClick={action.onClick}
              disabled={busy}
              aria-label={`${action.verb} ${item.name}`}
            >
              {action.verb}
            </button>
          ))}
        </div>
      ) : null}
    </article>
  );
}
