// 'Edit Stats (Testing Mode)': a slider and a number box per stat, each kept within 1..20 (non-numbers become 1).
import type { Ant } from "@antbrawl/protocol/ants";
import { STAT_MAX, STAT_MIN, STAT_NAMES, type StatName } from "@antbrawl/rules/ant";
import { editorStats, editorStatValue, STAT_GROUPS } from "@antbrawl/rules/colony/stats";
import { type FormEvent, useState } from "react";
import { Modal } from "../../../components/Modal";
import { errorText } from "../../../lib/api/api-error";
import { useAppSelector } from "../../../lib/store/hooks";
import { useUpdateStatsMutation } from "../api/update-stats";
import "./edit-stats.css";

const GROUP_TITLES: Record<keyof typeof STAT_GROUPS, string> = {
  combat: "Combat",
  physiological: "Physiological",
  mental: "Mental & social",
};

const statLabel = (stat: StatName) => stat[0]!.toUpperCase() + stat.slice(1);

export function EditStatsModal({ ant, onClose }: { ant: Ant; onClose: () => void }) {
  const userId = useAppSelector((s) => s.user.user?.id);
  const [values, setValues] = useState<Record<StatName, string>>(
    () => Object.fromEntries(STAT_NAMES.map((stat) => [stat, String(ant.stats[stat])])) as Record<StatName, string>,
  );
  const [updateStats, { isLoading, error }] = useUpdateStatsMutation();
  const set = (stat: StatName, value: string) => setValues((current) => ({ ...current, [stat]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId || isLoading) return;
    const stats = editorStats(values);
    setValues(Object.fromEntries(STAT_NAMES.map((stat) => [stat, String(stats[stat])])) as Record<StatName, string>);
    const saved = await updateStats({ userId, antId: ant.id, stats })
      .unwrap()
      .then(
        () => true,
        (failure: unknown) => {
          console.warn("Saving stats failed", failure);
          return false;
        },
      );
    if (saved) onClose();
  };

  return (
    <Modal title="Edit Stats (Testing Mode)" onClose={onClose} size="large" icon="🧪">
      <form className="stats-form" onSubmit={submit}>
        <p className="muted small">
          Testing feature: set {ant.name}'s stats directly. Each stat is kept between {STAT_MIN} and {STAT_MAX}, and
          anything that is not a number becomes {STAT_MIN}.
        </p>
        <p className="muted small edited-note">
          Ants with edited stats can fight self, quick and friendly battles, but not ranked ones, and leave the
          leaderboard.
        </p>
        <div className="stats-groups">
          {Object.entries(STAT_GROUPS).map(([group, stats]) => (
            <fieldset key={group} className="stat-group">
              <legend>{GROUP_TITLES[group as keyof typeof STAT_GROUPS]}</legend>
              {stats.map((stat) => {
                const id = `stat-${stat}`;
                const numeric = editorStatValue(values[stat]);
                return (
                  <div key={stat} className="stat-edit-row">
                    <label htmlFor={id}>{statLabel(stat)}</label>
                    <input
                      type="range"
                      min={STAT_MIN}
                      max={STAT_MAX}
                      step={1}
                      aria-label={`${statLabel(stat)} slider`}
                      value={Math.round(numeric)}
                      onChange={(e) => set(stat, e.target.value)}
                    />
                    <input
                      id={id}
                      className="stat-number"
                      type="number"
                      inputMode="decimal"
                      min={STAT_MIN}
                      max={STAT_MAX}
                      step="any"
                      value={values[stat]}
                      onChange={(e) => set(stat, e.target.value)}
                      onBlur={() => set(stat, String(editorStatValue(values[stat])))}
                    />
                  </div>
                );
              })}
            </fieldset>
          ))}
        </div>
        {error ? (
          <p role="alert" className="form-error">
            {errorText(error, "Failed to update ant stats")}
          </p>
        ) : null}
        <div className="modal-actions sticky-actions">
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="btn btn-primary" disabled={isLoading}>
            {isLoading ? "Saving…" : "Save"}
          </button>
        </div>
      </form>
    </Modal>
  );
}
