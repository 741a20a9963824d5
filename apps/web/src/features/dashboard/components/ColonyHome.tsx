// The dashboard's colony view: greeting and actions, a first-fight call for new players, then the canvas, the
// selected ant with chat, and its needs.
import { useCallback, useState } from "react";
import { LoadingNote } from "../../../components/LoadingNote";
import { errorText } from "../../../lib/api/api-error";
import { useAppDispatch, useAppSelector } from "../../../lib/store/hooks";
import { antSelected, EditStatsModal, useColony } from "../../ants/public";
import { FirstFightCard, useFirstFightDue } from "../../battle/public-card";
import { NeedsPanel } from "../../care/public";
import { ColonyPanel } from "../../colony/public";
import { GuideCard, useGuideShown } from "../../guide/public";
import { AntSummary } from "./AntSummary";
import { EmptyColony } from "./EmptyColony";
import { Greeting } from "./Greeting";

export function ColonyHome({ onAchievements }: { onAchievements: () => void }) {
  const dispatch = useAppDispatch();
  const colony = useColony();
  const userId = useAppSelector((s) => s.user.user?.id);
  const [editing, setEditing] = useState(false);
  const { ants, selected } = colony;
  const firstFightDue = useFirstFightDue(userId, ants.length);
  const guideShown = useGuideShown(firstFightDue === false && ants.length > 0 ? userId : undefined);
  const waiting =
    colony.isLoading ||
    (ants.length > 0 && (firstFightDue === undefined || (!firstFightDue && guideShown === undefined)));
  const select = useCallback((id: string) => dispatch(antSelected(id)), [dispatch]);
  const edit = useCallback(() => setEditing(true), []);

  return (
    <div className="dashboard">
      <Greeting onAchievements={onAchievements} />
      {waiting && !colony.error ? <LoadingNote className="card" text="Loading your ants…" /> : null}
      {colony.error ? (
        <div className="card" role="alert">
          <p className="form-error">{errorText(colony.error, "Failed to get ants")}</p>
          <button type="button" className="btn btn-secondary btn-small" onClick={() => void colony.refetch()}>
            Try again
          </button>
        </div>
      ) : null}
      {!colony.isLoading && !colony.error && ants.length === 0 ? <EmptyColony /> : null}
      {/* The battle history is asked for beside the ants list, and the colony waits for both, so the first-fight
          card never pushes the colony down when it arrives (layout shift). The card stays mounted (hidden until
          due): mounting it later would make RTK Query ask again after a failed answer, and the page flicker. */}
      {userId ? <FirstFightCard userId={userId} antCount={ants.length} /> : null}
      {userId && guideShown ? <GuideCard userId={userId} /> : null}
      {!waiting && ants.length > 0 && selected ? (
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
