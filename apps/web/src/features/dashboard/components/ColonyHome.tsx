// The dashboard's colony view: greeting and actions, a first-fight call for new players, then the canvas, the
// selected ant with chat, and its needs.
import { useCallback, useState } from "react";
import { LoadingNote } from "../../../components/LoadingNote";
import { errorText } from "../../../lib/api/api-error";
import { useAppDispatch, useAppSelector } from "../../../lib/store/hooks";
import { antSelected, EditStatsModal, useColony } from "../../ants/public";
import { FirstFightCard } from "../../battle/public-card";
import { NeedsPanel } from "../../care/public";
import { ColonyPanel } from "../../colony/public";
import { AntSummary } from "./AntSummary";
import { EmptyColony } from "./EmptyColony";
import { Greeting } from "./Greeting";

export function ColonyHome({ onAchievements }: { onAchievements: () => void }) {
  const dispatch = useAppDispatch();
  const colony = useColony();
  const userId = useAppSelector((s) => s.user.user?.id);
  const [editing, setEditing] = useState(false);
  const { ants, selected } = colony;
  const select = useCallback((id: string) => dispatch(antSelected(id)), [dispatch]);
  const edit = useCallback(() => setEditing(true), []);

  return (
    <div className="dashboard">
      <Greeting onAchievements={onAchievements} />
      {colony.isLoading ? <LoadingNote className="card" text="Loading your ants…" /> : null}
      {colony.error ? (
        <div className="card" role="alert">
          <p className="form-error">{errorText(colony.error, "Failed to get ants")}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void colony.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {!colony.isLoading && !colony.error && ants.length === 0 ? <EmptyColony /> : null}
      {/* Mounted with the page so the battle-history fetch runs beside the ants list: the card and the colony
          then usually arrive in one render instead of the card pushing the colony down (layout shift). */}
      {userId ? <FirstFightCard userId={userId} antCount={ants.length} /> : null}
      {ants.length > 0 && selected ? (
        <div className="colony-layout">
          <div className="colony-main">
            <ColonyPanel ants={ants} selectedId={selected.id} onSelect={select} />
            <AntSummary ant={selected} />
          </div>
          <div className="colony-side">
            <NeedsPanel key={selected.id} ant={selected} variant="compact" onEdit={edit} />
          </div>
        </div>
      ) : null}
      {editing && selected ? <EditStatsModal ant={selected} onClose={() => setEditing(false)} /> : null}
    </div>
  );
}
