// The selected ant at a glance on the dashboard: activity, level, health, energy, mood, record, and its chat box.
import type { Ant } from "@antbrawl/protocol/ants";
import { ACTIVITY_ICONS, ACTIVITY_LABELS } from "@antbrawl/rules/colony/activity";
import { healthBand } from "@antbrawl/rules/colony/health";
import { levelProgress } from "@antbrawl/rules/colony/level";
import { moodFace, moodWord } from "@antbrawl/rules/colony/mood";
import { memo } from "react";
import { antLevel, antMood, percent, VitalBar } from "../../ants/public";
import { ChatBox } from "../../chat/public";
import { activityOf } from "../../colony/public";

/** Memoised: the dashboard re-renders as other data arrives; an unchanged ant (same cached object) skips this. */
export const AntSummary = memo(function AntSummary({ ant }: { ant: Ant }) {
  const activity = activityOf(ant);
  const progress = levelProgress(ant.total_experience);
  const mood = antMood(ant);
  const health = percent(ant.current_health);
  return (
    <section className="card ant-summary" aria-labelledby="summary-title">
      <div className="summary-head">
        <span className="swatch big-swatch" style={{ background: ant.appearance.color }} aria-hidden="true" />
        <div className="summary-title">
          <h2 id="summary-title">{ant.name}</h2>
          <p className="muted small">
            Level {antLevel(ant)} · <span aria-hidden="true">{ACTIVITY_ICONS[activity]}</span>{" "}
            {ACTIVITY_LABELS[activity]} · {ant.battle_history.wins}W {ant.battle_history.losses}L
          </p>
        </div>
        <span className="summary-mood" title={moodWord(mood)}>
          <span aria-hidden="true">{moodFace(mood)}</span>
          <span className="small">{moodWord(mood)}</span>
        </span>
      </div>
      <div className="summary-vitals">
        <VitalBar label="Health" value={health} max={100} text={`${health}% · ${healthBand(health)}`} tone="health" />
        <VitalBar label="Energy" value={percent(ant.energy)} max={100} text={`${percent(ant.energy)}%`} tone="energy" />
        <VitalBar
          label="Experience"
          value={progress.intoLevel}
          max={100}
          text={`${progress.toNext} XP to level ${progress.level + 1}`}
          tone="xp"
        />
      </div>
      <ChatBox key={ant.id} ant={ant} />
    </section>
  );
});
