// The Training Arena (/training): today's sessions, the ant picker and four tabs (spec 001 §2).
import type { Ant } from "@antbrawl/protocol/ants";
import { TRAINING_SESSIONS_PER_DAY } from "@antbrawl/rules/training/quick";
import { type ReactNode, useState } from "react";
import { useSearchParams } from "react-router";
import { LoadingNote } from "../../../components/LoadingNote";
import { SignedOutPrompt } from "../../../components/SignedOutPrompt";
import { TabList } from "../../../components/TabList";
import { useListAntsQuery } from "../../ants/public";
import { TrainingGamesTab } from "../../training-games/public";
import { useTrainingUser } from "../hooks/use-training-user";
import { AntPicker } from "./AntPicker";
import { QuickTrainTab } from "./QuickTrainTab";
import { ScheduleTab } from "./ScheduleTab";
import { SkillTreeTab } from "./SkillTreeTab";
import "./training.css";

const TABS = [
  { id: "quick", label: "Quick Train", icon: "💪" },
  { id: "games", label: "Training Games", icon: "🎮" },
  { id: "schedule", label: "Training Schedule", icon: "📅" },
  { id: "skills", label: "Skill Tree", icon: "🌳" },
] as const;
type TabId = (typeof TABS)[number]["id"];
const isTab = (value: string | null): value is TabId => TABS.some((tab) => tab.id === value);
const tabId = (id: TabId) => `training-tab-${id}`;
const panelId = (id: TabId) => `training-panel-${id}`;

export function TrainingArenaPage() {
  const { user, loading } = useTrainingUser();
  if (loading) return <LoadingNote text="Loading your account…" />;
  if (!user) {
    return <SignedOutPrompt title="Training Arena" message="Please create an account to access the Training Arena." />;
  }
  return <TrainingArena userId={user.id} />;
}

/** Sessions used today by the selected ant, as the header shows them ("used/5"). */
function SessionsBadge({ ant }: { ant: Ant | null }) {
  const used = ant?.training_sessions_today ?? 0;
  return (
    <output className="header-stat" aria-label="Today's sessions">
      <span className="header-stat-label" aria-hidden="true">
        Today's sessions
      </span>
      <strong className="header-stat-count">
        {used}/{TRAINING_SESSIONS_PER_DAY}
      </strong>
    </output>
  );
}

function TrainingArena({ userId }: { userId: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: TabId = isTab(requested) ? requested : "quick";
  const ants = useListAntsQuery(userId);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = ants.data ?? [];
  const ant = list.find((a) => a.id === chosenId) ?? list[0] ?? null;
  const select = (id: TabId) => setParams(id === "quick" ? {} : { tab: id }, { replace: true });

  const panels: Record<TabId, () => ReactNode> = {
    quick: () => <QuickTrainTab userId={userId} ant={ant} />,
    games: () => <TrainingGamesTab userId={userId} ant={ant} />,
    schedule: () => <ScheduleTab userId={userId} ant={ant} />,
    skills: () => <SkillTreeTab userId={userId} ant={ant} />,
  };

  return (
    <div className="training-arena">
      <header className="card training-header">
        <div>
          <h1>
            <span aria-hidden="true">🏋️ </span>Training Arena
          </h1>
          <p className="muted">Train your ants, plan their week and grow their skills.</p>
        </div>
        <SessionsBadge ant={ant} />
      </header>
      {ants.isLoading ? <LoadingNote text="Loading your ants…" /> : null}
      {ants.isError ? (
        <p role="alert" className="form-error">
          Failed to get ants
        </p>
      ) : null}
      {ants.data && list.length === 0 ? <p className="card muted">You need to create an ant first!</p> : null}
      {list.length > 0 ? <AntPicker ants={list} selectedId={ant?.id ?? null} onSelect={setChosenId} /> : null}
      <TabList
        tabs={TABS}
        active={active}
        onSelect={select}
        label="Training Arena sections"
        className="arena-tabs"
        tabId={tabId}
        panelId={panelId}
      />
      <section id={panelId(active)} role="tabpanel" aria-labelledby={tabId(active)} className="arena-panel">
        {panels[active]()}
      </section>
    </div>
  );
}
