// The Colony Dashboard: the welcome panel for visitors; for players the colony, or the Achievements view, both
// fetched on demand so a visitor's first load carries none of the signed-in code.
import { lazy, Suspense, useCallback, useEffect } from "react";
import { useSearchParams } from "react-router";
import { LoadingNote } from "../../../components/LoadingNote";
import { type SharedState, useAppDispatch, useAppSelector } from "../../../lib/store/hooks";
import { WelcomePanel } from "../../auth/public";
import { type ViewState, viewChanged } from "../view-slice";
import "./dashboard.css";

const ColonyHome = lazy(() => import("./ColonyHome").then((module) => ({ default: module.ColonyHome })));
const AchievementsView = lazy(() =>
  import("../../achievements/public").then((module) => ({ default: module.AchievementsView })),
);

export function DashboardPage() {
  const user = useAppSelector((s) => s.user.user);
  if (!user) return <WelcomePanel />;
  return <PlayerDashboard />;
}

function PlayerDashboard() {
  const dispatch = useAppDispatch();
  const view = useAppSelector((s: SharedState & { ui: ViewState }) => s.ui.currentView);
  const [params, setParams] = useSearchParams();
  const flagged = params.get("achievements") === "true";

  useEffect(() => {
    if (flagged) dispatch(viewChanged("achievements"));
  }, [flagged, dispatch]);

  const showAchievements = useCallback(() => dispatch(viewChanged("achievements")), [dispatch]);
  const back = () => {
    dispatch(viewChanged("dashboard"));
    if (flagged) setParams({}, { replace: true });
  };

  return (
    <Suspense fallback={<LoadingNote text="Loading the page…" className="page-loading" />}>
      {view === "achievements" || flagged ? (
        <AchievementsView onBack={back} />
      ) : (
        <ColonyHome onAchievements={showAchievements} />
      )}
    </Suspense>
  );
}
