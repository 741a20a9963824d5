// Training Schedule: a weekly planner saved on the server, and the days the server applied or skipped.
import type { Ant } from "@antbrawl/protocol/ants";
import type { SchedulePlanShape } from "@antbrawl/protocol/training";
import {
  ACTIVITY_RULES,
  emptyPlan,
  SCHEDULE_ACTIVITIES,
  type ScheduleActivity,
  WEEKDAYS,
} from "@antbrawl/rules/training/schedule";
import { useState } from "react";
import { useTimedNotice } from "../../../components/notice";
import { errorText } from "../../../lib/api/api-error";
import { useSaveScheduleMutation, useScheduleQuery } from "../api/training-api";
import { NoticeLine } from "./NoticeLine";

const dayLabel = (day: string) => day[0]!.toUpperCase() + day.slice(1);

function Planner({ userId, ant, saved }: { userId: string; ant: Ant; saved: SchedulePlanShape }) {
  const [plan, setPlan] = useState<SchedulePlanShape>(saved);
  const [save, state] = useSaveScheduleMutation();
  const { notice, notify, dismiss } = useTimedNotice();
  const weeklyEnergy = WEEKDAYS.reduce((sum, day) => sum + (plan[day] ? ACTIVITY_RULES[plan[day]].energy : 0), 0);
  const submit = async () => {
    try {
      const answer = await save({ userId, antId: ant.id, plan }).unwrap();
      notify({ kind: "success", text: answer.message ?? "Schedule saved" });
    } catch (error) {
      notify({ kind: "error", text: `Failed to save schedule: ${errorText(error, "Unknown error")}` });
    }
  };
  return (
    <form
      className="training-planner"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <div className="training-week">
        {WEEKDAYS.map((day) => (
          <label key={day} className="training-day">
            <span className="training-day-name">{dayLabel(day)}</span>
            <select
              value={plan[day] ?? ""}
              onChange={(event) => setPlan({ ...plan, [day]: (event.target.value || null) as ScheduleActivity | null })}
            >
              <option value="">Free day</option>
              {SCHEDULE_ACTIVITIES.map((activity) => {
                const rule = ACTIVITY_RULES[activity];
                const cost = rule.energy < 0 ? `+${-rule.energy}` : `−${rule.energy}`;
                return (
                  <option key={activity} value={activity}>
                    {rule.label} ({rule.duration}, {cost})
                  </option>
                );
              })}
            </select>
          </label>
        ))}
      </div>
      <p className="muted small">
        Each planned day costs the energy in brackets and gives +0.3 to its main stat and +0.1 to the others it trains,
        if the ant has the energy when the day is over (UTC). Energy planned this week: {weeklyEnergy}.
      </p>
      <div className="training-actions">
        <button type="submit" className="btn btn-primary" disabled={state.isLoading}>
          {state.isLoading ? "Saving..." : "Save Schedule"}
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => setPlan(emptyPlan())}>
          Clear week
        </button>
      </div>
      <NoticeLine notice={notice} onDismiss={dismiss} />
    </form>
  );
}

export function ScheduleTab({ userId, ant }: { userId: string; ant: Ant | null }) {
  const schedule = useScheduleQuery({ userId, antId: ant?.id ?? "" }, { skip: !ant });
  if (!ant) return <p className="muted">Please select an ant first!</p>;
  if (schedule.isError) return <p className="form-error">Failed to load the schedule</p>;
  if (!schedule.data || schedule.data.ant_id !== ant.id) return <p className="muted">Loading the schedule…</p>;
  const data = schedule.data;
  return (
    <div className="training-schedule">
      <h2>Weekly plan for {ant.name}</h2>
      <Planner key={ant.id} userId={userId} ant={ant} saved={data.plan} />
      <section aria-label="Schedule history" className="training-history">
        <h3>Past days</h3>
        {data.history.length === 0 ? (
          <p className="muted small">No planned day has passed yet. Days apply once they are over (UTC).</p>
        ) : (
          <ul>
            {data.history.map((day) => (
              <li key={day.date} className={`training-history-${day.status}`}>
                <span>
                  {day.date} · {day.weekday} · {ACTIVITY_RULES[day.activity as ScheduleActivity]?.label ?? day.activity}
                </span>
                <span>
                  {day.status === "applied"
                    ? Object.entries(day.gains)
                        .map(([stat, gain]) => `${stat} +${gain}`)
                        .join(", ") || "applied"
                    : `skipped: ${day.reason ?? ""}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
