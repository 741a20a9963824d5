// One card of My Ants: the ant viewer, level, key stats with grades, condition, care and the release button.
import type { Ant } from "@antbrawl/protocol/ants";
import { ACTIVITY_ICONS, ACTIVITY_LABELS } from "@antbrawl/rules/colony/activity";
import { healthBand } from "@antbrawl/rules/colony/health";
import { statGrade, topStats } from "@antbrawl/rules/colony/stats";
import { useId, useState } from "react";
import { Modal } from "../../../components/Modal";
import type { Quality } from "../../../lib/canvas/detail";
import { formatStat } from "../../../lib/format/numbers";
import { AntViewer, antCondition, antLevel, percent } from "../../ants/public";
import { NeedsPanel } from "../../care/public";
import { activityOf } from "../../colony/public";
import { ReleaseAntButton } from "./ReleaseAntButton";

const KEY_STATS = 4;
const statLabel = (stat: string) => stat[0]!.toUpperCase() + stat.slice(1);

interface Props {
  ant: Ant;
  quality: Quality;
  /** Opens its Needs at once (a notice's link named this ant); `onCareClosed` runs when they close. */
  careOpen?: boolean;
  onCareClosed?: () => void;
}

export function AntCard({ ant, quality, careOpen = false, onCareClosed }: Props) {
  const titleId = useId();
  const [caring, setCaring] = useState(careOpen);
  const closeCare = () => {
    setCaring(false);
    onCareClosed?.();
  };
  const activity = activityOf(ant);
  const condition = antCondition(ant);
  const health = percent(ant.current_health);
  return (
    <article className="card ant-card" aria-labelledby={titleId}>
      <AntViewer ant={ant} quality={quality} />
      <div className="ant-card-head">
        <h2 id={titleId}>{ant.name}</h2>
        <span className="level-badge">Level {antLevel(ant)}</span>
        {ant.stats_edited ? (
          <span
            className="edited-badge"
            title="Stats set in the stat editor: no ranked battles, not on the leaderboard"
          >
            Edited stats
          </span>
        ) : null}
      </div>
      <p className="muted small">
        <span aria-hidden="true">{ACTIVITY_ICONS[activity]}</span> {ACTIVITY_LABELS[activity]} · Health {health}% (
        {healthBand(health)}) · {ant.battle_history.wins}W {ant.battle_history.losses}L
      </p>
      <dl className="key-stats">
        {topStats(ant.stats, KEY_STATS).map(({ stat, value }) => (
          <div key={stat} className="key-stat">
            <dt>{statLabel(stat)}</dt>
            <dd>
              {formatStat(value)} <span className={`grade grade-${statGrade(value)}`}>{statGrade(value)}</span>
            </dd>
          </div>
        ))}
      </dl>
      <p className={`condition condition-${condition.level}`}>{condition.message}</p>
      <div className="ant-card-actions">
        <button type="button" className="btn btn-small btn-secondary" onClick={() => setCaring(true)}>
          <span aria-hidden="true">🍎</span>Care
        </button>
        <ReleaseAntButton ant={ant} />
      </div>
      {caring ? (
        <Modal title={`${ant.name} Needs`} onClose={closeCare} icon="🍎">
          <NeedsPanel ant={ant} variant="full" hideTitle />
        </Modal>
      ) : null}
    </article>
  );
}
