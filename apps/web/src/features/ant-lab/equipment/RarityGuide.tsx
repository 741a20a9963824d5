// The guide to the five rarities (spec 001 §2): level, price, bonus and wear of each.
import { RARITIES, RARITY_RULES } from "@antbrawl/rules/lab/equipment-catalog";

export function RarityGuide() {
  return (
    <section className="rarity-guide" aria-labelledby="rarity-guide-heading">
      <h3 id="rarity-guide-heading">Rarity guide</h3>
      <ul>
        {RARITIES.map((rarity) => {
          const rule = RARITY_RULES[rarity];
          return (
            <li key={rarity}>
              <span className={`rarity-badge rarity-${rarity}`}>{rarity}</span>
              <span className="small">
                {rule.guide}; level {rule.requiredLevel}+, {rule.marketValue} ETH, −{rule.wearPerBattle}% durability a
                battle
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
