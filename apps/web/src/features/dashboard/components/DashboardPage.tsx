// The Colony Dashboard: the welcome panel for visitors; for players the colony, or the Achievements view.
import { useEffect } from "react";
import { useSearchParams } from "react-router";
import { type SharedState, useAppDispatch, useAppSelector } from "../../../lib/store/hooks";
import { AchievementsView } from "../../achievements/public";
import { WelcomePanel } from "../../auth/public";
import { type ViewState, viewChanged } from "../view-slice";
import { ColonyHome } from "./ColonyHome";
import "./dashboard.css";

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

  const back = () => {
    dispatch(viewChanged("dashboard"));
    if (flagged) setParams({}, { replace: true });
  };

  if (view === "achievements" || flagged) return <AchievementsView onBack={back} />;
  return <ColonyHome onAchievements={() => dispatch(viewChanged("achievements"))} />;
}
