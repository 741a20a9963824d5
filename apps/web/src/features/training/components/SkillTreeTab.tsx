// Skill Tree: four trees of five skills, raised one level at a time on the server, auto-allocated by style, or reset.
import type { Ant } from "@antbrawl/protocol/ants";
import type { SkillsAnswer } from "@antbrawl/protocol/training";
import { PRIMARY_STYLE_LABELS, type PrimaryStyle } from "@antbrawl/rules/colony/style";
import { canRaise, SKILL_TREES, SKILLS, SKILLS_BY_ID } from "@antbrawl/rules/training/skills";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/ConfirmDialog";
import { useTimedNotice } from "../../../components/notice";
import { errorText } from "../../../lib/api/api-error";
import {
  useAutoAllocateSkillsMutation,
  useRaiseSkillMutation,
  useResetSkillsMutation,
  useSkillsQuery,
} from "../api/training-api";
import { NoticeLine } from "./NoticeLine";

const TREE_LABELS = { combat: "Combat", agility: "Agility", mental: "Mental", survival: "Survival" } as const;
const TREE_ICONS = { combat: "⚔️", agility: "💨", mental: "🧠", survival: "🛡️" } as const;

function Trees({
  data,
  ant,
  onRaise,
  busy,
}: {
  data: SkillsAnswer;
  ant: Ant;
  onRaise(id: string): void;
  busy: boolean;
}) {
  return (
    <div className="skill-trees">
      {SKILL_TREES.map((tree) => (
        <section key={tree} className="skill-tree" aria-label={`${TREE_LABELS[tree]} tree`}>
          <h3>
            <span aria-hidden="true">{TREE_ICONS[tree]} </span>
            {TREE_LABELS[tree]}
          </h3>
          <ul>
            {SKILLS.filter((s) => s.tree === tree).map((skill) => {
              const level = data.levels[skill.id] ?? 0;
              const check = canRaise(skill.id, data.levels, ant.total_experience);
              const requires = Object.entries(skill.requires)
                .map(([id, lvl]) => `${SKILLS_BY_ID.get(id)?.name ?? id} ${lvl}`)
                .join(", ");
              return (
                <li key={skill.id} className={`skill${level > 0 ? " is-learned" : ""}`}>
                  <div className="skill-head">
                    <strong>{skill.name}</strong>
                    <span className="skill-level">
                      Level {level}/{skill.maxLevel}
                    </span>
                  </div>
                  <p className="small">{skill.effect}</p>
                  <p className="muted small">
                    Cost {skill.cost} per level{requires ? ` · needs ${requires}` : ""}
                  </p>
                  <button
                    type="button"
                    className="btn btn-small btn-secondary"
                    aria-label={`Learn ${skill.name}`}
                    title={check.ok ? undefined : check.reason}
                    disabled={!check.ok || busy}
                    onClick={() => onRaise(skill.id)}
                  >
                    {level >= skill.maxLevel ? "Maxed" : "Learn"}
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function SkillTreeTab({ userId, ant }: { userId: string; ant: Ant | null }) {
  const skills = useSkillsQuery({ userId, antId: ant?.id ?? "" }, { skip: !ant });
  const [raise, raising] = useRaiseSkillMutation();
  const [auto, allocating] = useAutoAllocateSkillsMutation();
  const [reset, resetting] = useResetSkillsMutation();
  const [confirming, setConfirming] = useState(false);
  const { notice, notify, dismiss } = useTimedNotice();
  if (!ant) return <p className="muted">Please select an ant first!</p>;
  if (skills.isError) return <p className="form-error">Failed to load the skills</p>;
  if (!skills.data || skills.data.ant_id !== ant.id) return <p className="muted">Loading the skills…</p>;
  const data = skills.data;
  const args = { userId, antId: ant.id };
  const run = async (call: () => Promise<SkillsAnswer>, failure: string) => {
    try {
      const answer = await call();
      notify({ kind: "success", text: answer.message ?? "Skills updated" });
    } catch (error) {
      notify({ kind: "error", text: `${failure}: ${errorText(error, "Unknown error")}` });
    }
  };
  const busy = raising.isLoading || allocating.isLoading || resetting.isLoading;
  return (
    <div className="skill-tab">
      <div className="skill-summary">
        <p>
          <strong>{data.points_available}</strong> skill points available · {data.points_spent} spent · style{" "}
          {PRIMARY_STYLE_LABELS[data.primary_style as PrimaryStyle] ?? data.primary_style}
        </p>
        <div className="training-actions">
          <button
            type="button"
            className="btn btn-primary"
            disabled={busy || data.points_available === 0}
            onClick={() => run(() => auto(args).unwrap(), "Auto-allocation failed")}
          >
            Auto-allocate
          </button>
          <button
            type="button"
            className="btn btn-secondary"
            disabled={busy || data.points_spent === 0}
            onClick={() => setConfirming(true)}
          >
            Reset skills ({data.reset_cost} ETH)
          </button>
        </div>
        <p className="muted small">
          One skill point per 50 experience. Auto-allocate spends points the way the ant fights.
        </p>
      </div>
      <NoticeLine notice={notice} onDismiss={dismiss} />
      <Trees
        data={data}
        ant={ant}
        busy={busy}
        onRaise={(skillId) => run(() => raise({ ...args, skillId }).unwrap(), "Failed to learn skill")}
      />
      {confirming ? (
        <ConfirmDialog
          title="Reset skills?"
          confirmText={`Reset for ${data.reset_cost} ETH`}
          busyText="Resetting..."
          busy={resetting.isLoading}
          onCancel={() => setConfirming(false)}
          onConfirm={async () => {
            setConfirming(false);
            await run(() => reset(args).unwrap(), "Reset failed");
          }}
        >
          <p>
            Every skill of {ant.name} goes back to level 0 and all {data.points_spent} points return. The reset costs{" "}
            {data.reset_cost} ETH from your balance.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
