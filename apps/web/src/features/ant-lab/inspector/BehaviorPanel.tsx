// Behavior sub-tab: the mood face and word, personality traits, the last interaction and the mental and social stats.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Stats } from "@antbrawl/rules/ant";
import { moodFace, moodWord } from "@antbrawl/rules/colony/mood";
import { STAT_GROUPS } from "@antbrawl/rules/colony/stats";
import { antMood } from "../../ants/public";
import { StatList } from "./StatList";
import { TraitList } from "./TraitList";

export function BehaviorPanel({ ant, bonuses }: { ant: Ant; bonuses: Partial<Stats> }) {
  const mood = antMood(ant);
  const last = ant.personality.last_interaction;
  return (
    <div className="inspector-grid">
      <section className="inspector-section" aria-label="Mood and personality">
        <h3>Mood and personality</h3>
        <p className="inspector-mood">
          <span className="inspector-mood-face" aria-hidden="true">
            {moodFace(mood)}
          </span>
          <span>
            <strong>{moodWord(mood)}</strong> <span className="muted">mood {Math.round(mood * 10) / 10} of 20</span>
          </span>
        </p>
        <h4>Personality traits</h4>
        <TraitList traits={ant.traits.personality} empty="No personality traits recorded." />
        <p className="muted small">
          Last interaction: {last ? new Date(last).toLocaleString() : "none yet (chat with it on the dashboard)"}
        </p>
      </section>
      <StatList title="Mental and social stats" stats={STAT_GROUPS.mental} values={ant.stats} bonuses={bonuses} />
    </div>
  );
}
