// The Live Battle tab: the server battle viewer with its status, matchmaking while idle, and replays from history.
import type { Ant } from "@antbrawl/protocol/ants";
import type { Battle } from "@antbrawl/protocol/battles";
import { type BattleSpeed, REPLAY_START_DELAY_MS, turnMsFor } from "@antbrawl/rules/battle/viewer";
import { skipToken } from "@reduxjs/toolkit/query/react";
import { useEffect } from "react";
import { useAppSelector } from "../../../../lib/store/hooks";
import { useBalanceQuery } from "../../api/balance";
import { battleHistoryApi, useBattleQuery } from "../../api/battle-history";
import { resultFor } from "../../battle-view";
import type { LiveBattle } from "../../hooks/use-live-battle";
import { type Replay, useReplay } from "../../hooks/use-replay";
import { BattleViewer } from "../viewer/BattleViewer";
import { LiveStatus, type LiveStatusName } from "./LiveStatus";
import { MatchmakingForm } from "./MatchmakingForm";
import { SearchingPanel } from "./SearchingPanel";

interface Props {
  userId: string;
  live: LiveBattle;
  ants: readonly Ant[] | undefined;
  antsLoading: boolean;
  onBackToHistory(): void;
}

const POLL_MS = 2000;

function isRunning(battle: Battle | null): boolean {
  return battle?.status === "in_progress" || battle?.status === "scheduled";
}

function statusOf(live: LiveBattle, battle: Battle | null, replay: Replay): LiveStatusName {
  if (live.source.kind === "idle") return "Waiting";
  if (live.source.kind === "pending") return "Searching";
  if (!battle) return "Loading";
  if (battle.status === "cancelled") return "Cancelled";
  if (battle.status === "scheduled") return "Scheduled";
  if (battle.status === "in_progress") return "Fighting";
  if (replay.phase === "starting") return "Starting";
  return replay.phase === "fighting" ? "Fighting" : "Completed";
}

function LiveGuide() {
  return (
    <aside className="live-guide" aria-label="How server battles work">
      <h3>How server battles work</h3>
      <ul>
        <li>Your ant meets another colony's ready ant of the nearest rating; its owner need not be online.</li>
        <li>The fight starts 2 seconds after an opponent is found and plays out turn by turn.</li>
        <li>Ranked matches change ELO and may carry a stake: the winner takes 95% of the pot.</li>
        <li>A fighter needs 50%+ health and 30%+ energy. Every battle lands in Battle History.</li>
      </ul>
    </aside>
  );
}

export function LiveBattleTab({ userId, live, ants, antsLoading, onBackToHistory }: Props) {
  const { source } = live;
  const started = source.kind === "started" ? source.battle : null;
  const battleId = source.kind === "replay" ? source.battleId : (started?.id ?? null);
  const fetchBattle = source.kind === "replay" || isRunning(started);
  const cached = useAppSelector((state) =>
    battleId ? battleHistoryApi.endpoints.battle.select(battleId)(state).data : undefined,
  );
  const query = useBattleQuery(fetchBattle && battleId ? battleId : skipToken, {
    pollingInterval: fetchBattle && isRunning(cached ?? started) ? POLL_MS : 0,
  });
  const fetched = query.currentData ?? null;
  const battle = (fetchBattle ? (fetched ?? started) : started) ?? null;
  const speed = (battle?.battle_speed ?? "normal") as BattleSpeed;
  const replay = useReplay(battle, turnMsFor(speed), REPLAY_START_DELAY_MS);
  const balance = useBalanceQuery(userId);
  const status = statusOf(live, battle, replay);
  const restoredScheduled = source.kind === "replay" && source.restored && battle?.status === "scheduled";
  const { resume } = live;
  useEffect(() => {
    if (restoredScheduled && battleId) resume(battleId);
  }, [restoredScheduled, battleId, resume]);

  return (
    <div className="live-battle">
      <LiveStatus status={status} />
      {live.error ? (
        <p className="form-error banner" role="alert">
          {live.error}
        </p>
      ) : null}
      {source.kind === "idle" ? (
        <section className="card live-find" aria-labelledby="live-find-title">
          <div>
            <h2 id="live-find-title">Find a Battle</h2>
            {antsLoading && !ants ? (
              <p className="muted">Loading your ants...</p>
            ) : (
              <MatchmakingForm
                ants={ants ?? []}
                balance={balance.data?.balance ?? null}
                busy={live.requesting}
                onSubmit={(body) => void live.request(body)}
              />
            )}
          </div>
          <LiveGuide />
        </section>
      ) : null}
      {source.kind === "pending" ? (
        <SearchingPanel
          request={source.request}
          starting={source.starting}
          cancelling={live.cancelling}
          onCancel={() => void live.cancel()}
        />
      ) : null}
      {source.kind === "replay" && query.isError && !battle ? (
        <p className="form-error" role="alert">
          Failed to get battle
        </p>
      ) : null}
      {battle ? (
        <BattleViewer
          userId={userId}
          battle={battle}
          replay={replay}
          victory={resultFor(battle, userId) === "Victory"}
          actions={
            <>
              <button type="button" className="btn btn-primary" onClick={live.reset}>
                New Battle
              </button>
              {source.kind === "replay" ? (
                <button type="button" className="btn btn-secondary" onClick={onBackToHistory}>
                  Back to History
                </button>
              ) : null}
            </>
          }
        />
      ) : null}
    </div>
  );
}
