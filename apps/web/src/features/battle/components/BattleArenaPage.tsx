// The Battle Arena (/battle): Total Wins, six tabs, and the live battle state shared by History and Live Battle.
import { type ReactNode, useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { SignedOutPrompt } from "../../../components/SignedOutPrompt";
import { useAppSelector } from "../../../lib/store/hooks";
import { useListAntsQuery } from "../../ants/public";
import { ArenaCombatPanel, REPLAY_PARAM } from "../../arena-combat/public";
import { useBattleHistoryInfiniteQuery } from "../api/battle-history";
import { ARENA_TABS, type ArenaTabId, DEFAULT_ARENA_TAB, isArenaTab, panelId, tabId } from "../arena-tabs";
import { useLiveBattle } from "../hooks/use-live-battle";
import { ArenaTabs } from "./ArenaTabs";
import { BattleHistoryTab } from "./history/BattleHistoryTab";
import { LiveBattleTab } from "./live/LiveBattleTab";
import { SelfBattleTab } from "./self/SelfBattleTab";
import { BattleSummary } from "./viewer/BattleSummary";
import "./arena.css";

/** What other features put in two tabs, given by the route: the live Ant Arena, and the Tournaments tab. */
interface ArenaParts {
  antArena: ReactNode;
  tournaments: (userId: string) => ReactNode;
}

/** `antArena` and `tournaments`: tabs whose content other features give, through the route. */
export function BattleArenaPage({ antArena, tournaments }: ArenaParts) {
  const user = useAppSelector((s) => s.user.user);
  if (!user)
    return <SignedOutPrompt title="Battle Arena" message="Please create an account to access the Battle Arena" />;
  return <BattleArena userId={user.id} antArena={antArena} tournaments={tournaments} />;
}

function TotalWins({ userId }: { userId: string }) {
  const history = useBattleHistoryInfiniteQuery(userId);
  const wins = history.data?.pages[0]?.total_wins;
  return (
    <div className="total-wins">
      <span className="total-wins-label">Total Wins</span>
      <strong className="total-wins-count">{wins ?? (history.isError ? "–" : "…")}</strong>
    </div>
  );
}

function BattleArena({ userId, antArena, tournaments }: ArenaParts & { userId: string }) {
  const [params, setParams] = useSearchParams();
  const requested = params.get("tab");
  const active: ArenaTabId = isArenaTab(requested) ? requested : DEFAULT_ARENA_TAB;
  const [visited, setVisited] = useState<ReadonlySet<ArenaTabId>>(() => new Set([active]));
  if (!visited.has(active)) setVisited(new Set([...visited, active]));
  const ants = useListAntsQuery(userId);
  const live = useLiveBattle(userId);
  // A summary's replay link: /battle?tab=live&battle={id} opens that battle's replay once.
  const linked = params.get("battle");
  useEffect(() => {
    if (!linked) return;
    live.view(linked);
    setParams({ tab: "live" }, { replace: true });
  }, [linked, live.view, setParams]);

  const select = (id: ArenaTabId) => {
    setParams(id === DEFAULT_ARENA_TAB ? {} : { tab: id }, { replace: true });
  };
  const openReplay = (battleId: string, battleType: string) => {
    if (battleType === "topdown_arena")
      return setParams({ tab: "combat", [REPLAY_PARAM]: battleId }, { replace: true });
    live.view(battleId);
    select("live");
  };

  const panels: Record<ArenaTabId, () => ReactNode> = {
    arena: () => antArena,
    self: () => (
      <SelfBattleTab userId={userId} ants={ants.data} antsLoading={ants.isLoading} antsError={ants.isError} />
    ),
    combat: () => (
      <ArenaCombatPanel
        userId={userId}
        summary={(battle) => <BattleSummary battle={battle} userId={userId} untitled />}
      />
    ),
    live: () => (
      <LiveBattleTab
        userId={userId}
        live={live}
        ants={ants.data}
        antsLoading={ants.isLoading}
        onBackToHistory={() => select("history")}
      />
    ),
    history: () => <BattleHistoryTab userId={userId} onOpen={openReplay} />,
    tournaments: () => tournaments(userId),
  };

  return (
    <div className="battle-arena">
      <header className="card battle-arena-header">
        <div>
          <h1>
            <span aria-hidden="true">⚔️ </span>Battle Arena
          </h1>
          <p className="muted">Pit your ants against each other or against other colonies.</p>
        </div>
        <TotalWins userId={userId} />
      </header>
      <ArenaTabs active={active} onSelect={select} />
      {ARENA_TABS.map((tab) =>
        visited.has(tab.id) ? (
          <section
            key={tab.id}
            id={panelId(tab.id)}
            role="tabpanel"
            aria-labelledby={tabId(tab.id)}
            hidden={tab.id !== active}
            className="arena-panel"
          >
            {panels[tab.id]()}
          </section>
        ) : null,
      )}
    </div>
  );
}
