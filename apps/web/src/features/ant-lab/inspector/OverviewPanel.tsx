// Overview sub-tab: who the ant is at a glance (level, health band, mood, style, activity) and its combat stats.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Stats } from "@antbrawl/rules/ant";
import { ACTIVITY_ICONS, ACTIVITY_LABELS } from "@antbrawl/rules/colony/activity";
import { healthBand } from "@antbrawl/rules/colony/health";
import { LEVEL_STEP, levelProgress } from "@antbrawl/rules/colony/level";
import { moodFace, moodWord } from "@antbrawl/rules/colony/mood";
import { STAT_GROUPS } from "@antbrawl/rules/colony/stats";
import { PRIMARY_STYLE_LABELS, type PrimaryStyle } from "@antbrawl/rules/colony/style";
import { AntViewer, antMood, percent, VitalBar } from "../../ants/public";
import { activityOf } from "../../colony/public";
import { StatList } from "./StatList";

interface Props {
  ant: Ant;
  bonuses: Partial<Stats>;
  /** The ant's equipped items, as "Thorn Blade 90%". */
  equipped: readonly string[];
}

export function OverviewPanel({ ant, bonuses, equipped }: Props) {
  const progress = levelProgress(ant.total_experience);
  const mood = antMood(ant);
  const activity = activityOf(ant);
  const style = PRIMARY_STYLE_LABELS[ant.primary_style as PrimaryStyle] ?? ant.primary_style;
  return (
    <div className="inspector-grid">
      <section className="inspector-section" aria-label="Summary">
        <AntViewer ant={ant} quality="medium" />
        <dl className="inspector-facts">
          <dt>Level</dt>
          <dd>{progress.level}</dd>
          <dt>Health</dt>
          <dd>
            {percent(ant.current_health)}% · {healthBand(ant.current_health)}
          </dd>
          <dt>Mood</dt>
          <dd>
            <span aria-hidden="true">{moodFace(mood)}</span> {moodWord(mood)}
          </dd>
          <dt>Primary style</dt>
          <dd>{style}</dd>
          <dt>Activity</dt>
          <dd>
            <span aria-hidden="true">{ACTIVITY_ICONS[activity]}</span> {ACTIVITY_LABELS[activity]}
          </dd>
          <dt>Generation</dt>
          <dd>{ant.generation}</dd>
          <dt>Equipment</dt>
          <dd>{equipped.length > 0 ? equipped.join(", ") : "None (see the Equipment Lab)"}</dd>
        </dl>
        <VitalBar
          label="Experience"
          value={progress.intoLevel}
          max={LEVEL_STEP}
          text={`${ant.total_experience} XP · ${progress.toNext} to level ${progress.level + 1}`}
          tone="xp"
        />
        <VitalBar
          label="Health"
          value={ant.current_health}
          max={100}
          text={`${percent(ant.current_health)}%`}
          tone="health"
        />
        <VitalBar label="Energy" value={ant.energy} max={100} text={`${percent(ant.energy)}%`} tone="energy" />
      </section>
      <StatList title="Combat stats" stats={STAT_GROUPS.combat} values={ant.stats} bonuses={bonuses} />
    </div>
  );
}
