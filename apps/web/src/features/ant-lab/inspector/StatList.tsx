// Stats with their grades (S4) and bars scaled to 20; an equipment bonus shows as its own segment and number (EQ5).
import type { StatName, Stats } from "@antbrawl/rules/ant";
import { STAT_MAX } from "@antbrawl/rules/ant";
import { statGrade } from "@antbrawl/rules/colony/stats";
import { statWithBonus } from "@antbrawl/rules/lab/equipment";
import { formatStat } from "../../../lib/format/numbers";

/** "Strength" from "strength". */
function statLabel(stat: string): string {
  return `${stat.charAt(0).toUpperCase()}${stat.slice(1)}`;
}

/** A stat's shown value: whole numbers as they are, fractions to one decimal. */
function shown(value: number): string {
  return formatStat(value);
}

interface Props {
  title: string;
  stats: readonly StatName[];
  values: Stats;
  bonuses: Partial<Stats>;
}

export function StatList({ title, stats, values, bonuses }: Props) {
  return (
    <section className="inspector-section" aria-label={title}>
      <h3>{title}</h3>
      <ul className="stat-list">
        {stats.map((stat) => {
          const { base, bonus, total } = statWithBonus(values[stat], bonuses[stat]);
          const grade = statGrade(base);
          const baseWidth = (Math.min(base, STAT_MAX) / STAT_MAX) * 100;
          const bonusWidth = Math.max(0, Math.min(100 - baseWidth, (bonus / STAT_MAX) * 100));
          const text = `${shown(base)}${bonus ? ` + ${bonus} from equipment = ${shown(total)}` : ""}, grade ${grade}`;
          return (
            <li key={stat} className="stat-row">
              <span className="stat-name">{statLabel(stat)}</span>
              <span className={`stat-grade grade-${grade}`} aria-hidden="true">
                {grade}
              </span>
              <div
                className="stat-bar"
                role="progressbar"
                aria-label={statLabel(stat)}
                aria-valuemin={0}
                aria-valuemax={STAT_MAX}
                aria-valuenow={Math.round(Math.min(total, STAT_MAX))}
                aria-valuetext={text}
              >
                <span className="stat-base" style={{ width: `${baseWidth}%` }} />
                {bonusWidth > 0 ? <span className="stat-extra" style={{ width: `${bonusWidth}%` }} /> : null}
              </div>
              <span className="stat-value">
                {shown(base)}
                {bonus ? <span className="stat-bonus"> +{bonus}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
